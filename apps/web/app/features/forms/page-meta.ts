import type { Language } from '@app/contracts';
import type { MetaDescriptor } from 'react-router';
import { languageTags } from '../seo/alternates';

export interface PageMetaInput {
  lang: Language;
  siteName: string;
  title: string;
  description: string;
  /** Absolute canonical URL (in either language: the tags name both). */
  url: string;
  image?: string;
  type?: 'website' | 'article';
}

/** <title>, description, canonical and Open Graph tags of one public page, in the visitor's language. */
export function pageMeta({
  lang,
  siteName,
  title,
  description,
  url,
  image,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    ...languageTags(url, lang),
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}
