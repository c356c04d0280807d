import type { ImageInfo } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { parseList, toJson } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { renderAvif } from './image-pipeline.ts';
import { findMediaById, findPendingAvif, updateMediaAvif } from './media.repository.ts';
import { imagePrefix, imageUrlBase, type MediaPaths, pendingKey } from './media.storage.ts';

type ImageVariant = ImageInfo['variants'][number];

const STOP_WAIT_MS = 1500;
/** One image's encode is this instance's for this long; an instance killed meanwhile loses it then. */
const AVIF_LEASE_MS = 10 * 60_000;
/** How often pending work is looked for again (work another, killed instance left behind). */
const RESCAN_MS = 5 * 60_000;

/** Claims on single images, shared by every instance (ADR 032; leases of modules/cluster). */
export interface WorkClaims {
  /** Takes the job for `ttlMs`; false when another instance has it. */
  claim(job: string, ttlMs: number): Promise<boolean>;
  release(job: string): Promise<void>;
}

export interface AvifQueue {
  /**
   * Loads the work left pending by an earlier run (`avif_status = 'pending'`) and starts working;
   * looks for pending work again every five minutes (another instance may have died with some).
   */
  start(): Promise<void>;
  /** Adds one image; returns at once (the work runs in the background, one image at a time). */
  enqueue(id: string): void;
  /** Resolves when nothing is queued or running (or the queue is not started). */
  idle(): Promise<void>;
  /** Stops taking work (waits briefly for the running encode); unfinished images stay pending. */
  stop(): Promise<void>;
}

/**
 * AVIF encoding is slow (about 20 s of one core for a 24 MP photo), so uploads answer with WebP
 * and JPEG and this queue adds the AVIF variants afterwards, one image at a time. The work is
 * recorded in the database (avif_status) and the original is kept in media-pending/ until done,
 * so a restart picks up where the last run stopped. Each image is claimed before it is encoded, so
 * of several instances sharing the database and the files only one encodes it.
 */
export function createAvifQueue({
  db,
  paths,
  store,
  log,
  claims,
}: {
  db: Kysely<Database>;
  /** `paths.tmp` holds a downloaded original while it is encoded (S3). */
  paths: MediaPaths;
  store: BlobStore;
  log: FastifyBaseLogger;
  claims: WorkClaims;
}): AvifQueue {
  const queue: string[] = [];
  let running: Promise<void> | null = null;
  let starting: Promise<void> | null = null;
  // Nothing runs before start(): an app built without the queue leaves uploads pending.
  let stopped = true;
  let waiters: (() => void)[] = [];
  let rescan: NodeJS.Timeout | undefined;

  function settle() {
    if (running || starting || (queue.length > 0 && !stopped)) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  /**
   * The original kept for this image; when it is gone (e.g. a backup restored without
   * media-pending/), the largest JPEG variant, which is good enough for variants of its size or less.
   */
  async function sourceOf(id: string, sizes: { width: number }[]) {
    const largest = Math.max(0, ...sizes.map((s) => s.width));
    for (const key of [pendingKey(id), `${imagePrefix(id)}${largest}.jpg`]) {
      const copy = await store.localCopy(key, paths.tmp);
      if (copy) return copy;
    }
    return null;
  }

  async function processOne(id: string): Promise<void> {
    const row = await findMediaById(db, id);
    if (row?.avif_status !== 'pending') return;
    const variants = parseList<ImageVariant>(row.variants);
    const sizes = variants.filter((v) => v.format === 'jpeg').map(({ width, height }) => ({ width, height }));
    const source = await sourceOf(id, sizes);
    if (!source) {
      log.warn({ mediaId: id }, 'avif: neither the original nor a variant is left, giving up');
      await updateMediaAvif(db, id, { avif_status: 'failed' });
      return;
    }
    let avif: ImageVariant[] | null;
    try {
      avif = await renderAvif(
        source.file,
        (name, data) => store.putBuffer(`${imagePrefix(id)}${name}`, data),
        imageUrlBase(id),
        sizes,
        () => stopped,
      );
    } catch (error) {
      if (stopped) return; // the app is closing: the image stays pending for the next start
      log.error({ err: error, mediaId: id }, 'avif: encoding failed');
      await updateMediaAvif(db, id, { avif_status: 'failed' });
      await store.delete(pendingKey(id));
      return;
    } finally {
      await source.release();
    }
    if (!avif || stopped) return; // closing: stays pending, the next start encodes it again
    // The image may have been deleted meanwhile; then the update touches nothing.
    const current = await findMediaById(db, id);
    if (!current) {
      await store.deletePrefix(imagePrefix(id));
    } else {
      const kept = parseList<ImageVariant>(current.variants).filter((v) => v.format !== 'avif');
      await updateMediaAvif(db, id, { avif_status: 'done', variants: toJson([...kept, ...avif]) });
    }
    await store.delete(pendingKey(id));
  }

  async function work(): Promise<void> {
    while (queue.length > 0 && !stopped) {
      const id = queue.shift() as string;
      const job = `avif:${id}`;
      try {
        // Another instance encodes it (or did, and died: the next look after its lease takes it).
        if (!(await claims.claim(job, AVIF_LEASE_MS))) continue;
        try {
          await processOne(id);
        } finally {
          // Done, failed, or stopped mid-encode (it stays pending for whoever claims it next). A
          // lease that cannot be given back (the database is closing) runs out by itself.
          await claims.release(job).catch(() => {});
        }
      } catch (error) {
        log.error({ err: error, mediaId: id }, 'avif: job failed');
      }
    }
  }

  function kick() {
    if (running || stopped || queue.length === 0) return;
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(work).finally(() => {
      running = null;
      if (queue.length > 0 && !stopped) kick();
      else settle();
    });
  }

  function loadPending(): Promise<void> {
    if (stopped || starting) return starting ?? Promise.resolve();
    starting = findPendingAvif(db)
      .then((rows) => {
        for (const { id } of rows) if (!queue.includes(id)) queue.push(id);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'avif: could not load pending work');
      })
      .finally(() => {
        starting = null;
        kick();
        settle();
      });
    return starting;
  }

  return {
    async start() {
      stopped = false;
      rescan ??= setInterval(() => void loadPending(), RESCAN_MS).unref();
      await loadPending();
    },
    enqueue(id) {
      if (queue.includes(id)) return;
      queue.push(id);
      kick();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async stop() {
      stopped = true;
      if (rescan) clearInterval(rescan);
      rescan = undefined;
      queue.length = 0;
      // An AVIF encode cannot be interrupted and may take many seconds: wait briefly, then let the
      // app close; the unfinished image stays pending (its result is not written after stop).
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      settle();
    },
  };
}
