import type { Kysely } from 'kysely';

/**
 * The newsletter with double opt-in (issue 20): a sign-up is `pending` until the link in its mail
 * confirms it (`confirmed_at`); the consent text's version and the language are kept; each
 * subscriber has an unsubscribe link (`unsubscribed_at`). Tokens are stored as SHA-256 hashes.
 * Rows from before had no confirmation: they stay `pending` and are not counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (column: string, type: 'varchar(16)' | 'varchar(2)' | 'varchar(64)' | 'varchar(32)', fallback: string) =>
    db.schema
      .alterTable('newsletter_subscriber')
      .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  await add('status', 'varchar(16)', 'pending');
  await add('lang', 'varchar(2)', 'de');
  await add('consent_version', 'varchar(64)', '');
  await add('confirm_token_hash', 'varchar(64)', '');
  await add('unsubscribe_token_hash', 'varchar(64)', '');
  await add('updated_at', 'varchar(32)', '');
  for (const column of ['confirmed_at', 'unsubscribed_at']) {
    await db.schema.alterTable('newsletter_subscriber').addColumn(column, 'varchar(32)').execute();
  }
  await db.schema
    .createIndex('newsletter_subscriber_status')
    .on('newsletter_subscriber')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscriber_status').execute();
  for (const column of [
    'status',
    'lang',
    'consent_version',
    'confirm_token_hash',
    'unsubscribe_token_hash',
    'updated_at',
    'confirmed_at',
    'unsubscribed_at',
  ]) {
    await db.schema.alterTable('newsletter_subscriber').dropColumn(column).execute();
  }
}
