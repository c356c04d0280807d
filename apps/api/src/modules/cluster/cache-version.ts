import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bumpCacheVersion, readCacheVersion } from './cluster.repository.ts';

const SCOPE = 'public';

/**
 * The version of the public content, one row every instance reads (ADR 032): an instance that
 * changed something moves it; every instance compares it at most every `checkEveryMs` (before
 * answering a request) and clears its page and API caches when it moved. Measured in real time,
 * not the app's clock: the promise is "within one second" of wall time.
 */
export function createCacheVersion({ db, checkEveryMs = 500 }: { db: Kysely<Database>; checkEveryMs?: number }) {
  let known: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<boolean> | null = null;

  async function check(): Promise<boolean> {
    checkedAt = performance.now();
    const version = await readCacheVersion(db, SCOPE);
    const moved = known !== null && version !== known;
    known = version;
    return moved;
  }

  return {
    /**
     * Tells every instance that public content changed. This instance cleared its own caches for
     * the change already: when nobody else moved the version since its last look, it takes the new
     * version as known, so that its next look does not clear them a second time for its own change.
     */
    async bump(): Promise<void> {
      const version = await bumpCacheVersion(db, SCOPE);
      if (version !== null && known !== null && version === known + 1) known = version;
    },
    /** Whether another instance changed public content since the last look (looks at most every checkEveryMs). */
    changed(): Promise<boolean> {
      if (performance.now() - checkedAt < checkEveryMs) return pending ?? Promise.resolve(false);
      pending ??= check().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
