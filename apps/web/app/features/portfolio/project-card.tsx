import { localized, type PublicPortfolioItem } from '@app/contracts';
import { Images } from 'lucide-react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { photoCount } from './texts';

interface ProjectCardProps {
  item: PublicPortfolioItem;
  lang: 'de' | 'ru';
  categoryName: string;
  openLabel: string;
  onOpen: () => void;
  priority?: boolean;
}

/** A project tile: the cover photo; hover or keyboard focus reveals title, description, category, photo count. */
export function ProjectCard({ item, lang, categoryName, openLabel, onOpen, priority }: ProjectCardProps) {
  const title = localized(item, 'title', lang);
  const description = localized(item, 'description', lang);
  const count = item.images.length || (item.image ? 1 : 0);
  return (
    <article className="group">
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${title}: ${openLabel} (${photoCount(count, lang)})`}
        className="relative block aspect-[4/5] w-full overflow-hidden bg-stone-200 text-left"
      >
        <ResponsiveImage
          photo={item.photos[0]}
          src={item.image}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
        <span className="absolute inset-0 hidden flex-col justify-end bg-gradient-to-t from-black/80 via-black/30 to-transparent p-6 text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100 lg:flex">
          <span className="text-xs uppercase tracking-[0.2em] text-stone-200">{categoryName}</span>
          <span className="mt-2 font-display text-2xl leading-tight">{title}</span>
          {description && <span className="mt-2 line-clamp-3 text-sm text-stone-200">{description}</span>}
          <span className="mt-4 inline-flex items-center gap-2 text-sm">
            <Images aria-hidden className="size-4" />
            {photoCount(count, lang)}
          </span>
        </span>
      </button>
      <div className="mt-4 lg:hidden">
        <p className="text-xs uppercase tracking-[0.2em] text-stone-600">
          {categoryName} · {photoCount(count, lang)}
        </p>
        <h3 className="mt-1 font-display text-2xl">{title}</h3>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
    </article>
  );
}

/** The photos of a project for the lightbox: its images, or its single image. */
export function projectImages(item: PublicPortfolioItem, lang: 'de' | 'ru') {
  const title = localized(item, 'title', lang);
  const urls = item.images.length > 0 ? item.images : item.image ? [item.image] : [];
  return urls.map((src, i) => {
    const photo = item.photos[i];
    const jpeg = photo?.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width) ?? [];
    const large = jpeg.find((v) => v.width >= 1600) ?? jpeg.at(-1);
    return {
      src: large?.url ?? src,
      thumb: jpeg[0]?.url ?? src,
      alt: `${title} (${i + 1}/${urls.length})`,
    };
  });
}
