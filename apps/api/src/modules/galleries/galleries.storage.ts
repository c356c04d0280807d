import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where gallery files live: DATA_DIR/galleries/{gallery id}/{photo id}/ holds `original.{ext}` and
 * the previews (`{width}.webp`, `{width}.jpg`); DATA_DIR/gallery-uploads/ holds tus uploads while
 * they are received. Neither is under DATA_DIR/media, so nothing here is reachable as /media/...:
 * every file is served by a route that checks the gallery first. Every name is generated.
 */
export const GALLERY_FILES_DIR = 'galleries';
export const GALLERY_UPLOADS_DIR = 'gallery-uploads';

export interface GalleryPaths {
  root: string;
  uploads: string;
}

export function galleryPaths(dataDir: string): GalleryPaths {
  const paths = { root: path.join(dataDir, GALLERY_FILES_DIR), uploads: path.join(dataDir, GALLERY_UPLOADS_DIR) };
  for (const dir of Object.values(paths)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  return paths;
}

export const galleryDir = (paths: GalleryPaths, galleryId: string) => path.join(paths.root, galleryId);
export const photoDir = (paths: GalleryPaths, galleryId: string, photoId: string) =>
  path.join(paths.root, galleryId, photoId);
export const originalFile = (paths: GalleryPaths, galleryId: string, photoId: string, ext: string) =>
  path.join(photoDir(paths, galleryId, photoId), `original.${ext}`);
