import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findAdminById(db: Kysely<Database>, id: string) {
  return db.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
}
