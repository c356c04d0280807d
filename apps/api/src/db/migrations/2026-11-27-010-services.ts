import type { Kysely } from 'kysely';

/**
 * Services edited one at a time (issue 19 item 5, ADR 024): every settings section gets a
 * `version` that grows with each write, so a write made from an older version (another tab saved
 * meanwhile) is refused with a 409 instead of silently overwriting. Existing rows start at 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('setting')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('setting').dropColumn('version').execute();
}
