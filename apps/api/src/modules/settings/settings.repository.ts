import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function findSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function upsertSetting(db: Kysely<Database>, key: string, value: string, updatedAt: string) {
  await db
    .insertInto('setting')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}

/** Inserts only when the key is absent: first-start defaults never overwrite the owner's data. */
export async function insertSettingIfMissing(db: Kysely<Database>, key: string, value: string, updatedAt: string) {
  await db
    .insertInto('setting')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
