import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  it('returns the field in the requested language', () => {
    expect(localized({ title_de: 'Hallo', title_ru: 'Привет' }, 'title', 'ru')).toBe('Привет');
    expect(localized({ title_de: 'Hallo', title_ru: 'Привет' }, 'title', 'de')).toBe('Hallo');
  });

  it('falls back to German when the Russian text is missing or blank', () => {
    expect(localized({ title_de: 'Hallo', title_ru: '' }, 'title', 'ru')).toBe('Hallo');
    expect(localized({ title_de: 'Hallo', title_ru: '   ' }, 'title', 'ru')).toBe('Hallo');
    expect(localized({ title_de: 'Hallo' }, 'title', 'ru')).toBe('Hallo');
    expect(localized({}, 'title', 'ru')).toBe('');
  });
});
