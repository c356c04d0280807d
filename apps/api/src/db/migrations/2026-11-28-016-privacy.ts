import type { Kysely } from 'kysely';

/**
 * The consent ledger (issue 20, ADR 027): `consent_text_version` holds each text a visitor was
 * shown, once per purpose, language and wording (found again by the text's SHA-256); `consent`
 * has one row per stored record of a public form: purpose, address, the record, the text version,
 * the language and the time. `retain_until` marks the rows (and the booking requests) that an
 * erasure had to keep because the law requires it, with the date they may go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_text_version')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('consent')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('record_table', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('text_version_id', 'varchar(24)', (c) => c.notNull().references('consent_text_version.id'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('given_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('retain_until', 'varchar(32)')
    .execute();
  await db.schema.createIndex('consent_email').on('consent').column('email').execute();
  await db.schema.createIndex('consent_record').on('consent').columns(['record_table', 'record_id']).execute();
  await db.schema.alterTable('booking_request').addColumn('retain_until', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_request').dropColumn('retain_until').execute();
  await db.schema.dropTable('consent').execute();
  await db.schema.dropTable('consent_text_version').execute();
}
