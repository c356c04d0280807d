/**
 * Counts failed attempts per key (an IP address, a user name) in a sliding window. After `max`
 * failures within `windowMs` the key is locked until the oldest of them leaves the window.
 * Kept in memory: one process serves the site (several instances would each count their own).
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
}) {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const list = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  return {
    /** Seconds until the key may try again, 0 when it is not locked. */
    retryAfter(key: string): number {
      const now = clock().getTime();
      const list = recent(key, now);
      if (list.length < max) return 0;
      const oldest = list[list.length - max] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    fail(key: string): void {
      const now = clock().getTime();
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
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
