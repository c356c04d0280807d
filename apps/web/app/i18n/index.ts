import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '@app/contracts';
import { useRouteLoaderData } from 'react-router';

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

export function useLanguage(): Language {
  const data = useRouteLoaderData('root') as { lang?: Language } | undefined;
  return data?.lang ?? DEFAULT_LANGUAGE;
}
