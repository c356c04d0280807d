import type { Language } from '@app/contracts';
import { languageFromCookieHeader } from '../i18n';

/** The language a server loader renders in: the visitor's cookie, German by default. */
export function requestLanguage(request: Request): Language {
  return languageFromCookieHeader(request.headers.get('cookie'));
}
