import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('lists absolute, escaped URLs with dates', () => {
    const xml = sitemapXml('https://example.org', [
      { path: '/' },
      { path: '/blog/a&b-1', lastmod: '2025-03-14T09:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://example.org/</loc>');
    expect(xml).toContain('<loc>https://example.org/ru</loc>');
    expect(xml).toContain('<loc>https://example.org/blog/a&amp;b-1</loc><lastmod>2025-03-14</lastmod>');
    expect(xml).toContain('<loc>https://example.org/ru/blog/a&amp;b-1</loc><lastmod>2025-03-14</lastmod>');
    // Each language version names every other one and the German default.
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://example.org/blog/a&amp;b-1"/><xhtml:link rel="alternate" hreflang="ru" href="https://example.org/ru/blog/a&amp;b-1"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/blog/a&amp;b-1"/>',
    );
  });
  it('keeps crawlers out of the back office and names the sitemap', () => {
    const txt = robotsTxt('https://example.org');
    expect(txt).toContain('Disallow: /admin');
    expect(txt).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});
