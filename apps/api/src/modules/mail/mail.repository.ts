import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';

export async function insertOutboxMail(
  db: Kysely<Database>,
  row: Pick<
    Insertable<OutboxTable>,
    | 'id'
    | 'recipient'
    | 'subject'
    | 'text_body'
    | 'reply_to'
    | 'next_attempt_at'
    | 'created_at'
    | 'attachments'
    | 'ref'
    | 'kind'
    | 'mailbox'
    | 'links'
  >,
) {
  await db
    .insertInto('outbox')
    .values({
      ...row,
      status: 'pending',
      attempts: 0,
      last_error: '',
      error_code: '',
      sent_at: null,
      updated_at: row.created_at,
    })
    .execute();
}

export function findDueMails(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a mail for one attempt: counts the attempt and moves its next attempt to `retryAt`
 * (used if this attempt fails or the process dies). Only one claimer wins: the update matches
 * the values read before.
 */
export async function claimMail(
  db: Kysely<Database>,
  mail: { id: string; attempts: number; next_attempt_at: string },
  retryAt: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ attempts: mail.attempts + 1, next_attempt_at: retryAt, updated_at: now })
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', mail.attempts)
    .where('next_attempt_at', '=', mail.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Kysely<Database>, id: string, now: string) {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, last_error: '', error_code: '', updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  errorCode: string,
  giveUp: boolean,
  now: string,
) {
  await db
    .updateTable('outbox')
    .set({
      status: giveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 2000),
      error_code: errorCode,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Withdraws the mails of a reference that are not sent yet (a booking's reminder when it is cancelled or moved). */
export async function deletePendingMails(db: Kysely<Database>, ref: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('ref', '=', ref)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Withdraws the mails of a reference that no delivery attempt has taken yet (ADR 051): a mail the
 * outbox claimed (`attempts` > 0, perhaps on its way now) or sent stays. The claim and this delete
 * each match the row as it was, so exactly one of them wins. Answers how many were withdrawn.
 */
export async function deleteUnsentMails(db: Kysely<Database>, ref: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('ref', '=', ref)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Mails counted against a mailbox (any state) queued since a moment: the per-mailbox cap. */
export async function countMailboxMails(db: Kysely<Database>, mailbox: string, since: string) {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('mailbox', '=', mailbox)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest outgoing mails (the office's list), without their bodies. */
export function listRecentMails(db: Kysely<Database>, limit: number, skip: number) {
  return db
    .selectFrom('outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'error_code',
      'sent_at',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(skip)
    .execute();
}

export function findMail(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'error_code',
      'sent_at',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * "Send again": a mail not sent yet (failed, or waiting for its next attempt) is due now with a
 * fresh count of attempts. Answers whether it was such a mail.
 */
export async function requeueMail(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const LAST_TEST_KEY = 'mail_last_test';

export async function storeLastTest(db: Kysely<Database>, value: unknown, now: string) {
  const json = JSON.stringify(value);
  await db
    .insertInto('setting')
    .values({ key: LAST_TEST_KEY, value: json, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

export async function readLastTest(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', LAST_TEST_KEY).executeTakeFirst();
  return row?.value;
}
