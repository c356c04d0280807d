import { isLanguage, type Language } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language the visitor uses on the site, for the mails they get: the page they sent a form
 * from says it in `Content-Language` (the web app's form actions set it from the page's address,
 * /ru/... or German); an API client without it is read from the `lang` cookie the switcher keeps;
 * German by default.
 */
export function visitorLanguage(request: FastifyRequest): Language {
  const declared = String(request.headers['content-language'] ?? '')
    .trim()
    .toLowerCase()
    .split(/[-,\s]/)[0];
  if (isLanguage(declared)) return declared;
  return /(?:^|;\s*)lang=ru(?:;|$)/.test(request.headers.cookie ?? '') ? 'ru' : 'de';
}
