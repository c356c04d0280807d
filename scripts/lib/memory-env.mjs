// The environment the server's process needs for its memory budget (ADR 042, docs/production.md).

/**
 * glibc gives every thread that allocates its own malloc arena (up to 8 per core) and returns freed
 * memory from them reluctantly: after sharp's threads decoded a few 24 MP photos the server's RSS
 * stays hundreds of MB above what it uses. Two arenas keep it close to what is in use. An operator's
 * own value is kept. Answers `env` itself when nothing needs to change.
 */
export function withServerMemoryEnv(env) {
  if (env.MALLOC_ARENA_MAX) return env;
  return { ...env, MALLOC_ARENA_MAX: '2' };
}
