import { type Language, sameSitePath } from '@app/contracts';
import { useLocation, useMatches } from 'react-router';

/**
 * What a page's loader may answer so that the language switcher, the language hint and the
 * hreflang tags lead to its own address in each language, where the two differ (a blog post's
 * Russian address has its own slug). The paths are written without the language prefix.
 */
export interface LanguagePaths {
  languagePaths: Record<Language, string>;
}

function hasLanguagePaths(data: unknown): data is LanguagePaths {
  return typeof data === 'object' && data !== null && 'languagePaths' in data;
}

/**
 * The address of the page being shown in another language: the page's own address there when
 * its loader named one (`languagePaths`), else the same path with the other prefix. The query
 * string is kept.
 */
export function usePageInLanguage(): (lang: Language) => string {
  const location = useLocation();
  const matches = useMatches();
  const named = matches.map((m) => m.loaderData).findLast(hasLanguagePaths)?.languagePaths;
  return (lang) => sameSitePath(lang, `${named ? named[lang] : location.pathname}${location.search}`);
}
