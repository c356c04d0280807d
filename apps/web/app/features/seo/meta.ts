import { germanPath } from '@app/contracts';
import type { MetaDescriptor } from 'react-router';
import { languageTags } from './alternates';

export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

interface LayoutSeoData {
  origin: string;
  lang: 'de' | 'ru';
  branding: { site_name: string };
}

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
  keywords?: string;
  noindex?: boolean;
  /** The canonical (German) path when the page has several addresses (city pages: /{slug}). */
  path?: string;
  type?: 'website' | 'article';
}

function layoutData(args: MetaArgsLike): LayoutSeoData | undefined {
  return args.matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData as LayoutSeoData | undefined;
}

/** <title>, description, canonical and Open Graph tags of a public page, in the visitor's language. */
export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const layout = layoutData(args);
  const siteName = layout?.branding.site_name ?? '';
  const origin = layout?.origin ?? '';
  const lang = layout?.lang ?? 'de';
  const url = `${origin}${page.path ?? germanPath(args.location.pathname)}`;
  const title = siteName && page.title !== siteName ? `${page.title} | ${siteName}` : page.title;
  const image = page.image ? (page.image.startsWith('http') ? page.image : `${origin}${page.image}`) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:site_name', content: siteName },
    ...languageTags(url, lang),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  if (page.keywords) tags.push({ name: 'keywords', content: page.keywords });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
