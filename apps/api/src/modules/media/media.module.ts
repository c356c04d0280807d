import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import {
  type ApiModule,
  defineModule,
  type MediaColumn,
  mediaColumnsOf,
  type PeriodicTiming,
  provide,
  type ServiceRegistry,
} from '../module.ts';
import { type AvifQueue, createAvifQueue, type WorkClaims } from './avif-queue.ts';
import { mediaAdminRoutes } from './media.admin-routes.ts';
import { mediaFilesRoutes } from './media.files-routes.ts';
import { mediaPublicRoutes } from './media.public-routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { type MediaPaths, mediaPaths } from './media.storage.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    /** Uploaded files under DATA_DIR/media. */
    mediaPaths: MediaPaths;
    /** AVIF variants made in the background (ADR 042). */
    avifQueue: AvifQueue;
    /** The pipeline other modules use; the sweep keeps what the modules' declared media columns name. */
    media: MediaService;
  }
}

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

/** Files nothing refers to any more: a minute after start, then every six hours. */
const MEDIA_SWEEP_TIMING: PeriodicTiming = {
  firstMs: 60_000,
  tickMs: 30 * 60_000,
  everyMs: 6 * 60 * 60_000,
  runningMs: 30 * 60_000,
};

/**
 * Deletes the files nothing refers to any more (a replaced hero image, an upload never saved) once
 * they are a day old; answers how many were checked (0 when it failed, which is logged).
 */
export function mediaSweepOf({ media, clock, log }: Pick<ServiceRegistry, 'media' | 'clock' | 'log'>) {
  return () =>
    media.sweepOrphans(new Date(clock().getTime() - MEDIA_ORPHAN_AGE_MS).toISOString()).catch((error: unknown) => {
      log.error({ err: error }, 'media sweep failed');
      return 0;
    });
}

/** Uploaded images and PDFs: the pipeline other modules use, `/media/*` files, the image lookup. */
export const mediaModule: ApiModule = defineModule({
  name: 'media',
  needs: ['store', 'clock', 'log'],
  provides: {
    mediaPaths: provide(['config'], ({ config }) => mediaPaths(config.dataDir)),
    // Claims on single AVIF encodes are shared by every instance (ADR 032).
    avifQueue: provide(['db', 'mediaPaths', 'store', 'log', 'leases'], ({ mediaPaths: paths, leases, ...s }) =>
      createAvifQueue({ ...s, paths, claims: leases }),
    ),
    media: provide(
      ['db', 'mediaPaths', 'store', 'clock', 'avifQueue', 'log', 'modules'],
      ({ mediaPaths: paths, modules, ...s }) =>
        createMediaService({ ...s, paths, mediaColumns: mediaColumnsOf(modules) }),
    ),
  },
  jobs: (s) => [
    // Before the database closes; an unfinished image stays pending for the next start.
    {
      kind: 'worker',
      name: 'avif',
      switch: 'avifQueue',
      start: () => s.avifQueue.start(),
      stop: () => s.avifQueue.stop(),
      alwaysStop: true,
    },
    { kind: 'periodic', name: 'media-sweep', switch: 'mediaSweep', timing: MEDIA_SWEEP_TIMING, run: mediaSweepOf(s) },
  ],
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
