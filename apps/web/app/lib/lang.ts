import { type Language, languageOfPath } from '@app/contracts';

/**
 * The language a server loader renders in: the address decides (`/ru/...` Russian, everything
 * else German). The `lang` cookie only remembers the visitor's choice (the language suggestion
 * reads it); it never changes what a URL shows, so a cached page is the same for everyone.
 */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
