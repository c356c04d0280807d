import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where gallery files live: the store's keys galleries/{gallery id}/{photo id}/ hold
 * `original.{ext}` and the previews (`{width}.webp`, `{width}.jpg`) (ADR 033: DATA_DIR/galleries on
 * disk, objects of the private bucket with S3); DATA_DIR/gallery-uploads/ holds tus uploads while
 * they are received (always local). Nothing is under media/, so nothing here is reachable as
 * /media/...: every file is served by a route that checks the gallery first. Every name is generated.
 */
export const GALLERY_FILES_DIR = 'galleries';
export const GALLERY_UPLOADS_DIR = 'gallery-uploads';

export interface GalleryPaths {
  uploads: string;
  /** Local copies of stored originals while previews are rendered from them (S3). */
  tmp: string;
}

export function galleryPaths(dataDir: string): GalleryPaths {
  const paths = { uploads: path.join(dataDir, GALLERY_UPLOADS_DIR), tmp: path.join(dataDir, 'tmp') };
  // The disk store's folder too: owner-only, like every folder the disk store makes outside media/.
  for (const dir of [...Object.values(paths), path.join(dataDir, GALLERY_FILES_DIR)]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  return paths;
}

export const galleryPrefix = (galleryId: string) => `${GALLERY_FILES_DIR}/${galleryId}/`;
export const photoPrefix = (galleryId: string, photoId: string) => `${GALLERY_FILES_DIR}/${galleryId}/${photoId}/`;
export const originalKey = (galleryId: string, photoId: string, ext: string) =>
  `${photoPrefix(galleryId, photoId)}original.${ext}`;
