import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DocumentTable } from '../../db/schema.ts';

export function listDocuments(db: Kysely<Database>, { activeOnly }: { activeOnly: boolean }) {
  let query = db.selectFrom('document').selectAll();
  if (activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
}

export function findDocumentById(db: Kysely<Database>, id: string) {
  return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDocument(db: Kysely<Database>, row: Insertable<DocumentTable>): Promise<void> {
  await db.insertInto('document').values(row).execute();
}

export async function updateDocument(
  db: Kysely<Database>,
  id: string,
  values: Updateable<DocumentTable>,
): Promise<boolean> {
  const result = await db.updateTable('document').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDocument(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('document').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
