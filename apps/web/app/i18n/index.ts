import { DEFAULT_LANGUAGE, type Language, languageOfPath, parseLanguage } from '@app/contracts';
import { useLocation } from 'react-router';

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language chosen by the visitor's cookie; German when none (or an unknown one) is set. */
export function languageFromCookieHeader(header: string | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return parseLanguage(value);
  }
  return DEFAULT_LANGUAGE;
}

export function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language of a page by its address: `/ru/...` Russian, the back office Russian (spec), else German. */
export function documentLanguage(pathname: string): Language {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'ru' : languageOfPath(pathname);
}

/**
 * The language of the page in view, from its address alone: also right on an error screen whose
 * loaders failed, and never carried over from another page's data.
 */
export function useLanguage(): Language {
  return documentLanguage(useLocation().pathname);
}

/**
 * Remembers the visitor's choice of language (the spec's localStorage key and the cookie the
 * /language form sets): the language suggestion does not ask someone who has chosen.
 */
export function rememberLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be off (private mode): the cookie still remembers.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server's /language action too
  document.cookie = languageCookie(lang);
}

/** The language the visitor chose earlier (kept with the choice), or null when they never chose. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored === null ? null : parseLanguage(stored);
  } catch {
    return null;
  }
}
