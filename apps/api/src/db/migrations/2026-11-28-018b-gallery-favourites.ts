import type { Kysely } from 'kysely';

/**
 * Favourites per visitor of a gallery (issue 18 item 3): a visitor is the name they type (no
 * account); one row per (gallery, visitor, photo). Deleting the photo or the gallery removes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gallery_favourite')
    .addColumn('gallery_id', 'varchar(24)', (c) => c.notNull().references('gallery.id').onDelete('cascade'))
    .addColumn('photo_id', 'varchar(24)', (c) => c.notNull().references('gallery_photo.id').onDelete('cascade'))
    .addColumn('visitor', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('gallery_favourite_pk', ['gallery_id', 'visitor', 'photo_id'])
    .execute();
  await db.schema.createIndex('gallery_favourite_photo').on('gallery_favourite').column('photo_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_favourite').execute();
}
