import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Callbacks to run once the transaction they were registered in has committed. */
const afterCommitCallbacks = new WeakMap<Kysely<Database>, (() => void)[]>();

/**
 * Runs `work` in a transaction; what `afterCommit(trx, ...)` registered inside runs after the
 * commit (never after a rollback). The mail outbox uses it to deliver a queued mail as soon as
 * the record it belongs to is stored, without a route having to remember to kick it.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.transaction().execute(async (trx) => {
    afterCommitCallbacks.set(trx, callbacks);
    return work(trx);
  });
  for (const callback of callbacks) callback();
  return result;
}

/**
 * Runs `callback` after the transaction `handle` belongs to has committed; at once (on the next
 * turn) when `handle` is no transaction of `inTransaction` (each statement commits by itself).
 */
export function afterCommit(handle: Kysely<Database>, callback: () => void): void {
  const callbacks = afterCommitCallbacks.get(handle);
  if (callbacks) callbacks.push(callback);
  else setImmediate(callback);
}
