import type { Kysely } from 'kysely';

/**
 * Why an outgoing mail failed, as a code the office can say in plain words ('mail.auth_failed'),
 * beside `last_error` (the SMTP server's own text, for the log). '' while nothing failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('error_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('error_code').execute();
}
