import { germanPath, LANGUAGES, type Language, localePath } from '@app/contracts';
import type { MetaDescriptor } from 'react-router';

const OG_LOCALE: Record<Language, string> = { de: 'de_DE', ru: 'ru_RU' };

/** schema.org `inLanguage` of a page in `lang`. */
export const IN_LANGUAGE: Record<Language, string> = { de: 'de-DE', ru: 'ru-RU' };

/** The absolute address of a site path in a language (`https://x.de` + `/ru/portfolio`). */
export function pageUrl(origin: string, lang: Language, path: string): string {
  return `${origin.replace(/\/+$/, '')}${localePath(lang, path)}`;
}

/**
 * The tags that tie a page's two languages together: a self-referencing canonical in the page's
 * language, `hreflang` alternates for German, Russian and `x-default` (the German address), and
 * the Open Graph URL and locales, and a schema.org WebPage with `inLanguage`. `url` is the page's canonical address in either language;
 * `paths` names the page's path in each language where they differ (a blog post's own Russian slug).
 */
export function languageTags(url: string, lang: Language, paths?: Record<Language, string>): MetaDescriptor[] {
  let origin = '';
  let path = url;
  try {
    const parsed = new URL(url);
    origin = parsed.origin;
    path = `${parsed.pathname}${parsed.search}`;
  } catch {
    // A site-relative address: kept relative.
  }
  const german = germanPath(path);
  const pathIn = (code: Language) => paths?.[code] ?? german;
  const canonical = pageUrl(origin, lang, pathIn(lang));
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: pageUrl(origin, code, pathIn(code)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: pageUrl(origin, 'de', pathIn('de')) },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    ...LANGUAGES.filter((code) => code !== lang).map((code) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[code],
    })),
    // The page itself for search engines, with its language (the business and posts add their own nodes).
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        '@id': canonical,
        url: canonical,
        inLanguage: IN_LANGUAGE[lang],
      },
    },
  ];
}
