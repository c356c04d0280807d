import { describe, expect, it, vi } from 'vitest';
import { formatNumber, formatPrice, formatPriceText, plural, priceAmount, quote } from './format';

const photos = { one: '{n} Foto', other: '{n} Fotos' };
const фото = { one: '{n} фотография', few: '{n} фотографии', many: '{n} фотографий', other: '{n} фотографии' };

describe('format', () => {
  it('writes numbers and prices as each language does', () => {
    expect(formatNumber(1500, 'de')).toBe('1.500');
    expect(formatNumber(1500, 'ru')).toBe('1\u00a0500');
    expect(formatPrice(1500, 'de')).toBe('1.500\u00a0€');
    expect(formatPrice(1500, 'ru')).toBe('1\u00a0500\u00a0€');
    expect(formatPrice(99.5, 'de')).toBe('99,50\u00a0€');
  });

  it('writes out numbers exactly as Intl.NumberFormat does', () => {
    const values = [0, 1, 7, 42, 999, 1000, 1500, 9999, 10_000, 12_345, 100_000, 1_234_567, 12.5, 0.5, 99.99, 1500.05];
    // A fixed pseudo-random sequence (the same values every run): amounts of 1 to 9 digits with cents.
    let seed = 20261127;
    for (let i = 0; i < 300; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push(Math.round((seed / 2 ** 31) * 10 ** (1 + (i % 9)) * 100) / 100);
    }
    values.push(-5, 1.005, 1 / 3, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60);
    for (const lang of ['de', 'ru'] as const)
      for (const digits of [0, 2])
        for (const value of values) {
          const intl = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'ru-RU', {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
          expect(formatNumber(value, lang, digits), `${lang} ${digits} ${value}`).toBe(intl.format(value));
        }
  });

  it('formats page amounts without loading Intl.NumberFormat (its locale data costs the phone a long task)', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect([formatNumber(8, 'ru'), formatPrice(1500, 'ru'), formatPrice(99.5, 'de')]).toEqual([
        '8',
        '1\u00a0500\u00a0€',
        '99,50\u00a0€',
      ]);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('picks real plural forms', () => {
    expect(plural('de', 1, photos)).toBe('1 Foto');
    expect(plural('de', 5, photos)).toBe('5 Fotos');
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural('ru', n, фото))).toEqual([
      '1 фотография',
      '2 фотографии',
      '5 фотографий',
      '11 фотографий',
      '21 фотография',
      '22 фотографии',
      '25 фотографий',
    ]);
  });

  it('quotes in each language', () => {
    expect(quote('Schön', 'de')).toBe('„Schön“');
    expect(quote('Красиво', 'ru')).toBe('«Красиво»');
  });
});

describe('formatPriceText', () => {
  it('writes a typed price in each language’s own way', () => {
    expect(formatPriceText('ab 1.500 €', 'de')).toBe('ab\u00a01.500\u00a0€');
    expect(formatPriceText('ab 1.500 €', 'ru')).toBe('от\u00a01\u00a0500\u00a0€');
    expect(formatPriceText('ab 150 €', 'ru')).toBe('от\u00a0150\u00a0€');
    expect(formatPriceText('1500€', 'ru')).toBe('1\u00a0500\u00a0€');
    expect(formatPriceText('от 49,5 EUR', 'de')).toBe('ab\u00a049,50\u00a0€');
    expect(formatPriceText('150 - 300 €', 'ru')).toBe('150–300\u00a0€');
  });
  it('leaves text that is not a price as typed', () => {
    expect(formatPriceText('auf Anfrage', 'ru')).toBe('auf Anfrage');
    expect(formatPriceText('ab 150', 'ru')).toBe('ab 150');
  });
});

describe('priceAmount', () => {
  it('reads the euros of a typed price, and whether they are the least it costs', () => {
    expect(priceAmount('ab 1.500 €')).toEqual({ amount: 1500, from: true });
    expect(priceAmount('от 1 200 €')).toEqual({ amount: 1200, from: true });
    expect(priceAmount('150 €')).toEqual({ amount: 150, from: false });
    expect(priceAmount('49,50 EUR')).toEqual({ amount: 49.5, from: false });
    expect(priceAmount('150–300 €')).toEqual({ amount: 150, from: true });
    expect(priceAmount('auf Anfrage')).toBeNull();
  });
});
