import { describe, expect, it } from 'vitest';
import { blogSlug, postIdFromSlug, slugify } from './slug.ts';

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
