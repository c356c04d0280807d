import { describe, expect, it } from 'vitest';
import { de } from './de';
import { languageCookie, languageFromCookieHeader } from './index';
import { ru } from './ru';
import { siteTexts } from './site-texts';

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('dictionaries', () => {
  it('give Russian every key German has, with a non-empty text', () => {
    expect(leaves(ru).sort()).toEqual(leaves(de).sort());
    for (const key of leaves(ru)) {
      const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ru);
      expect(text, key).not.toBe('');
    }
    expect(siteTexts.ru.notFound.title).not.toBe(siteTexts.de.notFound.title);
  });
});

describe('language cookie', () => {
  it('reads de or ru and falls back to German', () => {
    expect(languageFromCookieHeader('a=1; lang=ru; b=2')).toBe('ru');
    expect(languageFromCookieHeader('lang=de')).toBe('de');
    expect(languageFromCookieHeader('lang=fr')).toBe('de');
    expect(languageFromCookieHeader(null)).toBe('de');
    expect(languageCookie('ru')).toContain('lang=ru; Path=/');
  });
});
