// Starting and stopping the production server (apps/api/src/server.ts) as a child process.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withServerMemoryEnv } from './memory-env.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** Servers started and not yet exited: killed too when the script itself is interrupted. */
const running = new Set();
let handlersInstalled = false;
function killChildrenOnInterrupt() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      for (const child of running) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

/**
 * Spawns the server in production mode on 127.0.0.1:`port` with its own DATA_DIR, its output
 * appended to `logFile`. `env` adds or overrides variables (e.g. DATABASE_URL, ADMIN_PASSWORD);
 * the caller's DATABASE_URL is never inherited. `child.exited` resolves with `{ code, signal }`.
 */
export function startServer({ port, dataDir, logFile, env = {} }) {
  killChildrenOnInterrupt();
  // The allocator setting `npm start` and the systemd unit give the server (ADR 042).
  const childEnv = {
    ...withServerMemoryEnv(process.env),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  running.add(child);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.exited.then(() => running.delete(child));
  return child;
}

/** Waits until GET /api/health answers 200; false when the server exited or the time ran out. */
export async function waitReady(port, child, timeoutMs = 30_000, intervalMs = 50) {
  const until = Date.now() + timeoutMs;
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  while (Date.now() < until && !exited) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return true;
    await sleep(intervalMs);
  }
  return false;
}

/** SIGTERM, then waits for the exit (the server finishes in-flight requests first). */
export async function stopServer(child) {
  child.kill('SIGTERM');
  return child.exited;
}
