import { createElement, type ReactNode, useMemo } from 'react';
import { useMatches } from 'react-router';

const SOFT_HYPHEN = '\u00AD';
const WORD = /\p{L}+/gu;

/**
 * Headings with soft hyphens in their long words (decision 052). The words come hyphenated from
 * the page's loaders (`hyphenation: hyphenationFor(lang, [...headings])`, lib/hyphenate.server.ts),
 * so the pattern files stay on the server and a client navigation gets the same breaks as a fresh
 * load. A heading whose words the loaders did not list is returned as it is.
 *
 * Use only for the visible text of a heading: never for titles, meta tags, JSON-LD, alt texts or
 * link addresses. Hyphenated text is wrapped in a `hyphens: manual` span (browsers with a
 * dictionary of their own add no other breaks); everything else keeps the headings' `hyphens: auto`.
 */
export function useHyphenation(): (text: string) => ReactNode {
  const matches = useMatches();
  return useMemo(() => {
    const words = new Map<string, string>();
    for (const match of matches) {
      const list = (match.loaderData as { hyphenation?: unknown } | undefined)?.hyphenation;
      if (!Array.isArray(list)) continue;
      for (const word of list) if (typeof word === 'string') words.set(word.replaceAll(SOFT_HYPHEN, ''), word);
    }
    return (text: string) => {
      if (words.size === 0) return text;
      const hyphenated = text.replace(WORD, (word) => words.get(word) ?? word);
      return hyphenated === text ? text : createElement('span', { className: 'hyphens-manual' }, hyphenated);
    };
  }, [matches]);
}
