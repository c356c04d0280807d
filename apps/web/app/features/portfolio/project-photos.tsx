import type { Language } from '@app/contracts';
import { Suspense, useState } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { lazyOr } from '../../lib/lazy-or';
import { OpenPhotoFile } from './open-photo-file';
import type { LightboxPhoto } from './photo-lightbox';
import { largestJpeg, type ProjectPageItem } from './project-seo';

// The viewer's code (and its CSS) is fetched when a photo is opened, never with the page; when it
// cannot be loaded the photo opens as its file.
const PhotoLightbox = lazyOr(() => import('./photo-lightbox'), OpenPhotoFile);

/**
 * The width a project photo is drawn at: two columns from 640 px (1 rem apart) inside the page's
 * container (max-w-7xl, px-5 / lg:px-8); a project with one photo shows it alone, at most 56 rem.
 */
const TWO_COLUMNS =
  '(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 5rem) / 2), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2.5rem)';
const ONE_PHOTO = '(min-width: 1024px) 896px, calc(100vw - 2.5rem)';

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
 * A project's photos as framed (masonry columns, no crop), each a link to its largest file that
 * opens the lightbox instead once the page runs its scripts.
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
        Columns fill top to bottom: the second photo sits under the first on a phone and on a
        desktop alike, so only the first one is fetched ahead of the layout; the lazy ones the
        screen shows (the top of the second column) start as soon as the page is laid out.
      */}
      <ul className={single ? '' : 'columns-1 gap-4 sm:columns-2'}>
        {urls.map((src, i) => (
          <li key={src} className="mb-4 break-inside-avoid">
            <a
              href={photos[i]?.src ?? src}
              aria-label={openLabel(i + 1, count)}
              data-photo-index={i}
              className="group block cursor-zoom-in overflow-hidden bg-stone-200"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                setOpen(i);
              }}
            >
              <ResponsiveImage
                photo={item.photos[i]}
                src={src}
                alt={altOf(i)}
                sizes={single ? ONE_PHOTO : TWO_COLUMNS}
                priority={i === 0}
                className="block h-auto w-full transition-opacity duration-300 group-hover:opacity-90"
              />
            </a>
            {captionOf(i) && <p className="mt-2 text-sm leading-snug text-stone-600">{captionOf(i)}</p>}
          </li>
        ))}
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
