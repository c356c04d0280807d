import type { Insertable, Kysely } from 'kysely';
import type { ListFilter } from '../../db/rows.ts';
import type { BookingRequestTable, Database } from '../../db/schema.ts';

export async function insertBookingRequest(db: Kysely<Database>, row: Insertable<BookingRequestTable>) {
  await db.insertInto('booking_request').values(row).execute();
}

export function listBookingRequests(db: Kysely<Database>, { read, limit, skip }: ListFilter) {
  let query = db.selectFrom('booking_request').selectAll();
  if (read !== undefined) query = query.where('read', '=', read);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findBookingRequest(db: Kysely<Database>, id: string) {
  return db.selectFrom('booking_request').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateBookingRequest(
  db: Kysely<Database>,
  id: string,
  changes: { read?: number; status?: string; updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable('booking_request').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBookingRequest(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('booking_request').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
