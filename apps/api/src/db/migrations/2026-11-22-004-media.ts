import type { Kysely } from 'kysely';

/** Uploaded images (with their responsive variants) and PDF documents. Files live in DATA_DIR/media. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('placeholder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('avif_status', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_avif_status_created').on('media').columns(['avif_status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
