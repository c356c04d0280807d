import { describe, expect, it } from 'vitest';
import { isErrorText } from './ui';

describe('status banner style', () => {
  it("is an error when the text contains 'Error', 'not match' or 'must' (or their Russian counterparts)", () => {
    expect(isErrorText('Error updating settings')).toBe(true);
    expect(isErrorText('Passwords do not match')).toBe(true);
    expect(isErrorText('ID must start with G-')).toBe(true);
    expect(isErrorText('Ошибка при изменении пароля')).toBe(true);
    expect(isErrorText('Новые пароли не совпадают')).toBe(true);
    expect(isErrorText('Неверный текущий пароль')).toBe(true);
  });

  it('is a success otherwise', () => {
    expect(isErrorText('Пароль успешно изменен!')).toBe(false);
    expect(isErrorText('Изображение загружено успешно! Не забудьте сохранить настройки.')).toBe(false);
    expect(isErrorText('Документ успешно создан')).toBe(false);
  });
});
