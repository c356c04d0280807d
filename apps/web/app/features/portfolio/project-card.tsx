import { type ImageInfo, type Language, localized, type PublicPortfolioItem } from '@app/contracts';
import { Images } from 'lucide-react';
import { ResponsiveImage, withoutPreview } from '../../components/ui/responsive-image';
import { useHyphenation } from '../../lib/hyphenation';
import { Link } from '../language/links';
import { photoCount } from './texts';

/**
 * The width a tile is drawn at in the masonry grid (`PROJECT_GRID`): one column below 640 px, two
 * up to 1024 px, three above, inside the page's container (max-w-7xl with px-5 / lg:px-8) with
 * 1.5 rem between columns. The browser picks the file from it: it must not be smaller than the
 * tile (sharpness test, e2e/sharpness.spec.ts).
 */
export const PROJECT_TILE_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)';

/** The masonry grid of project tiles: photos keep their own proportions, no crop. */
export const PROJECT_GRID = 'columns-1 gap-6 sm:columns-2 lg:columns-3';
export const PROJECT_GRID_ITEM = 'mb-12 break-inside-avoid';

/**
 * What a tile shows, in the page's language. Loaders hand the cards this, not whole projects: a
 * page's loader data is written into the page for hydration, and twelve projects with every photo's
 * variants and both languages' texts were 147 kB of the portfolio page's 260 kB.
 */
export interface ProjectCardItem {
  id: string;
  /** '' for the sample projects shown before the first one is published. */
  slug: string;
  title: string;
  description: string;
  category: string;
  /** How many photos the project has. */
  count: number;
  image: string;
  /** The cover's variants; null for a project from before the media pipeline. */
  cover: ImageInfo | null;
}

export function projectCardItem(item: PublicPortfolioItem, lang: Language): ProjectCardItem {
  return {
    id: item.id,
    slug: item.slug,
    title: localized(item, 'title', lang),
    description: localized(item, 'description', lang),
    category: item.category,
    count: item.images.length || (item.image ? 1 : 0),
    image: item.image,
    cover: withoutPreview(item.photos[0] ?? null),
  };
}

interface ProjectCardProps {
  item: ProjectCardItem;
  lang: 'de' | 'ru';
  categoryName: string;
  priority?: boolean;
}

/**
 * A project tile: the cover photo as framed (uncropped), a plain link to the project's page (works
 * without JavaScript); hover or keyboard focus reveals title, description, category and photo count.
 * Sample projects (no slug) lead to the portfolio.
 */
export function ProjectCard({ item, lang, categoryName, priority }: ProjectCardProps) {
  const { title, description, count, cover: photo } = item;
  const hy = useHyphenation();
  return (
    <article className="group">
      <Link
        to={item.slug ? `/portfolio/${item.slug}` : '/portfolio'}
        aria-label={`${title} (${categoryName}, ${photoCount(count, lang)})`}
        className="relative block overflow-hidden bg-stone-200"
      >
        <ResponsiveImage
          photo={photo}
          src={item.image}
          alt=""
          sizes={PROJECT_TILE_SIZES}
          priority={priority}
          width={photo ? undefined : 1200}
          height={photo ? undefined : 900}
          className="block h-auto w-full transition-transform duration-700 group-hover:scale-[1.02]"
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
      </Link>
      <div className="mt-4 lg:hidden">
        <p className="text-xs uppercase tracking-[0.2em] text-stone-600">
          {categoryName} · {photoCount(count, lang)}
        </p>
        <h3 className="mt-1 font-display text-2xl">{hy(title)}</h3>
        {description && <p className="mt-1 line-clamp-3 text-sm text-stone-600">{description}</p>}
      </div>
    </article>
  );
}
