import { describe, expect, it } from 'vitest';
import { hyphenateHeading, SOFT_HYPHEN } from './hyphenate.server';

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

describe('hyphenateHeading', () => {
  it('breaks long German compounds at their syllables', () => {
    expect(shown(hyphenateHeading('Hochzeitsfotografie', 'de'))).toBe('Hoch|zeits|fo|to|gra|fie');
    expect(shown(hyphenateHeading('Allgemeine Geschäftsbedingungen', 'de'))).toBe(
      'All|ge|mei|ne Ge|schäfts|be|din|gun|gen',
    );
  });

  it('breaks long Russian words by the Russian rules', () => {
    expect(shown(hyphenateHeading('Фотосессия', 'ru'))).toBe('Фо|то|сес|сия');
    // "Свадебная" has nine letters: below the threshold, whole.
    expect(shown(hyphenateHeading('Свадебная фотосъёмка', 'ru'))).toBe('Свадебная фо|то|съём|ка');
  });

  it('leaves short words, numbers, punctuation and the other language alone', () => {
    expect(hyphenateHeading('Über mich', 'de')).toBe('Über mich');
    expect(hyphenateHeading('Paket M · 1.500 €', 'de')).toBe('Paket M · 1.500 €');
    // German rules know no Cyrillic: the word stays whole rather than broken wrongly.
    expect(hyphenateHeading('Фотосессия', 'de')).toBe('Фотосессия');
  });

  it('keeps the plain text when the soft hyphens are taken out', () => {
    for (const [text, lang] of [
      ['Familien-Fotoshooting in Leipzig', 'de'],
      ['Достопримечательности Лейпцига', 'ru'],
    ] as const) {
      const result = hyphenateHeading(text, lang);
      expect(result).not.toBe(text);
      expect(result.replaceAll(SOFT_HYPHEN, '')).toBe(text);
    }
  });

  it('keeps breaks the author wrote', () => {
    expect(shown(hyphenateHeading(`Hochzeits${SOFT_HYPHEN}fotografie`, 'de'))).toBe('Hochzeits|fotografie');
  });

  it('answers the same string from its cache', () => {
    expect(hyphenateHeading('Hochzeitsreportage', 'de')).toBe(hyphenateHeading('Hochzeitsreportage', 'de'));
  });
});
