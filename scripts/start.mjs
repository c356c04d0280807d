// `npm start`: build if needed, then run the production server in this process (signals reach it).
import { ensureBuild } from './ensure-build.mjs';
import { withServerMemoryEnv } from './lib/memory-env.mjs';

// glibc's allocator must be told before the process starts (ADR 042): when MALLOC_ARENA_MAX is not
// set yet, this process is replaced by the same command with it (same pid, so signals still reach it).
const env = withServerMemoryEnv(process.env);
if (env !== process.env && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}

process.env.NODE_ENV ??= 'production';
ensureBuild();
await import('../apps/api/src/server.ts');
