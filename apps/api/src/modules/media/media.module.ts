import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AvifQueue, createAvifQueue } from './avif-queue.ts';
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
}: {
  db: Kysely<Database>;
  dataDir: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const paths = mediaPaths(dataDir);
  const avifQueue = createAvifQueue({ db, paths, log });
  const media = createMediaService({ db, paths, clock, avifQueue, log });
  return { paths, avifQueue, media };
}
