import type { Language } from '@app/contracts';
import { type CSSProperties, Suspense, useState } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { lazyOr } from '../../lib/lazy-or';
import { firstPhotoSizes } from './justified-rows';
import { OpenPhotoFile } from './open-photo-file';
import type { LightboxPhoto } from './photo-lightbox';
import { largestJpeg, type ProjectPageItem } from './project-seo';

// The viewer's code (and its CSS) is fetched when a photo is opened, never with the page; when it
// cannot be loaded the photo opens as its file.
const PhotoLightbox = lazyOr(() => import('./photo-lightbox'), OpenPhotoFile);

/**
 * The photos are justified rows (ADR 041): the width of the page's container (max-w-7xl, px-5 /
 * lg:px-8) is the most a photo can take. The lazily loaded photos say `sizes="auto"`, so the
 * browser picks their file from the width the row gives them (the container's width where a
 * browser knows no "auto"); the first photo is fetched before the layout, so its `sizes` is
 * worked out from the rows (`firstPhotoSizes`).
 */
const CONTAINER = '(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 4rem), calc(100vw - 2.5rem)';
const ONE_PHOTO = '(min-width: 1024px) 896px, calc(100vw - 2.5rem)';
/** A photo without known dimensions (a sample) is laid out as 3:2. */
const FALLBACK_ASPECT = 1.5;

interface ProjectPhotosProps {
  item: Pick<ProjectPageItem, 'image' | 'images' | 'photos' | 'photo_texts'>;
  lang: Language;
  title: string;
  category: string;
  label: string;
  alt: (n: number, count: number) => string;
  openLabel: (n: number, count: number) => string;
}

/**
 * A project's photos as framed (no crop), in the owner's order: rows read left to right, top to
 * bottom, each row as high as its photos make it fill the width (a justified layout in CSS alone:
 * every photo grows by its aspect ratio, so a row's photos share one height; app.css
 * `.justified-photos`). The last row keeps the row height instead of stretching. Each photo is a
 * link to its largest file that opens the lightbox instead once the page runs its scripts.
 */
export function ProjectPhotos({ item, lang, title, category, label, alt, openLabel }: ProjectPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  const urls = item.images.length ? item.images : item.image ? [item.image] : [];
  const count = urls.length;
  const single = count === 1;
  // The owner's alt text and caption of each photo (ADR 028); alt falls back to "title, photo n of m".
  const texts = urls.map((src) => item.photo_texts?.find((p) => p.url === src));
  const altOf = (i: number) => texts[i]?.[`alt_${lang}`] || alt(i + 1, count);
  const captionOf = (i: number) => texts[i]?.[`caption_${lang}`] ?? '';
  const aspects = urls.map((_, i) => {
    const photo = item.photos[i];
    return photo?.width && photo.height ? photo.width / photo.height : FALLBACK_ASPECT;
  });
  const photos: LightboxPhoto[] = urls.map((src, i) => {
    const photo = item.photos[i];
    const large = largestJpeg(photo, src);
    const webp = photo?.variants.filter((v) => v.format === 'webp') ?? [];
    const set = webp.length ? webp : (photo?.variants.filter((v) => v.format === 'jpeg') ?? []);
    return {
      src: large.url,
      alt: altOf(i),
      caption: captionOf(i),
      width: photo?.width,
      height: photo?.height,
      srcSet: set.map((v) => ({ src: v.url, width: v.width, height: v.height })),
    };
  });
  return (
    <section aria-label={label} className={single ? 'mx-auto max-w-4xl' : ''}>
      {/*
        Only the first photo is fetched ahead of the layout; the lazy ones the screen shows start
        as soon as the page is laid out (ADR 035).
      */}
      <ul className={single ? '' : 'justified-photos'}>
        {urls.map((src, i) => {
          const photo = item.photos[i];
          const aspect = aspects[i] ?? FALLBACK_ASPECT;
          return (
            <li key={src} style={single ? undefined : ({ '--aspect': aspect.toFixed(4) } as CSSProperties)}>
              <a
                href={photos[i]?.src ?? src}
                aria-label={openLabel(i + 1, count)}
                data-photo-index={i}
                className="group block cursor-zoom-in overflow-hidden bg-stone-200"
                style={{ aspectRatio: aspect.toFixed(4) }}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  setOpen(i);
                }}
              >
                <ResponsiveImage
                  photo={photo}
                  src={src}
                  alt={altOf(i)}
                  sizes={single ? ONE_PHOTO : i === 0 ? firstPhotoSizes(aspects) : `auto, ${CONTAINER}`}
                  priority={i === 0}
                  className="block size-full object-cover transition-opacity duration-300 group-hover:opacity-90"
                />
              </a>
              {captionOf(i) && <p className="mt-2 text-sm leading-snug text-stone-600">{captionOf(i)}</p>}
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            title={title}
            caption={category}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
