import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// ---- sign-in failures (PostgreSQL: shared by every instance) ----

/** Waits until no other transaction counts on `key` (ends with the transaction). PostgreSQL only. */
export async function lockThrottleKey(trx: Kysely<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`throttle:${key}`}, 0))`.execute(trx);
}

/** The failures of `keys` after `since`, oldest first. */
export function findRecentFailures(db: Kysely<Database>, keys: readonly string[], since: string) {
  return db
    .selectFrom('throttle_failure')
    .select(['key', 'at'])
    .where('key', 'in', keys)
    .where('at', '>', since)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function insertFailures(db: Kysely<Database>, rows: { id: string; key: string; at: string }[]) {
  await db.insertInto('throttle_failure').values(rows).execute();
}

export async function deleteFailuresOfKeys(db: Kysely<Database>, keys: readonly string[]) {
  await db.deleteFrom('throttle_failure').where('key', 'in', keys).execute();
}

export async function deleteFailuresById(db: Kysely<Database>, ids: readonly string[]) {
  await db.deleteFrom('throttle_failure').where('id', 'in', ids).execute();
}

/** Failures that left every window (keeps the table small). */
export async function deleteFailuresBefore(db: Kysely<Database>, cutoff: string) {
  await db.deleteFrom('throttle_failure').where('at', '<=', cutoff).execute();
}

// ---- public form counters ----

/**
 * Counts one hit of `key` in a fixed window: the first hit (or the first after the window ended)
 * starts a new window ending at `resetAt`. One statement, so parallel hits never lose a count.
 */
export function countHit(db: Kysely<Database>, key: string, now: string, resetAt: string) {
  return db
    .insertInto('rate_counter')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_counter.reset_at <= ${now} then 1 else rate_counter.hits + 1 end`,
        reset_at: sql<string>`case when rate_counter.reset_at <= ${now} then ${resetAt} else rate_counter.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteEndedCounters(db: Kysely<Database>, now: string) {
  await db.deleteFrom('rate_counter').where('reset_at', '<=', now).execute();
}

// ---- the version of public content ----

export async function readCacheVersion(db: Kysely<Database>, scope: string): Promise<number | null> {
  const row = await db.selectFrom('cache_version').select('version').where('scope', '=', scope).executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** Moves the version on; answers the new one (null when the row is missing). */
export async function bumpCacheVersion(db: Kysely<Database>, scope: string): Promise<number | null> {
  const row = await db
    .updateTable('cache_version')
    .set({ version: sql<number>`version + 1` })
    .where('scope', '=', scope)
    .returning('version')
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

// ---- leases ----

/**
 * Takes the lease on `job` until `expiresAt` when it is free or has run out (or, with `renew`, is
 * already this holder's). One statement: of several instances asking at once exactly one gets it.
 */
export async function claimLease(
  db: Kysely<Database>,
  lease: { job: string; holder: string; expiresAt: string; renew: boolean },
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('lease')
    .values({ job: lease.job, holder: lease.holder, expires_at: lease.expiresAt })
    .onConflict((oc) =>
      oc
        .column('job')
        .doUpdateSet({ holder: lease.holder, expires_at: lease.expiresAt })
        .where((eb) =>
          lease.renew
            ? eb.or([eb('lease.expires_at', '<=', now), eb('lease.holder', '=', lease.holder)])
            : eb('lease.expires_at', '<=', now),
        ),
    )
    .returning('job')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves the end of a lease this holder has (a finished periodic job: not again before then). */
export async function setLeaseExpiry(db: Kysely<Database>, job: string, holder: string, expiresAt: string) {
  await db
    .updateTable('lease')
    .set({ expires_at: expiresAt })
    .where('job', '=', job)
    .where('holder', '=', holder)
    .execute();
}

export async function deleteLease(db: Kysely<Database>, job: string, holder: string) {
  await db.deleteFrom('lease').where('job', '=', job).where('holder', '=', holder).execute();
}
