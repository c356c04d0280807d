import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The retention's reads and writes. They name other modules' tables on purpose: the periods are
 * the privacy module's rules (ADR 027), and each is one plain query.
 */

/** Contact messages whose last change (the last contact) is before `cutoff`. */
export function findOldContactMessages(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('contact_message')
    .select(['id', 'name', 'updated_at as since'])
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .execute();
}

/** Declined or expired requests (never a job) whose last change is before `cutoff`. */
export function findOldUnbookedRequests(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('booking_request')
    .select(['id', 'name', 'updated_at as since'])
    .where('status', 'in', ['declined', 'expired'])
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .execute();
}

/**
 * Jobs (confirmed or cancelled) past their keeping: the date lies before `firstKeptDay` (the
 * first of January of the oldest year still kept), or an erasure marked them until before `today`.
 */
export function findExpiredJobs(db: Kysely<Database>, firstKeptDay: string, today: string) {
  return db
    .selectFrom('booking_request')
    .select(['id', 'name', 'date as since'])
    .where('status', 'in', ['confirmed', 'cancelled'])
    .where((eb) =>
      eb.or([
        eb('date', '<', firstKeptDay),
        eb.and([eb('retain_until', 'is not', null), eb('retain_until', '<', today)]),
      ]),
    )
    .orderBy('date')
    .execute();
}

/** Newsletter sign-ups still pending whose last confirmation mail went out before `cutoff`. */
export function findUnconfirmedSignups(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('newsletter_subscriber')
    .select(['id', 'email', 'updated_at as since'])
    .where('status', '=', 'pending')
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .execute();
}

/** Sent or given-up mails, last touched before `cutoff`, that still hold their text. */
export function findOldMailBodies(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'subject', 'updated_at as since'])
    .where('status', 'in', ['sent', 'failed'])
    .where('updated_at', '<', cutoff)
    .where((eb) => eb.or([eb('text_body', '<>', ''), eb('attachments', 'not in', ['', '[]'])]))
    .orderBy('updated_at')
    .execute();
}

export async function clearMailBodies(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('outbox')
    .set({ text_body: '', attachments: '[]' })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Client galleries whose link expired before `cutoff` (the gallery period after expiry has passed). */
export function findExpiredGalleries(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('gallery')
    .select(['id', 'title_de as name', 'expires_at as since'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<', cutoff)
    .orderBy('expires_at')
    .execute();
}

/** The consent-ledger rows of these galleries (the clients' publication opt-ins). */
export function findGalleryConsents(db: Kysely<Database>, galleryIds: readonly string[]) {
  if (galleryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('consent')
    .select('id')
    .where('record_table', '=', 'gallery')
    .where('record_id', 'in', galleryIds)
    .execute();
}

/** Whether a project's publication consent points at this ledger row (ADR 028: "consent from gallery X"). */
export async function isConsentCitedByProject(db: Kysely<Database>, consentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('portfolio_item')
    .select('id')
    .where('consent', 'like', `%"gallery_consent_id":"${consentId.replace(/[^0-9a-f]/g, '')}"%`)
    .executeTakeFirst();
  return row !== undefined;
}
