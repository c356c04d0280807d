import { fork } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageInfo } from '@app/contracts';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError, isStorageFull } from '../../http/errors.ts';
import { readPhotoFacts, rightsMetadata, withRights } from './image-metadata.ts';
import { avifSlots, configureSharp, renderSlots } from './image-work.ts';
import { mediaWrites } from './media.storage.ts';

// libvips' cache and threads are set once, before any image is touched (ADR 042).
configureSharp();

type ImageVariant = ImageInfo['variants'][number];

/** Decoding limit: a header claiming more pixels than this is refused before anything is decoded. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Responsive widths; an image is never scaled up, so smaller originals get fewer variants. */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;
const LARGEST_WIDTH = 2400;
/** The variant the API's `url` points at (or the largest below it). */
export const MAIN_WIDTH = 1600;
export const PLACEHOLDER_WIDTH = 20;

export const IMAGE_MIME_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * What is drawn onto every variant of an image (gallery watermarks): an encoded image (SVG, PNG) or
 * raw RGBA pixels, at `left`/`top` of a width x height variant; made per variant, also asynchronously.
 */
export interface Overlay {
  input: Buffer;
  left: number;
  top: number;
  raw?: { width: number; height: number; channels: 4 };
}
export type OverlayFor = (width: number, height: number) => Overlay | Promise<Overlay>;

const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true } as const;

export const IMAGE_TYPE_ERROR = 'Only JPEG, PNG, WebP or AVIF images are allowed';

/** Checks the file's bytes (not its name or the client's content type): JPEG, PNG, WebP or AVIF only. */
export async function detectImageMime(file: string): Promise<string> {
  const type = await fileTypeFromFile(file).catch(() => undefined);
  if (!type || !(type.mime in IMAGE_MIME_TYPES)) throw new AppError('upload.not_an_image', IMAGE_TYPE_ERROR);
  return type.mime;
}

/** The widths to render for an original `width` px wide: the standard ones below it, plus its own (capped). */
export function variantWidths(width: number, cap: number = LARGEST_WIDTH): number[] {
  const largest = Math.min(width, cap);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

/** The widest side may be at most this many times the narrowest. */
export const MAX_ASPECT_RATIO = 10;

/** Reads the header only; refuses images that cannot be decoded, exceed the pixel limit or are slivers. */
export async function readImageSize(file: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // The header only: nothing is decoded here, so the pixel limit is checked below with a clear answer.
    meta = await sharp(file, { ...SHARP_INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('upload.unreadable_image', 'The image could not be read', {
      errors: [{ path: 'file', code: 'invalid_value', message: 'unreadable image' }],
    });
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) {
    throw new AppError('upload.unreadable_image', 'The image could not be read', {
      errors: [{ path: 'file', code: 'invalid_value', message: 'unreadable image' }],
    });
  }
  // A sliver (65,000 x 10) would make 1-pixel variants: photos and banners stay within 10:1.
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new AppError('upload.unreadable_image', `The image is ${width} x ${height}: at most 10:1 is accepted`, {
      errors: [{ path: 'file', code: 'invalid_value', message: `too narrow (${width} x ${height} pixels)` }],
    });
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'upload.too_many_pixels',
      `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are allowed`,
    );
  }
  return { width, height };
}

/**
 * The image decoded once (auto-rotated, 8-bit sRGB, without metadata: of the original's EXIF, XMP
 * and IPTC only the photographer's rights are written again, `withRights`, ADR 046) at width x height, the largest variant: a JPEG is decoded at 1/2, 1/4 or 1/8 of its size
 * when that is still large enough (shrink-on-load), and every smaller variant is resized from these
 * pixels instead of decoding the file again (ADR 042). About 11 MB for 2400 x 1600.
 */
async function decodeOnce(file: string, width: number, height: number): Promise<DecodedImage> {
  const { data, info } = await sharp(file, SHARP_INPUT)
    .autoOrient()
    .resize({ width, height, fit: 'fill' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

interface DecodedImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** The decoded pixels at exactly width x height (the size the variant lists announce). */
function sized(image: DecodedImage, width: number, height: number) {
  const pixels = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  return width === image.width && height === image.height ? pixels : pixels.resize({ width, height, fit: 'fill' });
}

/** The height of a `w` px wide variant of a width x height image. */
function heightAt(width: number, height: number, w: number): number {
  return Math.max(1, Math.round((height * w) / width));
}

/** An AppError or a full disk as it is; anything else is an image that could not be processed (a 4xx). */
function unprocessable(error: unknown): never {
  if (error instanceof AppError || isStorageFull(error)) throw error;
  throw new AppError('upload.unreadable_image', 'The image could not be processed', {
    errors: [{ path: 'file', code: 'invalid_value', message: 'unreadable image' }],
  });
}

/** Where rendered variants go: a file name (`480.webp`) and its bytes (the store, or a folder in tests). */
export type VariantSink = (name: string, data: Buffer) => Promise<void>;

/** A sink writing into a local folder through the storage seam (tests, benchmarks). */
export function folderSink(dir: string): VariantSink {
  return async (name, data) => {
    await mkdir(dir, { recursive: true });
    await mediaWrites.writeFile(path.join(dir, name), data);
  };
}

export interface RenderedImage {
  width: number;
  height: number;
  placeholder: string;
  /** WebP and JPEG variants, each list by ascending width. */
  variants: ImageVariant[];
  /** The JPEG variant at MAIN_WIDTH or the largest below. */
  url: string;
}

/**
 * Renders the WebP and JPEG variants of `file` into `out` (served under `urlBase`) and the blur
 * placeholder. Throws AppError for unreadable or oversized images.
 */
export async function renderImage(
  file: string,
  out: VariantSink,
  urlBase: string,
  options: {
    longestSide?: number;
    /** An overlay drawn onto every variant (gallery watermarks), placed inside a width x height image. */
    overlay?: OverlayFor;
  } = {},
): Promise<RenderedImage> {
  const { width, height } = await readImageSize(file);
  // A longest-side limit (gallery previews: 2048 px) caps the width so that a portrait stays inside it too.
  const cap = options.longestSide
    ? Math.min(LARGEST_WIDTH, Math.floor((options.longestSide * width) / Math.max(width, height)))
    : LARGEST_WIDTH;
  const widths = variantWidths(width, cap);
  const largest = widths[widths.length - 1] as number;
  // The photographer's rights go along into every variant; GPS, serials and the rest do not (ADR 046).
  const rights = rightsMetadata(await readPhotoFacts(file));
  // One ladder at a time in this process (ADR 042): a burst of uploads waits instead of decoding together.
  const rendered = await renderSlots
    .run(async () => {
      const decoded = await decodeOnce(file, largest, heightAt(width, height, largest));
      // One width after the other, its WebP and JPEG side by side: two encoders at a time per ladder.
      const encoded: { w: number; h: number; webpData: Buffer; jpegData: Buffer }[] = [];
      for (const w of widths) {
        const h = heightAt(width, height, w);
        const base = options.overlay
          ? sized(decoded, w, h).composite([await options.overlay(w, h)])
          : sized(decoded, w, h);
        const [webpData, jpegData] = await Promise.all([
          withRights(base.clone(), rights).webp({ quality: 80 }).toBuffer(),
          withRights(base.clone(), rights)
            .flatten({ background: '#ffffff' }) // JPEG has no transparency: white, not black
            .jpeg({ quality: 82, progressive: true })
            .toBuffer(),
        ]);
        encoded.push({ w, h, webpData, jpegData });
      }
      const tiny = await sized(
        decoded,
        Math.min(PLACEHOLDER_WIDTH, largest),
        heightAt(width, height, Math.min(PLACEHOLDER_WIDTH, largest)),
      )
        .blur(0.6)
        .webp({ quality: 40 })
        .toBuffer();
      return { encoded, tiny };
    })
    .catch(unprocessable);
  const webp: ImageVariant[] = [];
  const jpeg: ImageVariant[] = [];
  // Encoded in memory (one variant is small), then written: a decoding error and a write error
  // (a full disk) stay apart, and the write goes through the storage seam.
  try {
    for (const { w, h, webpData, jpegData } of rendered.encoded) {
      await out(`${w}.webp`, webpData);
      await out(`${w}.jpg`, jpegData);
      webp.push({ url: `${urlBase}/${w}.webp`, width: w, height: h, format: 'webp' });
      jpeg.push({ url: `${urlBase}/${w}.jpg`, width: w, height: h, format: 'jpeg' });
    }
  } catch (error) {
    unprocessable(error);
  }
  const tiny = rendered.tiny;
  const main = [...jpeg].reverse().find((v) => v.width <= MAIN_WIDTH) ?? jpeg[0];
  if (!main) throw new Error('no variant rendered');
  return {
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants: [...webp, ...jpeg],
    url: main.url,
  };
}

/**
 * Encodes AVIF variants of `file` at the given sizes, from one decode, each with its overlay (or
 * none), handing each file to `emit` as it is done. In-process: the AVIF child (avif-child.ts) runs it.
 */
export async function encodeAvifVariants(
  file: string,
  sizes: { width: number; height: number }[],
  overlays: (Overlay | null)[],
  emit: (variant: { width: number; height: number; data: Buffer }) => Promise<void> | void,
): Promise<void> {
  if (sizes.length === 0) return;
  const largest = sizes.reduce((a, b) => (b.width > a.width ? b : a));
  const decoded = await decodeOnce(file, largest.width, largest.height);
  const rights = rightsMetadata(await readPhotoFacts(file));
  for (const [i, { width, height }] of sizes.entries()) {
    const overlay = overlays[i];
    const image = overlay ? sized(decoded, width, height).composite([overlay]) : sized(decoded, width, height);
    await emit({ width, height, data: await withRights(image, rights).avif({ quality: 50, effort: 4 }).toBuffer() });
  }
}

/** How long the AVIF child may take for one image before it is given up (a stuck encoder). */
const AVIF_CHILD_TIMEOUT_MS = 10 * 60_000;

/**
 * Renders AVIF variants at the given widths (slow: the background queues call this), with the
 * overlay of the other variants when there is one (a gallery's watermark). One image at a time in
 * this process (media and gallery queues together), each in a short-lived child process (ADR 042):
 * the encoder's memory goes back to the system when the child exits, instead of staying in the
 * server's heap. Answers null when `shouldStop` turned true (the child is ended).
 */
export async function renderAvif(
  file: string,
  out: VariantSink,
  urlBase: string,
  sizes: { width: number; height: number }[],
  shouldStop: () => boolean = () => false,
  overlay?: OverlayFor,
): Promise<ImageVariant[] | null> {
  return avifSlots.run(async () => {
    // Background work gives way: an image starts once no upload is being rendered (their memory
    // does not add up); an upload arriving meanwhile still runs at once.
    await renderSlots.whenIdle();
    if (shouldStop()) return null;
    if (sizes.length === 0) return [];
    const overlays = overlay ? await Promise.all(sizes.map((s) => overlay(s.width, s.height))) : sizes.map(() => null);
    const avif: ImageVariant[] = [];
    const child = fork(AVIF_CHILD, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), AVIF_CHILD_TIMEOUT_MS);
    try {
      return await new Promise<ImageVariant[] | null>((resolve, reject) => {
        // Files are written one after the other, in the order the child finishes them.
        let writes = Promise.resolve();
        let stopped = false;
        child.on('message', (message: AvifChildMessage) => {
          if ('error' in message) {
            reject(new Error(`avif child: ${message.error}`));
            return;
          }
          if (!('width' in message)) {
            writes.then(() => resolve(stopped ? null : avif), reject);
            return;
          }
          writes = writes.then(async () => {
            if (stopped || shouldStop()) {
              stopped = true;
              child.kill('SIGKILL');
              resolve(null);
              return;
            }
            const { width, height, data } = message;
            await out(`${width}.avif`, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
            avif.push({ url: `${urlBase}/${width}.avif`, width, height, format: 'avif' });
          });
          writes.catch(reject);
        });
        child.on('error', reject);
        child.on('exit', (code, signal) => {
          if (stopped) return;
          // After "done" the answer is already settled; an exit before it is a crash (or the timeout).
          writes.then(() => reject(new Error(`avif child exited (${signal ?? code}) before it was done`)), reject);
        });
        child.send({ file, sizes, overlays } satisfies AvifChildJob);
      });
    } finally {
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
}

/** The script of the AVIF child process. */
const AVIF_CHILD = fileURLToPath(new URL('./avif-child.ts', import.meta.url));

export interface AvifChildJob {
  file: string;
  sizes: { width: number; height: number }[];
  overlays: (Overlay | null)[];
}
export type AvifChildMessage = { width: number; height: number; data: Uint8Array } | { done: true } | { error: string };
