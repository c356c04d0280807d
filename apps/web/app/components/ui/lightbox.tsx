import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useReturnFocus } from './use-return-focus';

export interface LightboxImage {
  src: string;
  alt: string;
  /** A smaller rendition for the thumbnail strip (defaults to src). */
  thumb?: string;
}

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  /** Screen-reader title of the dialog. */
  title: string;
  /** "Bild" / "Фото", for the thumbnail buttons. */
  image: string;
}

/** State of a lightbox: opening sets the list; closing empties it and resets the index to 0. */
export function useLightbox() {
  const [images, setImages] = useState<LightboxImage[]>([]);
  const [index, setIndex] = useState(0);
  const open = useCallback((list: LightboxImage[], start = 0) => {
    setImages(list);
    setIndex(Math.min(Math.max(start, 0), Math.max(list.length - 1, 0)));
  }, []);
  const close = useCallback(() => {
    setImages([]);
    setIndex(0);
  }, []);
  return { images, index, setIndex, open, close, isOpen: images.length > 0 };
}

interface LightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
}

/**
 * Full-screen image viewer (Radix dialog: focus stays inside and returns to the opener, page
 * scrolling is locked, Escape closes). Backdrop click closes; arrows wrap around.
 */
export function Lightbox({ images, index, onIndexChange, onClose, labels }: LightboxProps) {
  const count = images.length;
  const current = images[index];
  // The element that opened the lightbox gets the focus back when it closes.
  const returnFocus = useReturnFocus(count > 0);
  const many = count > 1;
  const go = (delta: number) => onIndexChange((index + delta + count) % count);
  const navButton =
    'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/70 focus-visible:outline-white';

  return (
    <Dialog.Root open={count > 0} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-stone-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-[61] flex flex-col outline-none"
          onKeyDown={(event) => {
            if (!many) return;
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            }
          }}
        >
          <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
          <div className="flex items-center justify-between px-4 py-3 text-sm text-stone-200">
            <p aria-live="polite" className="tabular-nums tracking-widest">
              {count > 0 ? `${index + 1} / ${count}` : ''}
            </p>
            <Dialog.Close
              aria-label={labels.close}
              className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          {/* Clicking the dark area around the photo closes, like a backdrop (keyboard: Escape). */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: mouse-only convenience, Escape and the close button cover keyboards */}
          <div
            role="presentation"
            data-testid="lightbox-backdrop"
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16"
            onClick={(event) => {
              if (event.target === event.currentTarget) onClose();
            }}
          >
            {current && (
              <img
                key={current.src}
                src={current.src}
                alt={current.alt}
                className="max-h-full max-w-full object-contain shadow-2xl"
              />
            )}
            {many && (
              <>
                <button
                  type="button"
                  aria-label={labels.previous}
                  onClick={() => go(-1)}
                  className={`${navButton} left-2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden className="size-7" />
                </button>
                <button
                  type="button"
                  aria-label={labels.next}
                  onClick={() => go(1)}
                  className={`${navButton} right-2 sm:right-4`}
                >
                  <ChevronRight aria-hidden className="size-7" />
                </button>
              </>
            )}
          </div>
          {many && (
            <ul className="flex shrink-0 justify-start gap-2 overflow-x-auto px-4 py-3 sm:justify-center">
              {images.map((img, i) => (
                <li key={img.src} className="shrink-0">
                  <button
                    type="button"
                    aria-label={`${labels.image} ${i + 1}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => onIndexChange(i)}
                    className={`block h-14 w-20 overflow-hidden border-2 focus-visible:outline-white ${
                      i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100'
                    }`}
                  >
                    <img src={img.thumb ?? img.src} alt="" className="size-full object-cover" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
