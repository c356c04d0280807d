import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ImageInfo } from '@app/contracts';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError, isStorageFull } from '../../http/errors.ts';
import { mediaWrites } from './media.storage.ts';

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

/** Auto-rotated, sRGB, scaled to `width`; sharp writes no metadata (EXIF, GPS, XMP) unless asked. */
function scaled(file: string, width: number) {
  return sharp(file, SHARP_INPUT).autoOrient().resize({ width, withoutEnlargement: true }).toColourspace('srgb');
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
  const webp: ImageVariant[] = [];
  const jpeg: ImageVariant[] = [];
  try {
    for (const w of variantWidths(width, cap)) {
      const h = Math.max(1, Math.round((height * w) / width));
      const base = options.overlay ? scaled(file, w).composite([await options.overlay(w, h)]) : scaled(file, w);
      // Encoded in memory (one variant is small), then written: a decoding error and a write error
      // (a full disk) stay apart, and the write goes through the storage seam.
      const [webpData, jpegData] = await Promise.all([
        base.clone().webp({ quality: 80 }).toBuffer(),
        base
          .clone()
          .flatten({ background: '#ffffff' }) // JPEG has no transparency: white, not black
          .jpeg({ quality: 82, progressive: true })
          .toBuffer(),
      ]);
      await out(`${w}.webp`, webpData);
      await out(`${w}.jpg`, jpegData);
      webp.push({ url: `${urlBase}/${w}.webp`, width: w, height: h, format: 'webp' });
      jpeg.push({ url: `${urlBase}/${w}.jpg`, width: w, height: h, format: 'jpeg' });
    }
  } catch (error) {
    if (error instanceof AppError || isStorageFull(error)) throw error;
    throw new AppError('upload.unreadable_image', 'The image could not be processed', {
      errors: [{ path: 'file', code: 'invalid_value', message: 'unreadable image' }],
    });
  }
  const tiny = await scaled(file, PLACEHOLDER_WIDTH).blur(0.6).webp({ quality: 40 }).toBuffer();
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
 * Renders AVIF variants at the given widths (slow: the background queues call this), with the
 * overlay of the other variants when there is one (a gallery's watermark).
 */
export async function renderAvif(
  file: string,
  out: VariantSink,
  urlBase: string,
  sizes: { width: number; height: number }[],
  shouldStop: () => boolean = () => false,
  overlay?: OverlayFor,
): Promise<ImageVariant[] | null> {
  const avif: ImageVariant[] = [];
  for (const { width, height } of sizes) {
    if (shouldStop()) return null;
    const image = overlay ? scaled(file, width).composite([await overlay(width, height)]) : scaled(file, width);
    await out(`${width}.avif`, await image.avif({ quality: 50, effort: 4 }).toBuffer());
    avif.push({ url: `${urlBase}/${width}.avif`, width, height, format: 'avif' });
  }
  return avif;
}
