import type { ImageInfo, Language, PublicPortfolioItem } from '@app/contracts';
import { withoutPreview } from '../../components/ui/responsive-image';
import { IN_LANGUAGE } from '../seo/alternates';

const absolute = (origin: string, url: string) => (/^https?:/.test(url) ? url : `${origin}${url}`);

/** The JPEG a link preview shows: the cover's 1600 px variant (or the largest below), else the stored URL. */
export function shareImage(item: PublicPortfolioItem): { url: string; width?: number; height?: number } | null {
  const photo = item.photos[0];
  const jpeg = photo?.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width) ?? [];
  const best = jpeg.filter((v) => v.width <= 1600).at(-1) ?? jpeg[0];
  if (best) return { url: best.url, width: best.width, height: best.height };
  return item.image && !item.image.startsWith('data:') ? { url: item.image } : null;
}

/** The largest JPEG of a photo (what the lightbox and a link without JavaScript open). */
export function largestJpeg(photo: ImageInfo | undefined, fallback: string) {
  const jpeg = photo?.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width) ?? [];
  const last = jpeg.at(-1);
  return last ? { url: last.url, width: last.width, height: last.height } : { url: fallback };
}

/**
 * What a project page's components read of the project. The loader returns only these fields: the
 * loader data is written into the page for hydration, and title, description and place arrive
 * already in the page's language.
 */
export type ProjectPageItem = Pick<
  PublicPortfolioItem,
  'slug' | 'image' | 'images' | 'photos' | 'photo_texts' | 'created_at' | 'shot_on' | 'tags'
>;

export function projectPageItem(item: PublicPortfolioItem): ProjectPageItem {
  const { slug, image, images, photos, photo_texts, created_at, shot_on, tags } = item;
  return {
    slug,
    image,
    images,
    photos: photos.map((photo) => withoutPreview(photo)),
    photo_texts,
    created_at,
    shot_on,
    tags,
  };
}

interface GalleryInput {
  item: ProjectPageItem;
  url: string;
  origin: string;
  lang: Language;
  title: string;
  description: string;
  category: string;
  /** Where it was shot, in the page's language ('' when not given). */
  place?: string;
  siteName: string;
  alt: (n: number, count: number) => string;
}

/**
 * schema.org ImageGallery of one project: each photo a Photograph and ImageObject with its file,
 * size and the photographer's business as creator.
 */
export function projectGalleryJsonLd(input: GalleryInput): Record<string, unknown> {
  const { item, url, origin, lang, title, description, category, siteName } = input;
  const urls = item.images.length ? item.images : item.image ? [item.image] : [];
  const creator = { '@id': `${origin}/#business` };
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    '@id': `${url}#gallery`,
    url,
    name: title,
    description,
    inLanguage: IN_LANGUAGE[lang],
    genre: category,
    datePublished: item.created_at,
    ...(item.shot_on ? { dateCreated: item.shot_on } : {}),
    ...(input.place ? { contentLocation: { '@type': 'Place', name: input.place } } : {}),
    ...(item.tags.length ? { keywords: item.tags.join(', ') } : {}),
    author: { '@id': `${origin}/#business`, name: siteName },
    associatedMedia: urls.map((src, i) => {
      const file = largestJpeg(item.photos[i], src);
      return {
        '@type': ['Photograph', 'ImageObject'],
        contentUrl: absolute(origin, file.url),
        ...(file.width ? { width: file.width, height: file.height } : {}),
        name: input.alt(i + 1, urls.length),
        creator,
        copyrightHolder: creator,
      };
    }),
  };
}
