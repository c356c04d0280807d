import { describe, expect, it } from 'vitest';
import { clientGalleryTexts } from './texts';

const { de, ru } = clientGalleryTexts;

describe('client gallery selection texts', () => {
  it('counts against the limits in German', () => {
    expect(de.selectedOf(3, 20)).toBe('3 von 20 ausgewählt');
    expect(de.limitRange(2, 3)).toBe('bitte 2 bis 3 Fotos');
    expect(de.limitMin(1)).toBe('mindestens 1 Foto');
    expect(de.needMore(1)).toBe('Bitte wählen Sie noch 1 Foto aus.');
    expect(de.needMore(4)).toBe('Bitte wählen Sie noch 4 Fotos aus.');
    expect(de.submitQuestion(1)).toMatch(/^Auswahl mit 1 Foto abschicken\?/);
  });

  it('uses the Russian plural forms (one, few, many) in each case', () => {
    expect(ru.selectedOf(3, 20)).toBe('Выбрано 3 из 20');
    expect(ru.limitRange(2, 21)).toBe('нужно от 2 до 21 фотографии');
    expect(ru.limitRange(2, 5)).toBe('нужно от 2 до 5 фотографий');
    expect(ru.limitMin(3)).toBe('нужно не меньше 3 фотографий');
    expect(ru.needMore(1)).toBe('Выберите ещё 1 фотографию.');
    expect(ru.needMore(3)).toBe('Выберите ещё 3 фотографии.');
    expect(ru.needMore(11)).toBe('Выберите ещё 11 фотографий.');
    expect(ru.tooMany(22)).toBe('Уберите из избранного 22 фотографии.');
    expect([1, 2, 5, 21].map(ru.photos)).toEqual(['1 фотография', '2 фотографии', '5 фотографий', '21 фотография']);
    expect([1, 3, 11].map(ru.favouriteCount)).toEqual(['1 избранное фото', '3 избранных фото', '11 избранных фото']);
  });
});
