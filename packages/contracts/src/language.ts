// Zod-free on purpose: the visitor's bundle imports these, and zod must stay out of it (size, and
// zod's JIT probe `new Function` would trip the Content-Security-Policy).

export const LANGUAGES = ['de', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
