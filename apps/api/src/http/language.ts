import type { Language } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

/** The language the visitor uses on the site (the `lang` cookie the pages set); German by default. */
export function visitorLanguage(request: FastifyRequest): Language {
  return /(?:^|;\s*)lang=ru(?:;|$)/.test(request.headers.cookie ?? '') ? 'ru' : 'de';
}
