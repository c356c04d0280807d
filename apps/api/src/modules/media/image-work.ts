import sharp from 'sharp';

/**
 * How much image work this process does at once and what libvips may keep (ADR 042): the API is
 * sized for a small server (2 cores, 1 GB), so the memory it needs is bounded by these numbers,
 * not by how many photos arrive together.
 */
export const IMAGE_SETTINGS = {
  /** libvips' operation cache off: an upload's decoded pixels are not kept after its variants. */
  cache: false,
  /** Threads libvips gives one image operation; the slots below run operations side by side. */
  concurrency: 1,
  /**
   * Uploads rendered at the same time (JPEG/WebP ladders); more wait for a slot. One ladder already
   * keeps both cores busy (each width's WebP and JPEG are encoded side by side).
   */
  renderSlots: 1,
  /** AVIF encodes at the same time in this process, media and gallery queues together. */
  avifSlots: 1,
} as const;

/** Applies the settings to sharp (libvips is process-wide); called when the pipeline is loaded. */
export function configureSharp(): void {
  sharp.cache(IMAGE_SETTINGS.cache);
  sharp.concurrency(IMAGE_SETTINGS.concurrency);
}

export interface Slots {
  /** Runs `job` once fewer than `size` jobs run; the others wait in arrival order. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Resolves once no job runs and none waits (at once when that is so now). */
  whenIdle(): Promise<void>;
  /** Jobs running now and waiting now (tests, logs). */
  readonly running: number;
  readonly waiting: number;
}

/** A counting semaphore: at most `size` jobs at once, first come first served. */
export function createSlots(size: number): Slots {
  let running = 0;
  const queue: (() => void)[] = [];
  let idleWaiters: (() => void)[] = [];
  return {
    async run(job) {
      if (running >= size) await new Promise<void>((resolve) => queue.push(resolve));
      else running++;
      try {
        return await job();
      } finally {
        // The slot passes straight to the next job (running stays the same) or is freed.
        const next = queue.shift();
        if (next) next();
        else running--;
        if (running === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      }
    },
    whenIdle() {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The process's slots for JPEG/WebP ladders and for AVIF encodes. */
export const renderSlots = createSlots(IMAGE_SETTINGS.renderSlots);
export const avifSlots = createSlots(IMAGE_SETTINGS.avifSlots);
