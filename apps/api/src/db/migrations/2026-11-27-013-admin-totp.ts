import type { Kysely } from 'kysely';

/**
 * The optional second factor of the admin (ADR 025): the TOTP secret once confirmed, the one being
 * set up (both encrypted under SECRET_KEY; '' for none), and the last time step a code was used
 * for (a code is accepted once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_user')
    .addColumn('totp_secret', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admin_user')
    .addColumn('totp_pending', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admin_user')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['totp_secret', 'totp_pending', 'totp_last_step']) {
    await db.schema.alterTable('admin_user').dropColumn(column).execute();
  }
}
