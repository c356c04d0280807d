import { describe, expect, it } from 'vitest';
import { categoryLabel, FALLBACK_CATEGORIES } from './categories';

describe('portfolio categories', () => {
  it('falls back to the default categories without all, with the key events', () => {
    expect(FALLBACK_CATEGORIES.map((c) => c.slug)).toEqual([
      'wedding',
      'portrait',
      'events',
      'architecture',
      'restoration',
      'ai-photoshoot',
    ]);
  });

  it('labels an item by its category, the old key event as events, an unknown key by itself', () => {
    const loaded = [{ slug: 'events', name_de: 'Veranstaltungen', name_ru: 'Мероприятия' }];
    expect(categoryLabel('events', loaded, 'de')).toBe('Veranstaltungen');
    expect(categoryLabel('event', loaded, 'de')).toBe('Veranstaltungen');
    expect(categoryLabel('event', [], 'ru')).toBe('Мероприятия');
    expect(categoryLabel('travel', [], 'de')).toBe('Travel');
  });
});
