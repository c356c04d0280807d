import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, LocationTable } from '../../db/schema.ts';

export type LocationRow = LocationTable;

export function listLocations(db: Kysely<Database>, { activeOnly }: { activeOnly: boolean }) {
  let query = db.selectFrom('location').selectAll();
  if (activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('sort_order', 'asc').orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export function findLocationById(db: Kysely<Database>, id: string) {
  return db.selectFrom('location').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLocationBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('location').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function countLocations(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('location')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertLocation(db: Kysely<Database>, row: Insertable<LocationTable>) {
  await db.insertInto('location').values(row).execute();
}

/** Seeding: a slug that already exists is left alone (two instances starting at once). */
export async function insertLocationIfSlugFree(db: Kysely<Database>, row: Insertable<LocationTable>) {
  await db
    .insertInto('location')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

export async function updateLocation(db: Kysely<Database>, id: string, patch: Updateable<LocationTable>) {
  await db.updateTable('location').set(patch).where('id', '=', id).execute();
}

export async function deleteLocation(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('location').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
