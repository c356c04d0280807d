import type { ImageInfo } from '@app/contracts';
import { ResponsiveImage } from './responsive-image';

/**
 * How high a full-bleed hero is: CSS lengths per media condition, the last one without a condition
 * (e.g. `[['(min-width: 640px)', 'max(60vh, 420px)'], [null, 'max(52vh, 480px)']]`). Each is the
 * box's min-height or, where its text makes it taller (a phone, a low window), what the text needs.
 */
export type HeroHeight = readonly (readonly [media: string | null, height: string])[];

/**
 * The `sizes` of a photo drawn with `object-fit: cover` over a box as wide as the screen and
 * `height` high: cover scales the photo until it fills both, so it is drawn
 * max(100vw, height × aspect ratio) wide, wider than the screen when the box is taller than the
 * photo's proportion (a landscape photo behind a phone's tall hero: 390 px wide, 658 px high, a
 * 3:2 photo is drawn 987 px wide, 2962 file pixels at 3x).
 */
export function coverSizes(photo: Pick<ImageInfo, 'width' | 'height'> | null | undefined, height: HeroHeight): string {
  if (!photo?.width || !photo.height) return '100vw';
  const aspect = Math.round((photo.width / photo.height) * 1000) / 1000;
  return height.map(([media, h]) => `${media ? `${media} ` : ''}max(100vw, calc(${h} * ${aspect}))`).join(', ');
}

/**
 * A full-bleed hero photo behind a section's text: the page's largest paint, so it loads eagerly
 * with high priority, in the size and format the screen needs (`height`: see `coverSizes`); its
 * blurred preview holds the text's background until the photo arrives.
 */
export function HeroImage({
  src,
  photo,
  height,
}: {
  src: string;
  photo: ImageInfo | null | undefined;
  height: HeroHeight;
}) {
  return (
    <ResponsiveImage
      photo={photo}
      src={src}
      alt=""
      sizes={coverSizes(photo, height)}
      priority
      preview
      className="absolute inset-0 -z-20 size-full object-cover"
    />
  );
}
