import type { Language } from '@app/contracts';
import { useLanguage } from './index';

/**
 * One feature's texts in both languages. German is the reference: `ru` must have exactly the
 * shape of `de` (same keys, same function signatures), checked by the compiler.
 */
export interface Texts<T> {
  readonly de: T;
  readonly ru: T;
}

/**
 * Declares a feature's texts: `export const bookingTexts = defineTexts({ de: {...}, ru: {...} })`.
 * The type comes from `de`; a key missing from (or added to) `ru` is a compile error.
 */
export function defineTexts<T>(texts: { de: T; ru: NoInfer<T> }): Texts<T> {
  return texts;
}

/** The texts in the language of the page being rendered. */
export function useTexts<T>(texts: Texts<T>): T {
  return texts[useLanguage()];
}

/** The same outside React (loaders, meta, actions), for a known language. */
export function textsFor<T>(texts: Texts<T>, lang: Language): T {
  return texts[lang];
}
