import type { Insertable, Kysely } from 'kysely';
import type { ListFilter } from '../../db/rows.ts';
import type { ContactMessageTable, Database } from '../../db/schema.ts';

export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessageTable>) {
  await db.insertInto('contact_message').values(row).execute();
}

export function listContactMessages(db: Kysely<Database>, { read, limit, skip }: ListFilter) {
  let query = db.selectFrom('contact_message').selectAll();
  if (read !== undefined) query = query.where('read', '=', read);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateContactMessage(
  db: Kysely<Database>,
  id: string,
  changes: { read: number; updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable('contact_message').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteContactMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_message').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
