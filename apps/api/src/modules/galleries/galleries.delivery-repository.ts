import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Queries of the gallery delivery (watermark re-renders, reminders, the client's publication
 * opt-in), kept apart from the galleries' CRUD queries.
 */

/**
 * Photos whose previews were rendered for an earlier watermark, or not yet at all (a new upload in
 * state `processing`, preview_version -1: these first), with what they must be rendered with now.
 */
export function findStalePhotos(db: Db, limit: number, skip: readonly string[] = []) {
  let query = db
    .selectFrom('gallery_photo')
    .innerJoin('gallery', 'gallery.id', 'gallery_photo.gallery_id')
    .select([
      'gallery_photo.id',
      'gallery_photo.gallery_id',
      'gallery_photo.original_ext',
      'gallery_photo.state',
      'gallery.preview_version as target',
      'gallery.watermark_text',
      'gallery.watermark_logo',
    ])
    .whereRef('gallery_photo.preview_version', '<>', 'gallery.preview_version');
  if (skip.length > 0) query = query.where('gallery_photo.id', 'not in', skip);
  return query
    .orderBy('gallery_photo.preview_version')
    .orderBy('gallery_photo.gallery_id')
    .orderBy('gallery_photo.sort_order')
    .limit(limit)
    .execute();
}

/** Stores a photo's rendered previews (it is `ready` from now on); false when it was deleted meanwhile. */
export async function setPhotoPreviews(
  db: Db,
  photoId: string,
  version: number,
  previewFiles: string,
  placeholder: string,
): Promise<boolean> {
  const result = await db
    .updateTable('gallery_photo')
    .set({ preview_version: version, preview_files: previewFiles, placeholder, state: 'ready' })
    .where('id', '=', photoId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Photos whose previews are those of their gallery's watermark but have no AVIF files yet (the
 * list names none), with what the AVIF files are made from.
 */
export function findPhotosWithoutAvif(db: Db, limit: number, skip: readonly string[] = []) {
  let query = db
    .selectFrom('gallery_photo')
    .innerJoin('gallery', 'gallery.id', 'gallery_photo.gallery_id')
    .select([
      'gallery_photo.id',
      'gallery_photo.gallery_id',
      'gallery_photo.original_ext',
      'gallery_photo.preview_files',
      'gallery_photo.preview_version',
      'gallery.watermark_text',
      'gallery.watermark_logo',
    ])
    .whereRef('gallery_photo.preview_version', '=', 'gallery.preview_version')
    .where('gallery_photo.preview_files', 'not like', '%"format":"avif"%');
  if (skip.length > 0) query = query.where('gallery_photo.id', 'not in', skip);
  return query.orderBy('gallery_photo.gallery_id').orderBy('gallery_photo.sort_order').limit(limit).execute();
}

/**
 * Stores a photo's preview list with its AVIF files, unless its previews were rendered again
 * meanwhile (another watermark): then false, and the next run makes them for the new ones.
 */
export async function setAvifPreviews(db: Db, photoId: string, version: number, previewFiles: string) {
  const result = await db
    .updateTable('gallery_photo')
    .set({ preview_files: previewFiles })
    .where('id', '=', photoId)
    .where('preview_version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Galleries still open at `now` with a reminder set and not yet sent, and an address to send it to. */
export function findReminderCandidates(db: Db, now: string) {
  return db
    .selectFrom('gallery')
    .select(['id', 'title_de', 'title_ru', 'client_name', 'client_email', 'link_token', 'expires_at', 'language'])
    .select(['reminder_days', 'downloads'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '>', now)
    .where('reminder_days', '>', 0)
    .where('reminder_sent_at', 'is', null)
    .where('client_email', '<>', '')
    .orderBy('expires_at')
    .execute();
}

/** Marks the reminder sent; false when another run (another instance) was first. */
export async function markReminderSent(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('gallery')
    .set({ reminder_sent_at: at })
    .where('id', '=', id)
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The consent-ledger rows of the given ids (a gallery's opt-in points at one). */
export function findConsents(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('consent')
    .select(['id', 'given_at', 'lang', 'text_version_id', 'email'])
    .where('id', 'in', ids)
    .execute();
}

/** The galleries whose client's opt-in was one of these (erased) ledger rows: no opt-in any more. */
export async function forgetPublicationConsents(db: Kysely<Database>, consentIds: readonly string[]) {
  if (consentIds.length === 0) return;
  await db
    .updateTable('gallery')
    .set({ publication_consent_id: null, publication_withdrawn_at: null })
    .where('publication_consent_id', 'in', consentIds)
    .execute();
}

/** How many galleries mark their previews with the studio logo. */
export async function countLogoGalleries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('gallery')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('watermark_logo', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The logo changed: every gallery marked with it renders its previews again; answers how many. */
export async function renderLogoGalleriesAgain(db: Db, at: string): Promise<number> {
  const result = await db
    .updateTable('gallery')
    .set((eb) => ({ preview_version: eb('preview_version', '+', 1), updated_at: at }))
    .where('watermark_logo', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
