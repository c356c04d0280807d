import type { Kysely } from 'kysely';

/**
 * Private client galleries (issue 18): a gallery with its secret link token, optional password
 * (scrypt hash) and expiry; its photos, whose original and preview files live under
 * DATA_DIR/galleries/{gallery id}/ (never under the public media tree). Wrong passwords are
 * counted per gallery in a window (`unlock_failures`, `unlock_window_start`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gallery')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title_de', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booking_id', 'varchar(24)')
    .addColumn('link_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('cover_photo_id', 'varchar(24)')
    .addColumn('unlock_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlock_window_start', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gallery_link_token').on('gallery').column('link_token').unique().execute();
  await db.schema
    .createTable('gallery_photo')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('gallery_id', 'varchar(24)', (c) => c.notNull().references('gallery.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('original_ext', 'varchar(8)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('preview_files', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gallery_photo_gallery')
    .on('gallery_photo')
    .columns(['gallery_id', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_photo').execute();
  await db.schema.dropTable('gallery').execute();
}
