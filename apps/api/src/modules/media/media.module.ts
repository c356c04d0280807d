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
  }
}

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
  const media = createMediaService({ db, paths, clock, avifQueue });
  return { paths, avifQueue, media };
}
