import type { Kysely } from 'kysely';

/**
 * An upload arrives exactly once (issue 36 item 1, ADR 046):
 * - `gallery_photo.state`: `processing` (stored, previews still being rendered in the background),
 *   `ready` or `failed` (the render failed; tried again by the hourly job). Existing photos are ready.
 * - `gallery_photo.upload_id` (the tus upload that made it) and `content_hash` (sha256 of the
 *   original), the second guard: the same bytes under the same name in one gallery are one photo.
 * - `gallery_upload_done`: finished tus uploads (id, the photo they made, their length) kept for
 *   a week, so that a HEAD after a lost answer says "complete" instead of 404 (a new upload).
 * - `gallery_photo.captured_at`: EXIF DateTimeOriginal (ISO wall time, with sub-seconds and offset
 *   when written), the date of the photo's ZIP entry.
 * - `gallery.originals_gps` (issue 36 item 6): `remove` (default) or `keep` the GPS position in
 *   downloaded originals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery_photo')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('ready'))
    .execute();
  await db.schema.alterTable('gallery_photo').addColumn('upload_id', 'text').execute();
  await db.schema.alterTable('gallery_photo').addColumn('content_hash', 'text').execute();
  await db.schema.alterTable('gallery_photo').addColumn('captured_at', 'text').execute();
  await db.schema
    .createIndex('gallery_photo_content_hash')
    .on('gallery_photo')
    .columns(['gallery_id', 'content_hash'])
    .execute();
  await db.schema
    .createTable('gallery_upload_done')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gallery_id', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gallery_upload_done_finished').on('gallery_upload_done').column('finished_at').execute();
  await db.schema
    .alterTable('gallery')
    .addColumn('originals_gps', 'text', (c) => c.notNull().defaultTo('remove'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery').dropColumn('originals_gps').execute();
  await db.schema.dropTable('gallery_upload_done').execute();
  await db.schema.dropIndex('gallery_photo_content_hash').execute();
  for (const column of ['captured_at', 'content_hash', 'upload_id', 'state']) {
    await db.schema.alterTable('gallery_photo').dropColumn(column).execute();
  }
}
