import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { FailureLimiter } from '../auth/auth.limiter.ts';
import {
  deleteFailuresBefore,
  deleteFailuresById,
  deleteFailuresOfKeys,
  findRecentFailures,
  insertFailures,
  lockThrottleKey,
} from './cluster.repository.ts';

/** Failures that left every window are deleted every this many attempts of one instance. */
const PRUNE_EVERY = 50;

/**
 * The sign-in failure limiter of auth.limiter.ts, counted in PostgreSQL so that every instance
 * sees the same failures (ADR 032). Same rules: counted when the attempt begins, forgotten on
 * success, withdrawn when never judged. The check and the count run in one transaction that holds
 * an advisory lock per key, so parallel attempts on any instances cannot see the same free slot.
 */
export function createSharedFailureLimiter({
  db,
  scope,
  max,
  windowMs,
  clock,
}: {
  db: Kysely<Database>;
  /** Keeps the keys of two limiters apart (sign-in, password checks). */
  scope: string;
  max: number;
  windowMs: number;
  clock: () => Date;
}): FailureLimiter {
  let beganSincePrune = 0;
  return {
    async begin(keys) {
      const scoped = [...new Set(keys.map((key) => `${scope}:${key}`))].sort();
      const now = clock();
      const since = new Date(now.getTime() - windowMs).toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        // Always in the same order: two attempts on overlapping keys cannot wait for each other.
        for (const key of scoped) await lockThrottleKey(trx, key);
        const recent = await findRecentFailures(trx, scoped, since);
        let wait = 0;
        for (const key of scoped) {
          const times = recent.filter((row) => row.key === key).map((row) => Date.parse(row.at));
          if (times.length < max) continue;
          const oldest = times[times.length - max] ?? now.getTime();
          wait = Math.max(wait, Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000)));
        }
        if (wait > 0) return { ok: false as const, retryAfter: wait };
        const rows = scoped.map((key) => ({ id: newId(now), key, at: now.toISOString() }));
        await insertFailures(trx, rows);
        return { ok: true as const, ids: rows.map((row) => row.id) };
      });
      if (!outcome.ok) return outcome;
      // Housekeeping, not on every attempt: rows that left the window are ignored anyway.
      if (++beganSincePrune >= PRUNE_EVERY) {
        beganSincePrune = 0;
        await deleteFailuresBefore(db, since);
      }
      return {
        ok: true,
        succeeded: () => deleteFailuresOfKeys(db, scoped),
        withdraw: () => deleteFailuresById(db, outcome.ids),
      };
    },
  };
}
