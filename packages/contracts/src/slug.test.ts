import { describe, expect, it } from 'vitest';
import { blogSlug, postIdFromSlug, postSlug, postSlugProblem, slugify } from './slug.ts';

describe('slugify', () => {
  it('follows the spec rule for umlauts, sharp s and other characters', () => {
    expect(slugify('Hochzeit & Feier')).toBe('hochzeit-feier');
    expect(slugify('Größe Über Äpfel')).toBe('groesse-ueber-aepfel');
    expect(slugify('  --KI Fotoshooting!!-- ')).toBe('ki-fotoshooting');
    expect(slugify('Straße 2025')).toBe('strasse-2025');
  });

  it('turns Cyrillic and other non a-z letters into hyphens that collapse', () => {
    expect(slugify('Свадьба')).toBe('');
    expect(slugify('Leipzig Свадьба Foto')).toBe('leipzig-foto');
  });
});

describe('blog slug', () => {
  const id = '65a1b2c3d4e5f60718293a4b';

  it('cuts the slugified German title to 50 characters and appends the id', () => {
    const title = 'Die schönsten Hochzeitsfotos im Herbst: zehn Tipps für das perfekte Paarshooting';
    const slug = blogSlug(title, id);
    expect(slug.endsWith(`-${id}`)).toBe(true);
    expect(slug.length).toBeLessThanOrEqual(50 + 1 + 24);
    expect(slug.startsWith('die-schoensten-hochzeitsfotos')).toBe(true);
  });

  it('reads the id back from the last segment, or takes the whole slug', () => {
    expect(postIdFromSlug(blogSlug('Ein Titel', id))).toBe(id);
    expect(postIdFromSlug(id)).toBe(id);
    expect(postIdFromSlug('kein-id-hier')).toBe('kein-id-hier');
  });
});

describe('a post slug of its own', () => {
  it('is a-z, 0-9 and single hyphens, not a reserved word, not ending in an id', () => {
    expect(postSlugProblem('winterhochzeit-in-gera')).toBeNull();
    expect(postSlugProblem('2027')).toBeNull();
    for (const slug of ['', 'Gross', 'a--b', '-a', 'a-', 'ä', 'a b', 'x'.repeat(101)]) {
      expect(postSlugProblem(slug), slug).toBe('invalid');
    }
    for (const slug of ['preview', 'feed', 'ru', '0123456789abcdef01234567', 'titel-0123456789abcdef01234567']) {
      expect(postSlugProblem(slug), slug).toBe('reserved');
    }
  });

  it('is the address when set, else the spec address from the German title and id', () => {
    const id = '0123456789abcdef01234567';
    expect(postSlug({ id, title_de: 'Hochzeit', slug: 'meine-hochzeit' })).toBe('meine-hochzeit');
    expect(postSlug({ id, title_de: 'Hochzeit', slug: '' })).toBe(`hochzeit-${id}`);
    // The spec address is still read as the id, so old links keep working.
    expect(postIdFromSlug(postSlug({ id, title_de: 'Hochzeit' }))).toBe(id);
  });
});
