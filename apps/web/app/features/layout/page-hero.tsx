import type { ImageInfo } from '@app/contracts';
import type { ReactNode } from 'react';
import { type HeroHeight, HeroImage } from '../../components/ui/hero-image';
import { useHyphenation } from '../../lib/hyphenation';

/**
 * The heading block that opens an inner page: over the page's own photo when the owner uploaded
 * one (site images, issue 16 item 6), else quiet text on the paper background. Either keeps the
 * same distance to what follows (the text hero's bottom padding, the photo hero's margin).
 */
/** min-h-[52svh] / sm:min-h-[60svh], or what the text needs (up to about 480 px on a phone). */
const PAGE_HERO_HEIGHT: HeroHeight = [
  ['(min-width: 640px)', 'max(60vh, 420px)'],
  [null, 'max(52vh, 480px)'],
];

export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  photo,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  /** The page's site image (empty or absent: a text-only hero). */
  image?: string | undefined;
  photo?: ImageInfo | null | undefined;
  children?: ReactNode;
}) {
  const hy = useHyphenation();
  if (image) {
    return (
      <section className="relative isolate mb-12 flex min-h-[52svh] items-end overflow-hidden bg-ink text-white sm:mb-16 sm:min-h-[60svh]">
        <HeroImage src={image} photo={photo} height={PAGE_HERO_HEIGHT} />
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/35 to-black/10" />
        <div className="mx-auto w-full max-w-3xl px-5 pb-14 pt-28 text-center">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-stone-200">{eyebrow}</p>
          <h1 className="mt-4 font-display text-5xl leading-[1.05] sm:text-6xl">{hy(title)}</h1>
          {lead && <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-stone-100">{lead}</p>}
          {children}
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-5 pb-12 pt-16 text-center sm:pt-24">
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{eyebrow}</p>
      <h1 className="mt-4 font-display text-5xl leading-[1.05] sm:text-6xl">{hy(title)}</h1>
      {lead && <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-stone-700">{lead}</p>}
      {children}
    </section>
  );
}
