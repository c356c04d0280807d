import type { Kysely } from 'kysely';

/**
 * Publication consent per project (issue 16 item 5): `consent_status` (not_needed, required,
 * obtained, withdrawn; the public site shows not_needed and obtained) and the record itself as JSON
 * (`{date, note, people: [{name, minor, guardians}], withdrawn_at}`). Existing projects stay public:
 * not_needed until the owner records otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('consent_status', 'text', (c) => c.notNull().defaultTo('not_needed'))
    .execute();
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('consent', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portfolio_item').dropColumn('consent').execute();
  await db.schema.alterTable('portfolio_item').dropColumn('consent_status').execute();
}
