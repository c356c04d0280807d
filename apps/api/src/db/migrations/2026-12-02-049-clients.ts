import type { Kysely } from 'kysely';

/**
 * One client record (issue 35 item 6, ADR 049): `client` gives each normalised e-mail address
 * (trimmed, lower-cased) an opaque id the office links to, and holds the owner's note about the
 * person. A row is made the first time the list sees the address; erasing the person deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note_updated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client').execute();
}
