import { FIXED_CITY_SLUGS, RESERVED_SLUGS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATIONS } from './locations.seed-data.ts';

describe('the seeded locations', () => {
  it('are the fixed city paths of the page registry, in their order', () => {
    expect(DEFAULT_LOCATIONS.map((l) => l.slug)).toEqual([...FIXED_CITY_SLUGS]);
  });

  it('take no reserved slug', () => {
    for (const { slug } of DEFAULT_LOCATIONS) expect(RESERVED_SLUGS).not.toContain(slug);
  });
});

/** A text's sentences and list items (not its headings), without markup, with every city's name (and its Russian case forms) as `#`. */
function sentences(html: string): string[] {
  const names = DEFAULT_LOCATIONS.flatMap((l) => [l.name, l.name_ru.slice(0, -1) || l.name_ru, l.name_ru]);
  const pattern = new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return html
    .replace(/<(h2|h3)>.*?<\/\1>/g, '\n') // headings name the city in one pattern on every page
    .replace(/<\/(p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(pattern, '#')
    .split(/[\n.!?:]/)
    .map((s) => s.replace(/[#\p{L}]*#[\p{L}]*/gu, '#').trim())
    .filter((s) => s.split(/\s+/).length >= 4);
}

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the seeded city texts', () => {
  for (const lang of ['de', 'ru'] as const) {
    it(`are each a page of their own in ${lang}: no sentence is another city's with the name swapped`, () => {
      const seen = new Map<string, string>();
      for (const location of DEFAULT_LOCATIONS) {
        // The meta description starts with the searched words ("Fotograf in …") on purpose; the page's own text may not repeat.
        const texts = [location[`content_${lang}`], location[`hero_subtitle_${lang}`]];
        for (const sentence of texts.flatMap(sentences)) {
          expect(seen.get(sentence) ?? location.slug, `"${sentence}"`).toBe(location.slug);
          seen.set(sentence, location.slug);
        }
      }
    });

    it(`say enough about the place to be worth a page (${lang}): at least 150 words and a list of places`, () => {
      for (const location of DEFAULT_LOCATIONS) {
        const content = location[`content_${lang}`];
        expect(words(content), location.slug).toBeGreaterThanOrEqual(150);
        expect(content.match(/<li><strong>/g)?.length ?? 0, location.slug).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
