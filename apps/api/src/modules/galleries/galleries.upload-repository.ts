import type { Kysely } from 'kysely';
import type { Database, GalleryUploadDoneTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Queries of finished uploads (ADR 046): the record that lets a finished tus upload answer HEAD as
 * complete for a week, and the second guard, a photo with the same bytes and name in the gallery.
 */

export function findUploadDone(db: Db, uploadId: string) {
  return db.selectFrom('gallery_upload_done').selectAll().where('id', '=', uploadId).executeTakeFirst();
}

export async function insertUploadDone(db: Db, row: GalleryUploadDoneTable): Promise<void> {
  await db.insertInto('gallery_upload_done').values(row).execute();
}

/** Forgets uploads finished before `cutoff`; answers how many. */
export async function deleteUploadsDoneBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('gallery_upload_done').where('finished_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A photo of the gallery with these bytes (sha256) under this file name: the same upload sent again. */
export function findPhotoByContent(db: Db, galleryId: string, contentHash: string, originalName: string) {
  return db
    .selectFrom('gallery_photo')
    .select(['id', 'original_name', 'bytes'])
    .where('gallery_id', '=', galleryId)
    .where('content_hash', '=', contentHash)
    .where('original_name', '=', originalName)
    .executeTakeFirst();
}

/** The first render of a photo failed: shown as failed, tried again by the hourly job. */
export async function markPhotoFailed(db: Db, photoId: string): Promise<void> {
  await db
    .updateTable('gallery_photo')
    .set({ state: 'failed' })
    .where('id', '=', photoId)
    .where('state', '<>', 'ready')
    .execute();
}
