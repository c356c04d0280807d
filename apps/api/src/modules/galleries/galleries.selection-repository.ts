import { type Kysely, sql } from 'kysely';
import type { Database, GallerySelectionTable } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type StatColumn = 'visits' | 'zip_downloads' | 'photo_downloads';

export function findSelection(db: Db, galleryId: string, visitor: string) {
  return db
    .selectFrom('gallery_selection')
    .selectAll()
    .where('gallery_id', '=', galleryId)
    .where('visitor', '=', visitor)
    .executeTakeFirst();
}

export async function insertSelection(db: Db, row: GallerySelectionTable): Promise<void> {
  await db.insertInto('gallery_selection').values(row).execute();
}

export async function deleteSelection(db: Db, galleryId: string, visitor: string): Promise<boolean> {
  const result = await db
    .deleteFrom('gallery_selection')
    .where('gallery_id', '=', galleryId)
    .where('visitor', '=', visitor)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listSelections(db: Db, galleryId: string, visitors: readonly string[]) {
  if (visitors.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gallery_selection')
    .selectAll()
    .where('gallery_id', '=', galleryId)
    .where('visitor', 'in', visitors)
    .execute();
}

/** The visitors of a gallery with favourites or a submitted selection, as a subquery. */
function galleryVisitors(db: Db, galleryId: string) {
  return db
    .selectFrom('gallery_favourite')
    .select('visitor')
    .where('gallery_id', '=', galleryId)
    .union(db.selectFrom('gallery_selection').select('visitor').where('gallery_id', '=', galleryId))
    .as('v');
}

/** One page of a gallery's visitors (favourites or a submitted selection), by name. */
export async function listVisitorPage(db: Db, galleryId: string, limit: number, skip: number): Promise<string[]> {
  const rows = await db
    .selectFrom(galleryVisitors(db, galleryId))
    .select('v.visitor')
    .orderBy('v.visitor')
    .limit(limit)
    .offset(skip)
    .execute();
  return rows.map((row) => row.visitor);
}

export async function countVisitors(db: Db, galleryId: string): Promise<number> {
  const row = await db
    .selectFrom(galleryVisitors(db, galleryId))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The favourites of some visitors of a gallery with the photos' file names, by visitor and in the gallery's order. */
export function listGalleryFavourites(db: Db, galleryId: string, visitors: readonly string[]) {
  if (visitors.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gallery_favourite')
    .innerJoin('gallery_photo', 'gallery_photo.id', 'gallery_favourite.photo_id')
    .select(['gallery_favourite.visitor', 'gallery_favourite.created_at', 'gallery_photo.original_name'])
    .where('gallery_favourite.gallery_id', '=', galleryId)
    .where('gallery_favourite.visitor', 'in', visitors)
    .orderBy('gallery_favourite.visitor')
    .orderBy('gallery_photo.sort_order')
    .orderBy('gallery_photo.id')
    .execute();
}

/** Adds one to a gallery's counter (the row is made on first use). */
export async function countStat(db: Db, galleryId: string, column: StatColumn): Promise<void> {
  await db
    .insertInto('gallery_stat')
    .values({ gallery_id: galleryId, visits: 0, zip_downloads: 0, photo_downloads: 0, [column]: 1 })
    .onConflict((oc) =>
      oc.column('gallery_id').doUpdateSet({ [column]: sql<number>`${sql.ref(`gallery_stat.${column}`)} + 1` }),
    )
    .execute();
}

export function findStats(db: Db, galleryId: string) {
  return db.selectFrom('gallery_stat').selectAll().where('gallery_id', '=', galleryId).executeTakeFirst();
}
