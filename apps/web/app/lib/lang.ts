import { type Language, languageOfPath } from '@app/contracts';

/**
 * The language a server loader or action renders in: the address decides (`/ru/...` Russian,
 * everything else German). Pass React Router's `url` argument (the page's address, also for the
 * `.data` request of a client navigation), never the raw request address. The `lang` cookie only remembers
 * the visitor's choice (the language suggestion reads it); it never changes what a URL shows, so a
 * cached page is the same for everyone.
 */
export function pageLanguage(url: URL): Language {
  return languageOfPath(url.pathname);
}
