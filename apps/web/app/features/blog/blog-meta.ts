import type { Language } from '@app/contracts';
import type { MetaDescriptor } from 'react-router';
import { IN_LANGUAGE, languageTags } from '../seo/alternates';

/** Everything a blog page needs for its <head>, computed by its loader in the visitor's language. */
export interface BlogSeo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  siteName: string;
  lang: Language;
  type: 'website' | 'article';
  /** Absolute image URL for link previews. */
  image?: string;
  publishedTime?: string;
  author?: string;
  noindex?: boolean;
  /** The page's path in each language, where they differ (a post's Russian slug). */
  languagePaths?: Record<Language, string>;
  /** Structured data, written as <script type="application/ld+json"> ('<' escaped by React Router). */
  jsonLd?: Record<string, unknown>;
}

/** <title>, description, canonical, Open Graph (and JSON-LD) of a blog page. */
export function blogMeta(seo: BlogSeo): MetaDescriptor[] {
  const title = seo.siteName && seo.title !== seo.siteName ? `${seo.title} | ${seo.siteName}` : seo.title;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { property: 'og:type', content: seo.type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:site_name', content: seo.siteName },
    ...languageTags(seo.canonical, seo.lang, seo.languagePaths),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.publishedTime) tags.push({ property: 'article:published_time', content: seo.publishedTime });
  if (seo.author) tags.push({ property: 'article:author', content: seo.author });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

interface BlogPostingInput {
  url: string;
  title: string;
  description: string;
  image?: string;
  datePublished: string;
  author: string;
  siteName: string;
  origin: string;
  lang: Language;
}

/** schema.org BlogPosting of one post. */
export function blogPostingJsonLd(post: BlogPostingInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    ...(post.image ? { image: [post.image] } : {}),
    datePublished: post.datePublished,
    dateModified: post.datePublished,
    inLanguage: IN_LANGUAGE[post.lang],
    author: { '@type': 'Person', name: post.author || post.siteName },
    publisher: { '@type': 'Organization', name: post.siteName, url: post.origin },
  };
}
