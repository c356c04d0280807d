import { useEffect } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
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
}

/**
 * The full-screen viewer of a project's photos (yet-another-react-lightbox, ADR 026): swipe on
 * touch, arrows and keys, pinch, double-tap and wheel zoom, the project title above and the
 * position and category below the photo. The photo is padded so that neither the arrows nor the
 * captions lie on it (app.css `.yarl__slide`). Focus stays inside (the rest of the page is inert)
 * and returns to the opener on close. Loaded lazily: its code is fetched when a photo is opened.
 */
export default function PhotoLightbox({
  photos,
  title,
  caption,
  index,
  onIndexChange,
  onClose,
  download,
}: PhotoLightboxProps) {
  const t = useTexts(portfolioTexts);
  useTabWrap();
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
    description: photo.caption
      ? `${photo.caption}\n${i + 1} / ${photos.length} · ${caption}`
      : `${i + 1} / ${photos.length} · ${caption}`,
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
      render={photos.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
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
      className={download ? 'photo-lightbox photo-lightbox-download' : 'photo-lightbox'}
    />
  );
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
