import type { Kysely } from 'kysely';
import type { Database, GalleryPhotoTable, GalleryTable } from '../../db/schema.ts';
import { countHit } from '../cluster/cluster.repository.ts';

type Db = Kysely<Database>;
export type GalleryRow = GalleryTable;
export type GalleryPhotoRow = GalleryPhotoTable;

export async function insertGallery(db: Db, row: GalleryRow): Promise<void> {
  await db.insertInto('gallery').values(row).execute();
}

export function findGalleryById(db: Db, id: string) {
  return db.selectFrom('gallery').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGalleryByToken(db: Db, token: string) {
  return db.selectFrom('gallery').selectAll().where('link_token', '=', token).executeTakeFirst();
}

export function listGalleries(db: Db) {
  return db
    .selectFrom('gallery')
    .selectAll('gallery')
    .select((eb) =>
      eb
        .selectFrom('gallery_photo')
        .whereRef('gallery_photo.gallery_id', '=', 'gallery.id')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .as('photo_count'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function updateGallery(db: Db, id: string, changes: Partial<GalleryRow>): Promise<boolean> {
  const result = await db.updateTable('gallery').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Counts one password attempt before it is checked, in one statement, so parallel attempts (on
 * any instance) can never share a free slot: a new window when the last one ended before
 * `windowCutoff`, else one more attempt while fewer than `max` were made. False: the limit is
 * reached (the caller answers 429 without checking the password).
 */
export async function claimUnlockAttempt(
  db: Db,
  id: string,
  now: string,
  windowCutoff: string,
  max: number,
): Promise<boolean> {
  const fresh = await db
    .updateTable('gallery')
    .set({ unlock_failures: 1, unlock_window_start: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('unlock_window_start', 'is', null), eb('unlock_window_start', '<=', windowCutoff)]))
    .executeTakeFirst();
  if (Number(fresh.numUpdatedRows) > 0) return true;
  const counted = await db
    .updateTable('gallery')
    .set((eb) => ({ unlock_failures: eb('unlock_failures', '+', 1) }))
    .where('id', '=', id)
    .where('unlock_window_start', '>', windowCutoff)
    .where('unlock_failures', '<', max)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) > 0;
}

/** The `rate_counter` keys of one gallery's wrong passwords, one per client address. */
const unlockPrefix = (galleryId: string) => `gallery-unlock|${galleryId}|`;

/**
 * Counts one password attempt of one address (by `clientKey`) before it is checked, in one
 * statement (parallel attempts never share a free slot): a fixed window from the first attempt.
 * Answers the attempts in the window, this one included, and when the window ends.
 */
export async function countUnlockAttempt(db: Db, galleryId: string, address: string, now: string, resetAt: string) {
  const row = await countHit(db, `${unlockPrefix(galleryId)}${address}`, now, resetAt);
  return { hits: Number(row.hits), resetAt: row.reset_at };
}

/** Forgets the attempts of one address (a right password) or of every address (the owner's unlock). */
export async function forgetUnlockAttempts(db: Db, galleryId: string, address?: string) {
  const prefix = unlockPrefix(galleryId);
  await db
    .deleteFrom('rate_counter')
    .where(
      address === undefined ? (eb) => eb('key', 'like', `${prefix}%`) : (eb) => eb('key', '=', `${prefix}${address}`),
    )
    .execute();
}

/** Removes the ended counters of one gallery (keeps the table small on SQLite, where nothing else prunes it). */
export async function deleteEndedUnlockAttempts(db: Db, galleryId: string, now: string) {
  await db
    .deleteFrom('rate_counter')
    .where('key', 'like', `${unlockPrefix(galleryId)}%`)
    .where('reset_at', '<=', now)
    .execute();
}

/** How many addresses are locked out of one gallery now (at least `max` attempts in a running window). */
export async function countLockedAddresses(db: Db, galleryId: string, max: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('rate_counter')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('key', 'like', `${unlockPrefix(galleryId)}%`)
    .where('hits', '>=', max)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteGallery(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('gallery').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertPhoto(db: Db, row: GalleryPhotoRow): Promise<void> {
  await db.insertInto('gallery_photo').values(row).execute();
}

export function listPhotos(db: Db, galleryId: string) {
  return db
    .selectFrom('gallery_photo')
    .selectAll()
    .where('gallery_id', '=', galleryId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The photo a gallery is shown by in lists: its cover when ready, else its first ready photo. */
export async function findThumbnailPhoto(db: Db, galleryId: string, coverId: string | null) {
  const ready = db
    .selectFrom('gallery_photo')
    .selectAll()
    .where('gallery_id', '=', galleryId)
    .where('state', '=', 'ready');
  const cover = coverId ? await ready.where('id', '=', coverId).executeTakeFirst() : undefined;
  return cover ?? (await ready.orderBy('sort_order').orderBy('id').limit(1).executeTakeFirst());
}

export function findPhoto(db: Db, galleryId: string, photoId: string) {
  return db
    .selectFrom('gallery_photo')
    .selectAll()
    .where('gallery_id', '=', galleryId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}

export async function nextSortOrder(db: Db, galleryId: string): Promise<number> {
  const row = await db
    .selectFrom('gallery_photo')
    .where('gallery_id', '=', galleryId)
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export async function setPhotoOrder(db: Db, galleryId: string, photoId: string, sortOrder: number): Promise<void> {
  await db
    .updateTable('gallery_photo')
    .set({ sort_order: sortOrder })
    .where('gallery_id', '=', galleryId)
    .where('id', '=', photoId)
    .execute();
}

export async function deletePhoto(db: Db, galleryId: string, photoId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('gallery_photo')
    .where('gallery_id', '=', galleryId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listFavourites(db: Db, galleryId: string, visitor: string) {
  return db
    .selectFrom('gallery_favourite')
    .innerJoin('gallery_photo', 'gallery_photo.id', 'gallery_favourite.photo_id')
    .select('gallery_favourite.photo_id')
    .where('gallery_favourite.gallery_id', '=', galleryId)
    .where('gallery_favourite.visitor', '=', visitor)
    .orderBy('gallery_photo.sort_order')
    .orderBy('gallery_photo.id')
    .execute();
}

export async function addFavourite(db: Db, row: Database['gallery_favourite']): Promise<void> {
  await db
    .insertInto('gallery_favourite')
    .values(row)
    .onConflict((oc) => oc.columns(['gallery_id', 'visitor', 'photo_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, galleryId: string, visitor: string, photoId: string): Promise<void> {
  await db
    .deleteFrom('gallery_favourite')
    .where('gallery_id', '=', galleryId)
    .where('visitor', '=', visitor)
    .where('photo_id', '=', photoId)
    .execute();
}

/** Whether a booking request with this id exists (a gallery may name only a real one). */
export async function bookingExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('booking_request').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
