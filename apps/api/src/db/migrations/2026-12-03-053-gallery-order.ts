import { type Kysely, sql } from 'kysely';

/**
 * The order of a gallery's photos (issue 36 item 2, ADR 053):
 * - `gallery.photo_order`: `captured` (by capture time, each camera's offset applied: the default
 *   of new galleries), `name` (file names, numbers read as numbers) or `manual` (as the owner
 *   arranged them). Galleries made before keep the order they have: `manual`.
 * - `gallery.camera_offsets`: JSON `{ camera: seconds }`, added to that camera's capture times
 *   (a second body whose clock was wrong).
 * - `gallery_photo.camera`: the body that took the photo (make, model, serial's last four).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery')
    .addColumn('photo_order', 'text', (c) => c.notNull().defaultTo('captured'))
    .execute();
  await db.schema
    .alterTable('gallery')
    .addColumn('camera_offsets', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await sql`update gallery set photo_order = 'manual'`.execute(db);
  await db.schema.alterTable('gallery_photo').addColumn('camera', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery_photo').dropColumn('camera').execute();
  await db.schema.alterTable('gallery').dropColumn('camera_offsets').execute();
  await db.schema.alterTable('gallery').dropColumn('photo_order').execute();
}
