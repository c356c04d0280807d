import { describe, expect, it } from 'vitest';
import { photoCount } from './texts';

describe('photoCount', () => {
  it('uses Foto/Fotos in German', () => {
    expect(photoCount(1, 'de')).toBe('1 Foto');
    expect(photoCount(0, 'de')).toBe('0 Fotos');
    expect(photoCount(12, 'de')).toBe('12 Fotos');
  });
  it('uses the Russian plural forms', () => {
    expect(photoCount(1, 'ru')).toBe('1 фотография');
    expect(photoCount(21, 'ru')).toBe('21 фотография');
    expect(photoCount(3, 'ru')).toBe('3 фотографии');
    expect(photoCount(22, 'ru')).toBe('22 фотографии');
    expect(photoCount(5, 'ru')).toBe('5 фотографий');
    expect(photoCount(11, 'ru')).toBe('11 фотографий');
    expect(photoCount(14, 'ru')).toBe('14 фотографий');
  });
});
