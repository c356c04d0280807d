import type { ImageInfo } from '@app/contracts';
import { ResponsiveImage } from './responsive-image';

/**
 * A full-bleed hero photo behind a section's text: the page's largest paint, so it loads eagerly
 * with high priority, in the size and format the screen needs; its blurred preview holds the text's
 * background until the photo arrives.
 */
export function HeroImage({ src, photo }: { src: string; photo: ImageInfo | null | undefined }) {
  return (
    <ResponsiveImage
      photo={photo}
      src={src}
      alt=""
      sizes="100vw"
      priority
      preview
      className="absolute inset-0 -z-20 size-full object-cover"
    />
  );
}
