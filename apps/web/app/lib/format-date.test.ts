import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

const intl = (lang: 'de' | 'ru', time: number) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
    new Date(time),
  );

describe('formatDate', () => {
  it('reads like the long date of Intl in Berlin time, in German and Russian', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z', 'de')).toBe('22. November 2026');
    expect(formatDate('2026-11-22T10:00:00.000Z', 'ru')).toBe('22 ноября 2026 г.');
    expect(formatDate('2026-03-01T12:00:00Z', 'de')).toBe('1. März 2026');
  });

  it('matches Intl (Europe/Berlin) every 7 hours for four years, summer time changes included', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 60 * 60 * 1000) {
      for (const lang of ['de', 'ru'] as const) {
        const iso = new Date(time).toISOString();
        if (formatDate(iso, lang) !== intl(lang, time)) mismatches.push(`${iso} ${lang}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('takes the Berlin date around midnight and at the summer time changes', () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(formatDate('2026-01-31T23:30:00Z', 'de')).toBe('1. Februar 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z', 'de')).toBe('2. März 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z', 'ru')).toBe('2 марта 2026 г.');
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
    ]) {
      expect(formatDate(iso, 'de'), iso).toBe(intl('de', Date.parse(iso)));
    }
    expect(formatDate('2026-10-24T22:30:00Z', 'de')).toBe('25. Oktober 2026');
  });

  it('answers an empty text for a date it cannot read', () => {
    expect(formatDate('', 'de')).toBe('');
    expect(formatDate('gestern', 'ru')).toBe('');
  });
});
