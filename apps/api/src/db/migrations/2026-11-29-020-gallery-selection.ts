import type { Kysely } from 'kysely';

/**
 * Issue 18 items 3 and 4: a gallery's favourites limits (null: no limit), the submitted selections
 * (one row per visitor who submitted; reopening deletes it) and the gallery's counters (page views
 * and downloads: counts only, no addresses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery').addColumn('favourites_min', 'integer').execute();
  await db.schema.alterTable('gallery').addColumn('favourites_max', 'integer').execute();
  await db.schema
    .createTable('gallery_selection')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('gallery_id', 'varchar(24)', (c) => c.notNull().references('gallery.id').onDelete('cascade'))
    .addColumn('visitor', 'varchar(100)', (c) => c.notNull())
    .addColumn('photo_count', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('gallery_selection_visitor', ['gallery_id', 'visitor'])
    .execute();
  await db.schema
    .createTable('gallery_stat')
    .addColumn('gallery_id', 'varchar(24)', (c) => c.primaryKey().references('gallery.id').onDelete('cascade'))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('zip_downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_stat').execute();
  await db.schema.dropTable('gallery_selection').execute();
  await db.schema.alterTable('gallery').dropColumn('favourites_max').execute();
  await db.schema.alterTable('gallery').dropColumn('favourites_min').execute();
}
