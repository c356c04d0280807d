import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function findSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** The stored JSON and its version (0: no row yet). */
export async function findSettingVersioned(
  db: Kysely<Database>,
  key: string,
): Promise<{ value: string | undefined; version: number }> {
  const row = await db.selectFrom('setting').select(['value', 'version']).where('key', '=', key).executeTakeFirst();
  return { value: row?.value, version: row ? Number(row.version) : 0 };
}

/** Writes the section whatever its version (the whole-section PUTs); answers the new version. */
export async function upsertSetting(db: Kysely<Database>, key: string, value: string, updatedAt: string) {
  const row = await db
    .insertInto('setting')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value, updated_at: updatedAt, version: sql<number>`setting.version + 1` }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Writes the section only while it is still at `version` (compare and set in one statement, so
 * two concurrent writes from the same version cannot both pass); answers the new version, or
 * null when the section moved on.
 */
export async function updateSettingAtVersion(
  db: Kysely<Database>,
  key: string,
  value: string,
  updatedAt: string,
  version: number,
): Promise<number | null> {
  const row =
    version === 0
      ? await db
          .insertInto('setting')
          .values({ key, value, updated_at: updatedAt })
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('setting')
          .set({ value, updated_at: updatedAt, version: sql<number>`version + 1` })
          .where('key', '=', key)
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** Inserts only when the key is absent: first-start defaults never overwrite the owner's data. */
export async function insertSettingIfMissing(db: Kysely<Database>, key: string, value: string, updatedAt: string) {
  await db
    .insertInto('setting')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
