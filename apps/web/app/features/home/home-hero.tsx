import type { ImageInfo } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { type HeroHeight, HeroImage } from '../../components/ui/hero-image';
import { useHyphenation } from '../../lib/hyphenation';
import { Link } from '../language/links';

/** min-h-[78svh] / sm:min-h-[86svh], or what the text needs (about 700 px on a phone or a low window). */
const HOME_HERO_HEIGHT: HeroHeight = [
  ['(min-width: 640px)', 'max(86vh, 700px)'],
  [null, 'max(78vh, 700px)'],
];

interface HomeHeroProps {
  title: string;
  eyebrow: string;
  lead: string;
  button: string;
  secondary: string;
  /** Site image hero_background_image; without it a quiet built-in treatment is used. */
  image: string;
  /** The image's responsive variants, when it came through the media pipeline. */
  photo?: ImageInfo | null;
}

export function HomeHero({ title, eyebrow, lead, button, secondary, image, photo }: HomeHeroProps) {
  const hy = useHyphenation();
  return (
    <section className="relative isolate flex min-h-[78svh] items-end overflow-hidden bg-ink text-white sm:min-h-[86svh]">
      {image ? (
        <HeroImage src={image} photo={photo} height={HOME_HERO_HEIGHT} />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 -z-20"
          style={{
            background:
              'radial-gradient(ellipse 60% 50% at 72% 28%, rgba(214,186,140,0.55), transparent 70%), radial-gradient(ellipse 50% 60% at 15% 90%, rgba(138,106,59,0.45), transparent 70%), linear-gradient(160deg, #2b2520 0%, #1c1917 55%, #0f0d0b 100%)',
          }}
        />
      )}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/25 to-black/10" />
      <div className="mx-auto w-full max-w-7xl px-5 pb-16 pt-32 sm:pb-24 lg:px-8">
        <p className="text-xs font-medium uppercase tracking-[0.35em] text-stone-200">{eyebrow}</p>
        <h1 className="mt-5 max-w-4xl font-display text-5xl leading-[1.02] sm:text-7xl">{hy(title)}</h1>
        <p className="mt-6 max-w-xl text-lg text-stone-200">{lead}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/portfolio?category=wedding"
            className="inline-flex min-h-12 items-center justify-center gap-2 bg-white px-5 text-[0.8rem] font-medium uppercase tracking-[0.1em] sm:px-7 sm:text-sm sm:tracking-[0.16em] text-ink hover:bg-stone-200"
          >
            {button}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <Link
            to="/booking"
            className="inline-flex min-h-12 items-center justify-center border border-white/70 px-5 text-[0.8rem] font-medium uppercase tracking-[0.1em] sm:px-7 sm:text-sm sm:tracking-[0.16em] text-white hover:bg-white/10"
          >
            {secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
