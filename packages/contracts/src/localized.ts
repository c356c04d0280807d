import type { Language } from './language.ts';

type Localized<K extends string> = { [P in `${K}_de` | `${K}_ru`]?: string | null | undefined };

/**
 * Picks the `<field>_<lang>` value of a record; Russian falls back to German when it is missing
 * or blank (the spec's rule for every bilingual field).
 */
export function localized<K extends string>(record: Localized<K>, field: K, lang: Language): string {
  const de = (record as Record<string, string | null | undefined>)[`${field}_de`] ?? '';
  if (lang === 'de') return de;
  const ru = (record as Record<string, string | null | undefined>)[`${field}_ru`];
  return ru && ru.trim() !== '' ? ru : de;
}

/**
 * A location's name in a language: the Russian name on Russian pages when it has one. (Here, not
 * beside the location schemas: pages use it in the browser, and this module pulls in no zod.)
 */
export function locationName(location: { name: string; name_ru?: string }, lang: Language): string {
  return lang === 'ru' && location.name_ru ? location.name_ru : location.name;
}
