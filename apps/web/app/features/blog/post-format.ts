import { blogSlug, type Language, localized, type PublicBlogPost } from '@app/contracts';

/** The site path of a post: /blog/{slugified German title}-{id}. */
export function postPath(post: Pick<PublicBlogPost, 'id' | 'title_de'>): string {
  return `/blog/${blogSlug(post.title_de, post.id)}`;
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
  return {
    title: localized(post, 'title', lang),
    excerpt: localized(post, 'excerpt', lang),
    content: localized(post, 'content', lang),
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
