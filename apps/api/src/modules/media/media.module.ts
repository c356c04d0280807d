import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { type ApiModule, defineModule, type MediaColumn } from '../module.ts';
import { type AvifQueue, createAvifQueue, type WorkClaims } from './avif-queue.ts';
import { mediaAdminRoutes } from './media.admin-routes.ts';
import { mediaFilesRoutes } from './media.files-routes.ts';
import { mediaPublicRoutes } from './media.public-routes.ts';
import { createMediaService } from './media.service.ts';
import { mediaPaths } from './media.storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background AVIF queue (tests await `idle()`). */
    avifQueue: AvifQueue;
    /** Deletes media files older than a day that no content refers to; answers how many were checked. */
    mediaSweep: () => Promise<number>;
  }
}

/** How old an unreferenced media file must be before the sweep deletes it. */
export const MEDIA_ORPHAN_AGE_MS = 24 * 60 * 60_000;

/** Creates the media directories, the AVIF queue and the media service other modules use. */
export function createMediaModule({
  db,
  dataDir,
  clock,
  log,
  mediaColumns,
  claims,
  store,
}: {
  db: Kysely<Database>;
  dataDir: string;
  /** Where media files are kept (ADR 033). */
  store: BlobStore;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Every module's declared media columns (`mediaColumnsOf(API_MODULES)`). */
  mediaColumns: readonly MediaColumn[];
  /** Claims on single AVIF encodes, shared by every instance (ADR 032). */
  claims: WorkClaims;
}) {
  const paths = mediaPaths(dataDir);
  const avifQueue = createAvifQueue({ db, paths, store, log, claims });
  const media = createMediaService({ db, paths, store, clock, avifQueue, log, mediaColumns });
  return { paths, avifQueue, media };
}

/** Uploaded images and PDFs: the pipeline other modules use, `/media/*` files, the image lookup. */
export const mediaModule: ApiModule = defineModule({
  name: 'media',
  tables: ['media'],
  notMediaColumns: [
    { table: 'media', column: 'url', why: 'the file registry itself, not a reference to a file' },
    { table: 'media', column: 'variants', why: 'the registry row’s own variant files' },
  ],
  notPersonalColumns: [{ table: 'media', columns: ['original_name'], why: 'the owner’s uploaded file’s name' }],
  publicRoutes: async (app, s) => {
    await app.register(mediaFilesRoutes, { prefix: '/media', media: s.media, paths: s.mediaPaths, store: s.store });
    await app.register(mediaPublicRoutes, { prefix: '/api/public/images', media: s.media });
  },
  adminRoutes: async (app, s) => {
    await app.register(mediaAdminRoutes, { media: s.media, paths: s.mediaPaths });
  },
});
