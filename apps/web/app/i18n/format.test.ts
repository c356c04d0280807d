import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatPriceText, plural, quote } from './format';

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
