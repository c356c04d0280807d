import type { GalleryPublic } from '@app/contracts';
import { Download, Heart } from 'lucide-react';
import { Form } from 'react-router';

type Photo = GalleryPublic['photos'][number];

const srcset = (photo: Photo, format: 'avif' | 'webp' | 'jpeg') =>
  photo.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/**
 * The photos of the first screen load at once and show their blurred preview meanwhile. The others
 * load as the client scrolls, on the row's neutral ground: each preview is an inline image the
 * browser decodes before the first paint, and 120 of them held a phone's first paint of a gallery
 * back (main thread before the first paint 313 ms with all of them, 213 ms without, here).
 */
const FIRST_SCREEN = 6;

/**
 * The widest a tile is drawn (issue 36 item 7): its row's height (`--row`: 150, 220, 280 px)
 * times its aspect ratio, stretched by at most half to fill the row, and never wider than the
 * page. Phones then fetch the file the tile needs instead of one as wide as the screen. Lazily
 * loaded tiles say `auto` first: a browser that knows it picks the file from the laid-out width.
 */
function tileSizes(ratio: number, lazy: boolean): string {
  const most = (row: number) => `${Math.round(ratio * row * 1.5)}px`;
  const sizes = `(max-width: 639px) min(calc(100vw - 1rem), ${most(150)}), (max-width: 1023px) min(calc(100vw - 2.5rem), ${most(220)}), min(1240px, ${most(280)})`;
  return lazy ? `auto, ${sizes}` : sizes;
}

/**
 * A justified grid without script: each photo grows in proportion to its aspect ratio, so every
 * row is filled edge to edge at about the same height and no photo is cropped much (a filler at the
 * end keeps the last row from stretching). Each photo is a link to its large preview, so it opens
 * without JavaScript too; with it, `onOpen` shows the lightbox.
 */
export function GalleryGrid({
  photos,
  names = false,
  label,
  onOpen,
  favourites,
  download,
}: {
  photos: Photo[];
  /** The file name over each photo ("DSC_0012"), for a client who names photos to the owner. */
  names?: boolean;
  label: (index: number) => string;
  onOpen: (index: number) => void;
  /**
   * The visitor's favourites (null: no name given yet, no hearts). Each heart is a form posted to
   * the page's action (works without JavaScript: the page comes back at the photo); with
   * JavaScript `toggle` saves it at once instead.
   */
  favourites?: {
    visitor: string;
    chosen: ReadonlySet<string>;
    label: (index: number) => string;
    toggle: (photoId: string) => void;
    /** Submitted (or not loaded yet): the hearts show the favourites but cannot change them. */
    locked: boolean;
  } | null;
  /** Single-photo downloads (null: the gallery's downloads are off): the link and its label. */
  download?: { href: (photoId: string) => string; label: (index: number) => string } | null;
}) {
  return (
    // --row: the height the justified rows aim at; rows stretch to fill the width.
    <ul className="flex flex-wrap gap-1.5 [--row:150px] sm:gap-2 sm:[--row:220px] lg:[--row:280px]">
      {photos.map((photo, index) => {
        const ratio = photo.width / photo.height;
        const sizes = tileSizes(ratio, index >= FIRST_SCREEN);
        return (
          <li
            key={photo.id}
            id={`photo-${photo.id}`}
            className="relative scroll-mt-24 overflow-hidden bg-stone-200"
            style={{ flexGrow: ratio, flexBasis: `calc(${ratio.toFixed(4)} * var(--row))` }}
          >
            <a
              href={photo.url}
              className="block"
              aria-label={label(index)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(index);
              }}
            >
              <picture>
                {/* AVIF once the background encoder has made it (ADR 029), else WebP, else JPEG. */}
                {photo.variants.some((v) => v.format === 'avif') ? (
                  <source type="image/avif" srcSet={srcset(photo, 'avif')} sizes={sizes} />
                ) : null}
                <source type="image/webp" srcSet={srcset(photo, 'webp')} sizes={sizes} />
                <img
                  src={photo.url}
                  srcSet={srcset(photo, 'jpeg')}
                  sizes={sizes}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading={index < FIRST_SCREEN ? 'eager' : 'lazy'}
                  decoding="async"
                  className="block h-auto w-full"
                  style={
                    index < FIRST_SCREEN && photo.placeholder
                      ? {
                          aspectRatio: `${photo.width} / ${photo.height}`,
                          backgroundImage: `url(${photo.placeholder})`,
                          backgroundSize: 'cover',
                        }
                      : { aspectRatio: `${photo.width} / ${photo.height}` }
                  }
                />
              </picture>
            </a>
            {names ? (
              <span className="absolute top-1.5 left-1.5 max-w-[calc(100%-0.75rem)] truncate rounded bg-white/90 px-1.5 py-0.5 font-mono text-xs text-stone-900">
                {photo.name}
              </span>
            ) : null}
            {favourites ? (
              <Form
                method="post"
                className="absolute right-1.5 bottom-1.5"
                onSubmit={(event) => {
                  event.preventDefault();
                  favourites.toggle(photo.id);
                }}
              >
                <input type="hidden" name="intent" value="favourite" />
                <input type="hidden" name="visitor" value={favourites.visitor} />
                <input type="hidden" name="photo_id" value={photo.id} />
                <input type="hidden" name="favourite" value={favourites.chosen.has(photo.id) ? 'no' : 'yes'} />
                <button
                  type="submit"
                  className="flex size-11 items-center justify-center rounded-full bg-white/85 text-stone-900 shadow hover:bg-white"
                  aria-pressed={favourites.chosen.has(photo.id)}
                  aria-label={favourites.label(index)}
                  disabled={favourites.locked}
                >
                  <Heart
                    className={`size-5 ${favourites.chosen.has(photo.id) ? 'fill-red-600 text-red-600' : ''}`}
                    aria-hidden
                  />
                </button>
              </Form>
            ) : null}
            {download ? (
              // A plain link: works without JavaScript; the answer is an attachment with the file's name.
              <a
                href={download.href(photo.id)}
                download
                aria-label={download.label(index)}
                className="absolute bottom-1.5 left-1.5 flex size-11 items-center justify-center rounded-full bg-white/85 text-stone-900 shadow hover:bg-white"
              >
                <Download className="size-5" aria-hidden />
              </a>
            ) : null}
          </li>
        );
      })}
      <li aria-hidden="true" style={{ flexGrow: 10 }} />
    </ul>
  );
}
