import type { Language } from '@app/contracts';
import german from 'hyphenation.de';
import russian from 'hyphenation.ru';
import Hypher from 'hypher';

/**
 * Soft hyphens for headings, inserted on the server (decision 052): browsers break a long German
 * compound or Russian word at one of them with a visible hyphen, also where they have no
 * hyphenation dictionary of their own (Chromium on Linux) and without JavaScript. The pattern
 * files (120 kB) never reach the browser: loaders hand the pages the hyphenated strings.
 *
 * Only for text drawn as a heading: never for `<title>`, meta tags, JSON-LD, alt texts or
 * addresses (a soft hyphen copied into them is a character that does not belong there).
 */
export const SOFT_HYPHEN = '\u00AD';

/**
 * Shorter words fit a heading line on a 360 px phone whole (the widest, a 48 px Cormorant h1, holds
 * about 14 letters), so they keep their plain spelling in the page's text and accessible name.
 */
const HYPHENATE_FROM_LETTERS = 10;

const engines: Record<Language, Hypher> = { de: new Hypher(german), ru: new Hypher(russian) };
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;
const WORD = /\p{L}+/gu;

/** `text` with soft hyphens in each word of at least HYPHENATE_FROM_LETTERS letters, in `lang`'s rules. */
export function hyphenateHeading(text: string, lang: Language): string {
  if (text.includes(SOFT_HYPHEN)) return text; // the author chose the breaks
  const key = `${lang}:${text}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const engine = engines[lang];
  const result = text.replace(WORD, (word) =>
    word.length < HYPHENATE_FROM_LETTERS ? word : engine.hyphenate(word).join(SOFT_HYPHEN),
  );
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, result);
  return result;
}

/**
 * The long words of a page's headings, hyphenated, for its loader to hand to `useHyphenation`
 * (lib/hyphenation.ts): the page renders the same soft hyphens on the server, in hydration and
 * after a client navigation, without the patterns in the browser.
 */
export function hyphenationFor(lang: Language, headings: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const heading of headings) {
    for (const word of heading?.match(WORD) ?? []) {
      if (word.length < HYPHENATE_FROM_LETTERS) continue;
      const hyphenated = hyphenateHeading(word, lang);
      if (hyphenated !== word) words.add(hyphenated);
    }
  }
  return [...words];
}
