import { LANGUAGES, type Language, localized, type PublicBlogPost, postSlugIn } from '@app/contracts';

type PostAddress = Pick<PublicBlogPost, 'id' | 'title_de' | 'title_ru' | 'slug'>;

/**
 * The site path of a post in a language, without the language prefix: German /blog/{its own slug},
 * else /blog/{slugified German title}-{id}; Russian /blog/{transliterated Russian title}-{id}.
 */
export function postPath(post: PostAddress, lang: Language): string {
  return `/blog/${postSlugIn(lang, post)}`;
}

/** The post's path in each language (for the language switcher, hreflang and the sitemap). */
export function postPaths(post: PostAddress): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((code) => [code, postPath(post, code)])) as Record<Language, string>;
}

/** Plain-text content split into paragraphs at newlines (blank lines dropped). */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A post's texts in the visitor's language (German where the Russian field is empty). */
export function postTexts(post: PublicBlogPost, lang: Language) {
  const title = localized(post, 'title', lang);
  const excerpt = localized(post, 'excerpt', lang);
  return {
    title,
    excerpt,
    content: localized(post, 'content', lang),
    /** For search engines: the post's SEO title and description in this language, else its title and excerpt. */
    seoTitle: post[`seo_title_${lang}`].trim() || title,
    seoDescription: post[`seo_description_${lang}`].trim() || excerpt,
  };
}

/** An absolute URL for a site-relative path (media URLs are stored as /media/...). */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The image to show in link previews: a JPEG variant about 1200 px wide, else the stored image. */
export function shareImage(post: Pick<PublicBlogPost, 'image' | 'photo'>): string {
  const jpeg = (post.photo?.variants ?? []).filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  const pick = jpeg.find((v) => v.width >= 1200) ?? jpeg.at(-1);
  return pick?.url ?? post.photo?.url ?? post.image;
}
