import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findIdempotencyRecord(db: Kysely<Database>, key: string) {
  return db.selectFrom('idempotency_record').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function insertIdempotencyRecord(
  db: Kysely<Database>,
  row: { key: string; status: number; body: string; request_hash: string; created_at: string },
): Promise<void> {
  await db.insertInto('idempotency_record').values(row).execute();
}

export async function deleteIdempotencyRecordsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('idempotency_record').where('created_at', '<', before).execute();
}
