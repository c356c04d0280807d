import { LANGUAGES, localePath } from '@app/contracts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

export interface SitemapEntry {
  /** The page's German path; the Russian address is made from it. */
  path: string;
  /** The page's path in each language where they differ (a blog post's Russian slug). */
  paths?: Record<(typeof LANGUAGES)[number], string>;
  lastmod?: string;
}

/**
 * The sitemap: every page in both languages, each `<url>` naming all its language versions with
 * `xhtml:link` alternates (Google's format for hreflang in sitemaps), German as `x-default`.
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const url = (lang: (typeof LANGUAGES)[number], path: string) => escapeXml(`${origin}${localePath(lang, path)}`);
  const urls = entries.flatMap((e) => {
    const pathIn = (lang: (typeof LANGUAGES)[number]) => e.paths?.[lang] ?? e.path;
    const alternates = [
      ...LANGUAGES.map((code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${url(code, pathIn(code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('de', pathIn('de'))}"/>`,
    ].join('');
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod>` : '';
    return LANGUAGES.map((lang) => `  <url><loc>${url(lang, pathIn(lang))}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
