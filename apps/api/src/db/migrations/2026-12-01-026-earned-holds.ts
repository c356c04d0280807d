import { type Kysely, sql } from 'kysely';

/**
 * A hold is earned; visitor mails are classified and capped (issue 33 items 1 and 2, ADR 038).
 *
 * `booking_request`: `email_confirmed_at` (when the visitor opened the mailed link and clicked;
 * null while unconfirmed), `confirm_token_hash` (sha256 of that link's token, '' once used) and
 * `client_ip` (the requesting address as the rate limit counts it: IPv4, or an IPv6 /64), so at
 * most two open holds exist per mailbox and per address. Requests stored before held their day
 * under the old rule: they count as confirmed.
 *
 * `outbox`: `kind` (the visitor mail kind, '' for the owner's), `mailbox` (the normalised
 * mailbox a capped mail counts against, '' when not counted) and `links` (JSON list of the URLs
 * the HTML part may link: the site's own, never visitor text). Confirmations counted under the
 * old `visitor-confirmation:<mailbox>` ref keep counting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_request').addColumn('email_confirmed_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('booking_request')
    .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('booking_request')
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update booking_request set email_confirmed_at = created_at`.execute(db);
  await db.schema.createIndex('booking_request_token').on('booking_request').column('confirm_token_hash').execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('mailbox', 'varchar(320)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`update outbox set mailbox = substr(ref, 22) where ref like 'visitor-confirmation:%'`.execute(db);
  await db.schema.createIndex('outbox_mailbox').on('outbox').columns(['mailbox', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_mailbox').execute();
  for (const column of ['links', 'mailbox', 'kind']) await db.schema.alterTable('outbox').dropColumn(column).execute();
  await db.schema.dropIndex('booking_request_token').execute();
  for (const column of ['client_ip', 'confirm_token_hash', 'email_confirmed_at'])
    await db.schema.alterTable('booking_request').dropColumn(column).execute();
}
