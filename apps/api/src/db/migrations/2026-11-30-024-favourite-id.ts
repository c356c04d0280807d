import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * An id for each favourite (issue 20, ADR 027/029): the privacy tools find, export and erase rows
 * by `id`, and `gallery_favourite` had only its key (gallery, visitor, photo). Existing rows get a
 * random 24-hex id each; the key stays the primary key (a second mark of the same photo is still
 * one row), the id is unique beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery_favourite')
    .addColumn('id', 'varchar(24)', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{ gallery_id: string; visitor: string; photo_id: string }>`
    select gallery_id, visitor, photo_id from gallery_favourite`.execute(db);
  for (const row of rows.rows) {
    await sql`update gallery_favourite set id = ${randomBytes(12).toString('hex')}
      where gallery_id = ${row.gallery_id} and visitor = ${row.visitor} and photo_id = ${row.photo_id}`.execute(db);
  }
  await db.schema.createIndex('gallery_favourite_id').on('gallery_favourite').column('id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gallery_favourite_id').execute();
  await db.schema.alterTable('gallery_favourite').dropColumn('id').execute();
}
