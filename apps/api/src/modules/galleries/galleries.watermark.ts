import { WATERMARK_LOGO_MAX_BYTES, WATERMARK_LOGO_MAX_SIDE, WATERMARK_LOGO_MIN_SIDE } from '@app/contracts';
import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';
import type { Overlay, OverlayFor } from '../media/image-pipeline.ts';
import { GALLERY_FILES_DIR } from './galleries.storage.ts';

/**
 * The gallery watermark (issue 18 item 3): the studio's name, small and translucent in the bottom
 * right corner of every preview, with a faint shadow so it reads on light and dark photos alike.
 * Drawn as SVG (librsvg, the system's sans-serif) into the previews only, never into an original.
 * Or the studio's logo (one for all galleries, ADR 029): scaled to 15 % of the preview's longer
 * side, at 55 % opacity, in the same corner.
 */
const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/** The overlay for a preview of width x height: an SVG box and where it goes. */
export function watermarkOverlay(text: string, width: number, height: number) {
  const longest = Math.max(width, height);
  // About 2 % of the longest side: 41 px on a 2048 px preview, readable but not in the way.
  const size = Math.max(9, Math.round(longest * 0.02));
  const margin = Math.round(longest * 0.025);
  // Generous width per character (the font's real advance is smaller); the text is anchored right.
  const boxWidth = Math.min(width - margin, Math.ceil(text.length * size * 0.72 + size));
  const boxHeight = Math.min(height - margin, Math.ceil(size * 1.6));
  const x = boxWidth - Math.ceil(size * 0.2);
  const y = Math.round(boxHeight - size * 0.45);
  const shadow = Math.max(1, Math.round(size / 18));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${boxWidth}" height="${boxHeight}">
<style>text{font-family:'DejaVu Sans','Liberation Sans',sans-serif;font-size:${size}px;letter-spacing:${(size * 0.08).toFixed(1)}px;text-anchor:end}</style>
<text x="${x + shadow}" y="${y + shadow}" fill="#000" fill-opacity="0.28">${escapeXml(text)}</text>
<text x="${x}" y="${y}" fill="#fff" fill-opacity="0.62">${escapeXml(text)}</text>
</svg>`;
  return {
    input: Buffer.from(svg),
    left: Math.max(0, width - boxWidth - margin),
    top: Math.max(0, height - boxHeight - margin),
  };
}

/** The one studio logo for watermarks: private (not under media/), in the galleries' folder. */
export const WATERMARK_LOGO_KEY = `${GALLERY_FILES_DIR}/watermark-logo.png`;
/** The logo's longer side as a share of the preview's longer side, and its opacity. */
const LOGO_SHARE = 0.15;
const LOGO_OPACITY = 0.55;

/** What a gallery's previews are marked with: nothing, its text or the studio logo (PNG bytes). */
export type Watermark = { text: string } | { logo: Buffer } | null;

/** The logo's overlay for a preview of width x height: raw RGBA pixels, their alpha at 55 %. */
export async function logoOverlay(logo: Buffer, width: number, height: number): Promise<Overlay> {
  const longest = Math.max(width, height);
  const margin = Math.round(longest * 0.025);
  // Never wider or taller than the preview leaves room for (a panorama's short side).
  const box = Math.max(1, Math.min(Math.round(longest * LOGO_SHARE), width - margin, height - margin));
  const { data, info } = await sharp(logo)
    .resize(box, box, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] ?? 0) * LOGO_OPACITY);
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: 4 },
    left: Math.max(0, width - info.width - margin),
    top: Math.max(0, height - info.height - margin),
  };
}

/** The overlay of a watermark, or undefined for none. */
export function overlayOf(watermark: Watermark): OverlayFor | undefined {
  if (!watermark) return undefined;
  if ('logo' in watermark) {
    const { logo } = watermark;
    return (w, h) => logoOverlay(logo, w, h);
  }
  const { text } = watermark;
  return text ? (w, h) => watermarkOverlay(text, w, h) : undefined;
}

const logoRefused = (message: string) =>
  new AppError('validation_failed', `The watermark logo ${message}`, {
    errors: [{ path: 'file', code: 'invalid_value', message }],
  });

/**
 * Checks an uploaded logo by its content: a PNG or WebP (not its name or declared type) with an
 * alpha channel and some transparent pixels, each side 32 to 4096 px, at most 2 MB. Answers it as
 * a PNG without metadata (what is stored and drawn); 422 otherwise.
 */
export async function checkLogo(data: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  if (data.length > WATERMARK_LOGO_MAX_BYTES) throw logoRefused('must be at most 2 MB');
  const input = { limitInputPixels: WATERMARK_LOGO_MAX_SIDE * WATERMARK_LOGO_MAX_SIDE, failOn: 'error' } as const;
  const meta = await sharp(data, { ...input, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta || (meta.format !== 'png' && meta.format !== 'webp')) throw logoRefused('must be a PNG or WebP image');
  const { width, height } = meta;
  const [shorter, longer] = [Math.min(width, height), Math.max(width, height)];
  if (shorter < WATERMARK_LOGO_MIN_SIDE || longer > WATERMARK_LOGO_MAX_SIDE) {
    throw logoRefused(`must be ${WATERMARK_LOGO_MIN_SIDE} to ${WATERMARK_LOGO_MAX_SIDE} px on each side`);
  }
  if (!meta.hasAlpha) throw logoRefused('needs a transparent background (an alpha channel)');
  try {
    const png = await sharp(data, input).png().toBuffer();
    if ((await sharp(png).stats()).isOpaque) throw logoRefused('needs a transparent background (no pixel is)');
    return { png, width, height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw logoRefused('could not be read');
  }
}
