import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { claimLease, deleteLease, setLeaseExpiry } from './cluster.repository.ts';

/**
 * Leases on background work (ADR 032): before an instance runs a job (a daily retention run, one
 * image's AVIF encode) it takes the job's lease for a while; the others skip it. A lease that
 * runs out (the instance was killed) is taken over by the next instance that asks. With SQLite
 * the one process always gets it.
 */
export function createLeases({
  db,
  clock,
  holder = newId(),
}: {
  db: Kysely<Database>;
  clock: () => Date;
  holder?: string;
}) {
  const at = (ms: number) => new Date(clock().getTime() + ms).toISOString();
  return {
    holder,
    /** Takes (or renews) the lease on `job` for `ttlMs`; false when another holder has it. */
    claim: (job: string, ttlMs: number) =>
      claimLease(db, { job, holder, expiresAt: at(ttlMs), renew: true }, clock().toISOString()),
    /** Gives the lease back (the work is done or left for the next claimer). */
    release: (job: string) => deleteLease(db, job, holder),
    /**
     * A periodic job that runs on one instance at a time and at most once every `everyMs`: the
     * lease is held for `runningMs` while it runs (a killed run is taken over after that) and then
     * kept until `everyMs` after the start. Answers whether this instance ran it.
     */
    async runPeriodic(
      job: string,
      { everyMs, runningMs }: { everyMs: number; runningMs: number },
      work: () => Promise<unknown>,
    ) {
      const startedAt = clock().getTime();
      if (!(await claimLease(db, { job, holder, expiresAt: at(runningMs), renew: false }, clock().toISOString())))
        return false;
      try {
        await work();
      } finally {
        await setLeaseExpiry(db, job, holder, new Date(startedAt + everyMs).toISOString());
      }
      return true;
    },
  };
}
