import type { Kysely } from 'kysely';

/**
 * The hash of the request an Idempotency-Key was first used with (issue 22, item 9): the same key
 * with another body is refused (422) instead of answered with the first request's record. Records
 * stored before this column existed have none and are replayed as before (they expire in a day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_record').addColumn('request_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_record').dropColumn('request_hash').execute();
}
