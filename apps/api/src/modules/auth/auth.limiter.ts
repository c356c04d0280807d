/** An attempt that was let through: it counts as a failure unless it ends otherwise. */
export interface Attempt {
  ok: true;
  /** The attempt succeeded: every failure counted on its keys is forgotten. */
  succeeded(): Promise<void>;
  /** The attempt was never judged (the hashing line was full, an error): it does not count. */
  withdraw(): Promise<void>;
}

/** An attempt refused because one of its keys is locked. */
export interface Refused {
  ok: false;
  /** Seconds until every key may try again. */
  retryAfter: number;
}

/** Counts failed attempts per key; kept in memory (one process) or in PostgreSQL (ADR 032). */
export interface FailureLimiter {
  /** Lets an attempt on all `keys` begin (counted as a failure at once), or refuses it. */
  begin(keys: readonly string[]): Promise<Attempt | Refused>;
}

/**
 * Counts failed attempts per key (an address, an account, a known device) in a sliding window.
 * After `max` failures within `windowMs` the key is locked until the oldest of them leaves the
 * window.
 *
 * An attempt is counted as a failure when it begins, before the slow password check, and
 * forgotten again when it succeeds: parallel attempts cannot all pass the check of a key that
 * has only a few tries left (checking before and recording after let 30 parallel guesses through
 * a limit of 5). Checking and counting happen in one synchronous step, so no two attempts see the
 * same free slot.
 *
 * Kept in memory: with SQLite one process serves the site. Several instances on PostgreSQL count
 * in the database instead (modules/cluster/shared-failure-limiter.ts, ADR 032).
 */
export function createFailureLimiter({
  max,
  windowMs,
  clock,
  maxKeys = 10_000,
}: {
  max: number;
  windowMs: number;
  clock: () => Date;
  maxKeys?: number;
}): FailureLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const list = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  function retryAfter(key: string, now: number): number {
    const list = recent(key, now);
    if (list.length < max) return 0;
    const oldest = list[list.length - max] ?? now;
    return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  }

  function count(key: string, now: number): void {
    const list = recent(key, now);
    list.push(now);
    failures.delete(key);
    failures.set(key, list.slice(-max));
    // Bounded memory: forget the keys that were touched longest ago.
    while (failures.size > maxKeys) {
      const first = failures.keys().next().value;
      if (first === undefined) break;
      failures.delete(first);
    }
  }

  return {
    // Checked and counted before the first await: no two attempts see the same free slot.
    async begin(keys) {
      const now = clock().getTime();
      const wait = Math.max(0, ...keys.map((key) => retryAfter(key, now)));
      if (wait > 0) return { ok: false, retryAfter: wait };
      for (const key of keys) count(key, now);
      return {
        ok: true,
        async succeeded() {
          for (const key of keys) failures.delete(key);
        },
        async withdraw() {
          for (const key of keys) {
            const list = failures.get(key);
            const at = list?.lastIndexOf(now) ?? -1;
            if (list && at >= 0) list.splice(at, 1);
          }
        },
      };
    },
  };
}
