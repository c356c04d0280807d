import { describe, expect, it } from 'vitest';
import { ApiError, codeText, errorMessage, fieldErrorsOf, formErrorText } from './errors';
import { fieldLabel } from './field-labels';

const refusedTitle = {
  detail: 'Invalid input: title_de: Too big',
  code: 'validation_failed',
  errors: [
    { path: 'title_de', code: 'too_long', message: 'Too big', params: { maximum: 300 } },
    { path: 'title_de', code: 'required', message: 'Required' },
    { path: 'hero_image', code: 'invalid_url', message: 'Invalid URL' },
  ],
};

describe('what the back office shows for an error answer', () => {
  it('is the Russian text of the answer’s code, never its English detail', () => {
    const error = ApiError.fromAnswer(401, {
      detail: 'Incorrect username or password',
      code: 'auth.invalid_credentials',
    });
    expect(error.text).toBe('Неверное имя пользователя или пароль.');
    expect(error.message).toBe(error.text);
    expect(error.code).toBe('auth.invalid_credentials');
    expect(ApiError.fromAnswer(413, { detail: 'x', code: 'upload.pdf_too_large' }).text).toBe(
      'Размер файла не должен превышать 10 МБ',
    );
  });

  it('keeps the first refusal per field in Russian and names the first field in its text', () => {
    const error = ApiError.fromAnswer(422, refusedTitle);
    expect(error.fields).toEqual({
      title_de: 'Не более 300 символов.',
      hero_image: 'Введите корректный адрес (URL).',
    });
    expect(error.text).toBe('Заголовок (нем.): не более 300 символов.');
  });

  it('gives an answer without a code the generic text of its status, a gateway’s page the unreachable one', () => {
    expect(ApiError.fromAnswer(404, { detail: 'Not Found' }).text).toBe('Не найдено.');
    expect(ApiError.fromAnswer(422, { detail: [{ msg: 'field required' }] }).text).toBe('Проверьте отмеченные поля.');
    expect(ApiError.fromAnswer(500, 'connect ECONNREFUSED 127.0.0.1:2599').text).toBe(
      'Произошла непредвиденная ошибка. Попробуйте позже.',
    );
    expect(ApiError.fromAnswer(418, null).text).toBe('Произошла непредвиденная ошибка. Попробуйте позже.');
    expect(ApiError.fromAnswer(502, '<html>Bad Gateway</html>').text).toBe(
      'Сервер недоступен. Проверьте подключение и попробуйте снова.',
    );
    // An unknown code is no code.
    expect(ApiError.fromAnswer(409, { detail: 'Taken', code: 'some.new_code' }).text).toBe(
      'Данные были изменены. Обновите страницу.',
    );
  });
});

describe('errorMessage', () => {
  it('is the ApiError’s text, the unreachable text for a failed fetch, otherwise the fallback', () => {
    expect(errorMessage(ApiError.fromAnswer(409, { detail: 'x', code: 'slug.taken' }))).toBe('Этот адрес уже занят.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'Сервер недоступен. Проверьте подключение и попробуйте снова.',
    );
    expect(errorMessage(new Error('No URL in upload response'))).toBe(
      'Произошла непредвиденная ошибка. Попробуйте позже.',
    );
    expect(errorMessage('x', 'Ошибка')).toBe('Ошибка');
  });
});

describe('a form that shows refused fields beside them', () => {
  it('says the code’s text when every refused field is shown, else names the first one not shown', () => {
    const error = ApiError.fromAnswer(422, refusedTitle);
    expect(formErrorText(error, ['title_de', 'hero_image'])).toBe('Проверьте отмеченные поля.');
    expect(formErrorText(error, ['title_de'])).toBe('Изображение в шапке: введите корректный адрес (URL).');
    expect(formErrorText(ApiError.unreachable(), ['title_de'])).toBe(
      'Сервер недоступен. Проверьте подключение и попробуйте снова.',
    );
    expect(formErrorText(new Error('boom'), [])).toBe('Произошла непредвиденная ошибка. Попробуйте позже.');
  });

  it('gets the refused fields of an ApiError and none of anything else', () => {
    expect(fieldErrorsOf(ApiError.fromAnswer(422, refusedTitle)).title_de).toBe('Не более 300 символов.');
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('fieldLabel', () => {
  it('names a field in Russian with its language, nested paths by their last known part, unknown ones as they are', () => {
    expect(fieldLabel('title_ru')).toBe('Заголовок (рус.)');
    expect(fieldLabel('services.2.tariffs.0.price')).toBe('Цена');
    expect(fieldLabel('services.1.name_de')).toBe('Название (нем.)');
    expect(fieldLabel('vatId')).toBe('Номер плательщика НДС (USt-IdNr.)');
    expect(fieldLabel('something_new')).toBe('something_new');
  });
});

describe('codeText', () => {
  it('is the code’s Russian text, or the fallback code’s when the answer named none', () => {
    expect(codeText('mail.connection_failed', 'mail.send_failed')).toBe(
      'Почтовый сервер недоступен. Проверьте сервер и порт.',
    );
    expect(codeText(undefined, 'mail.send_failed')).toBe('Не удалось отправить письмо.');
  });
});
