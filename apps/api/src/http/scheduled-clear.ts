/**
 * Clears the page and public API caches when public content changes by itself: a post scheduled
 * for 10:00 is in no cached page before 10:00 (visibility is decided per request by the API) and
 * in every page rendered after it, because the first request at or after 10:00 empties the caches
 * before it is answered. The next such time is read from the modules after every back-office write,
 * when it has passed, once a minute, and (on PostgreSQL) when another instance changed content
 * (it may have scheduled a post: ADR 023, ADR 032).
 */
export function createScheduledClear({
  clock,
  nextChange,
  clear,
  onError,
  recheckMs = 60_000,
}: {
  clock: () => Date;
  /** The earliest coming time (ISO) at which some public answer changes by itself, or null. */
  nextChange: () => Promise<string | null>;
  clear: () => void;
  /** A failed look-up is logged and tried again at the next request; the request goes on. */
  onError: (error: unknown) => void;
  recheckMs?: number;
}) {
  let due: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | null = null;

  function refresh(): Promise<void> {
    pending ??= (async () => {
      try {
        checkedAt = clock().getTime();
        const next = await nextChange();
        due = next === null ? null : Date.parse(next);
      } catch (error) {
        checkedAt = Number.NEGATIVE_INFINITY;
        onError(error);
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  return {
    refresh,
    /** Before a request is answered (from a cache or not). */
    async beforeRequest(): Promise<void> {
      const now = clock().getTime();
      if (due !== null && now >= due) {
        clear();
        due = null;
        await refresh();
      } else if (now - checkedAt >= recheckMs) {
        await refresh();
        if (due !== null && clock().getTime() >= due) {
          clear();
          await refresh();
        }
      }
    },
  };
}
