import type { Kysely } from 'kysely';

/**
 * Delivery of client galleries (issue 18 items 2, 3 and 5, ADR 029):
 * - `watermark_text`: burned into the previews ('' = no watermark). `gallery.preview_version` is
 *   raised by every watermark change; a photo whose `preview_version` is behind is rendered again
 *   (a background job, which also finds the unfinished ones after a restart) and its preview URLs
 *   carry its version, so no browser keeps an old file.
 * - `language` (de/ru) of the client's mails; `reminder_days` before expiry (0 = none) and
 *   `reminder_sent_at` (sent once).
 * - `publication_consent_id`: the consent-ledger row of the client's opt-in to public use of the
 *   photos; `publication_withdrawn_at` when it was withdrawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery')
    .addColumn('watermark_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('gallery')
    .addColumn('preview_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('gallery')
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('de'))
    .execute();
  await db.schema
    .alterTable('gallery')
    .addColumn('reminder_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
  await db.schema
    .alterTable('gallery_photo')
    .addColumn('preview_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('gallery').addColumn('reminder_sent_at', 'varchar(40)').execute();
  await db.schema.alterTable('gallery').addColumn('publication_consent_id', 'varchar(24)').execute();
  await db.schema.alterTable('gallery').addColumn('publication_withdrawn_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery_photo').dropColumn('preview_version').execute();
  for (const column of [
    'publication_withdrawn_at',
    'publication_consent_id',
    'reminder_sent_at',
    'reminder_days',
    'language',
    'preview_version',
    'watermark_text',
  ]) {
    await db.schema.alterTable('gallery').dropColumn(column).execute();
  }
}
