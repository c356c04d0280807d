import type { Kysely } from 'kysely';

/**
 * What a gallery's client may download (issue 18 item 3): `off`, `web` (the largest JPEG preview,
 * at most 2048 px) or `original`. Web size by default: a watermark, when it comes, switches
 * originals off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery')
    .addColumn('downloads', 'varchar(16)', (c) => c.notNull().defaultTo('web'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery').dropColumn('downloads').execute();
}
