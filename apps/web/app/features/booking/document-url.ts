import type { Language, SiteDocument } from '@app/contracts';

/** The document's file in the visitor's language, falling back to the general file (then the other language). */
export function documentUrl(doc: SiteDocument, lang: Language): string {
  const own = lang === 'ru' ? doc.file_url_ru : doc.file_url_de;
  const other = lang === 'ru' ? doc.file_url_de : doc.file_url_ru;
  return own || doc.file_url || other;
}
