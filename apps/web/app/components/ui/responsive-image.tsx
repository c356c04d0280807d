import type { ImageInfo } from '@app/contracts';

/**
 * A photo as a grid draws it: without its blurred preview (an inline image of about 130 bytes),
 * which only heroes paint. For loaders, whose data is written into the page.
 */
export function withoutPreview(photo: ImageInfo): ImageInfo;
export function withoutPreview(photo: ImageInfo | null): ImageInfo | null;
export function withoutPreview(photo: ImageInfo | null): ImageInfo | null {
  return photo && { ...photo, placeholder: '' };
}

const FORMAT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

interface ResponsiveImageProps {
  /** Responsive variants from the media pipeline; without them `src` is shown as is. */
  photo?: ImageInfo | null;
  src: string;
  alt: string;
  /** The CSS width the image takes, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above the fold: load eagerly with high priority (the page's LCP image). */
  priority?: boolean;
  /**
   * Paint the photo's blurred preview (a tiny inline image) behind it while it loads: for heroes,
   * where text sits on the photo. Not for grids: each preview is one more image the browser
   * decodes before the page's first paint (decision 035).
   */
  preview?: boolean;
  width?: number;
  height?: number;
}

/**
 * <picture> with AVIF/WebP/JPEG sources from the variants, intrinsic width and height (no layout
 * shift), lazy loading below the fold and, for heroes, the blurred preview as background while loading.
 */
export function ResponsiveImage({
  photo,
  src,
  alt,
  sizes,
  className,
  priority,
  preview,
  width,
  height,
}: ResponsiveImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!photo || photo.variants.length === 0) {
    return (
      <img
        src={src}
        alt={alt}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        width={width}
        height={height}
      />
    );
  }
  const byFormat = (format: keyof typeof FORMAT_TYPES) =>
    photo.variants
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const jpeg = photo.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  const fallback = jpeg.find((v) => v.width >= 960) ?? jpeg.at(-1);
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => {
        const srcSet = byFormat(format);
        return srcSet ? <source key={format} type={FORMAT_TYPES[format]} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        src={fallback?.url ?? photo.url}
        srcSet={byFormat('jpeg') || undefined}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={
          preview && photo.placeholder
            ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover' }
            : undefined
        }
      />
    </picture>
  );
}
