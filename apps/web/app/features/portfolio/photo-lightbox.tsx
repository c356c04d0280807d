import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import Lightbox, { type SlideImage, useLightboxState } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Download from 'yet-another-react-lightbox/plugins/download';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { useTexts } from '../../i18n/texts';
import { portfolioTexts } from './texts';

export interface LightboxPhoto {
  src: string;
  alt: string;
  /** The owner's caption of the photo (empty: none). */
  caption?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  srcSet?: { src: string; width: number; height: number }[] | undefined;
}

interface PhotoLightboxProps {
  photos: LightboxPhoto[];
  /** The project's title, shown above each photo. */
  title: string;
  /** Below each photo, after the position (the category). */
  caption: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /**
   * A download button in the toolbar for the photo shown (a client gallery whose downloads are
   * on): the address of each photo's download and the button's label. Absent: no button.
   */
  download?: { href: (index: number) => string; label: string } | undefined;
  /**
   * A heart in the toolbar for the photo shown (a client gallery with the visitor's name given):
   * whether it is a favourite, the change, the button's label; `locked` once the selection is sent.
   */
  favourite?:
    | {
        chosen: (index: number) => boolean;
        toggle: (index: number) => void;
        label: (index: number) => string;
        locked: boolean;
      }
    | undefined;
}

/**
 * The full-screen viewer of a project's photos (yet-another-react-lightbox, ADR 026, ADR 041):
 * swipe on touch, arrows and keys (left/right wrap around, Home and End jump to the first and last
 * photo, Escape closes), pinch, double-tap and wheel zoom, a counter "3 / 12" in the toolbar, the
 * project title above (wrapped, never cut) and the caption and category below the photo, and a
 * strip of thumbnails (the smallest variant of each photo, loaded lazily) along the bottom.
 * From 640 px the photo is padded so that neither the arrows nor the captions lie on it; below,
 * the photo takes the whole width and the controls lie over it (app.css `.photo-lightbox`).
 * Focus stays inside (the rest of the page is inert) and returns to the opener on close. Loaded
 * lazily: its code is fetched when a photo is opened.
 */
export default function PhotoLightbox({
  photos,
  title,
  caption,
  index,
  onIndexChange,
  onClose,
  download,
  favourite,
}: PhotoLightboxProps) {
  const t = useTexts(portfolioTexts);
  useTabWrap();
  useHomeEnd(photos.length, onIndexChange);
  const several = photos.length > 1;
  const slides: SlideImage[] = photos.map((photo, i) => ({
    src: photo.src,
    alt: photo.alt,
    ...(photo.width ? { width: photo.width } : {}),
    ...(photo.height ? { height: photo.height } : {}),
    ...(photo.srcSet?.length ? { srcSet: photo.srcSet } : {}),
    // The library's download plugin follows this address with a `download` link: the answer is an
    // attachment with the photo's file name (same origin, no script fetch).
    ...(download ? { download: download.href(i) } : {}),
    title,
    description: photo.caption ? `${photo.caption}\n${caption}` : caption,
  }));
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={download ? [Captions, Zoom, Download] : [Captions, Zoom]}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      carousel={{ finite: photos.length <= 1, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      zoom={{ maxZoomPixelRatio: 1.5, doubleClickMaxStops: 2, scrollToZoom: false }}
      toolbar={{
        buttons: [
          ...(several ? [<Counter key="counter" />] : []),
          ...(favourite ? [<FavouriteButton key="favourite" {...favourite} />] : []),
          'close',
        ],
      }}
      render={
        several
          ? {
              controls: () => (
                <ThumbnailStrip photos={photos} onPick={onIndexChange} label={t.thumbnails} name={t.showPhoto} />
              ),
            }
          : { buttonPrev: () => null, buttonNext: () => null }
      }
      labels={{
        Lightbox: t.lightboxTitle,
        Carousel: t.photos,
        'Photo gallery': t.galleryOf(title),
        Slide: t.slide,
        '{index} of {total}': `${t.slide} {index} / {total}`,
        Previous: t.previous,
        Next: t.next,
        Close: t.close,
        'Zoom in': t.zoomIn,
        'Zoom out': t.zoomOut,
        Caption: caption,
        ...(download ? { Download: download.label } : {}),
      }}
      className={[
        'photo-lightbox',
        download ? 'photo-lightbox-download' : '',
        several ? 'photo-lightbox-strip-shown' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

/** "3 / 12": the photo shown and how many there are (the slide's label says the same to a screen reader). */
function Counter() {
  const { currentIndex, slides } = useLightboxState();
  return (
    <div className="photo-lightbox-counter" aria-hidden="true">
      {currentIndex + 1} / {slides.length}
    </div>
  );
}

/** The heart of the photo shown: pressed when it is one of the visitor's favourites. */
function FavouriteButton({ chosen, toggle, label, locked }: NonNullable<PhotoLightboxProps['favourite']>) {
  const { currentIndex } = useLightboxState();
  const pressed = chosen(currentIndex);
  return (
    <button
      type="button"
      className="yarl__button"
      aria-pressed={pressed}
      aria-label={label(currentIndex)}
      disabled={locked}
      onClick={() => toggle(currentIndex)}
    >
      <Heart className={`size-7 ${pressed ? 'fill-red-600 text-red-600' : ''}`} aria-hidden />
    </button>
  );
}

/** The smallest file of a photo: its thumbnail. */
function smallest(photo: LightboxPhoto): string {
  const set = photo.srcSet ?? [];
  return (
    set.reduce<{ src: string; width: number } | null>((a, b) => (a && a.width <= b.width ? a : b), null)?.src ??
    photo.src
  );
}

interface ThumbnailStripProps {
  photos: LightboxPhoto[];
  onPick: (index: number) => void;
  label: string;
  name: (n: number, count: number) => string;
}

/**
 * Every photo as a small button along the bottom, the one shown marked (`aria-current`) and kept in
 * view. The images are the smallest variant and load lazily (a long project's strip scrolls). A
 * finger dragging the strip scrolls it instead of swiping the photos.
 */
function ThumbnailStrip({ photos, onPick, label, name }: ThumbnailStripProps) {
  const { currentIndex } = useLightboxState();
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = strip.current;
    const button = nav?.querySelector<HTMLElement>(`[data-thumb="${currentIndex}"]`);
    if (!nav || !button) return;
    nav.scrollTo({ left: button.offsetLeft - (nav.clientWidth - button.offsetWidth) / 2 });
  }, [currentIndex]);
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <nav ref={strip} aria-label={label} className="photo-lightbox-strip" onPointerDown={stop} onWheel={stop}>
      <ul>
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <button
              type="button"
              data-thumb={i}
              aria-label={name(i + 1, photos.length)}
              aria-current={i === currentIndex ? 'true' : undefined}
              onClick={() => onPick(i)}
            >
              <img src={smallest(photo)} alt="" loading="lazy" decoding="async" draggable={false} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Home and End show the first and the last photo. */
function useHomeEnd(count: number, show: (index: number) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'Home' && event.key !== 'End') return;
      if (!document.querySelector('.photo-lightbox')) return;
      event.preventDefault();
      show(event.key === 'Home' ? 0 : count - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, show]);
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round inside the open lightbox: the page behind is inert, but past the last
 * button the browser would otherwise move the focus out of the document.
 */
function useTabWrap() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const root = document.querySelector<HTMLElement>('.photo-lightbox');
      if (!root) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (event.shiftKey && (active === first || active === root || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
}
