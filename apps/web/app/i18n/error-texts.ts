import type { ApiErrorCode, FieldError, FieldErrorCode, Language } from '@app/contracts';
import { defineTexts } from './texts';

type Params = Record<string, string | number> | undefined;
type Message = string | ((params: Params) => string);

interface ErrorTexts {
  api: Record<ApiErrorCode, string>;
  field: Record<FieldErrorCode, Message>;
  /** When the answer was no error answer at all (network down, a proxy's page). */
  unreachable: string;
}

/**
 * What a person reads for each error code the API answers (packages/contracts/src/errors.ts).
 * The back office shows the Russian texts; the public site those of the page's language.
 */
export const errorTexts = defineTexts<ErrorTexts>({
  de: {
    api: {
      bad_request: 'Die Anfrage konnte nicht verarbeitet werden.',
      validation_failed: 'Bitte prüfen Sie die markierten Felder.',
      unauthorized: 'Bitte melden Sie sich an.',
      forbidden: 'Dafür fehlt die Berechtigung.',
      not_found: 'Nicht gefunden.',
      conflict: 'Das wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
      payload_too_large: 'Die Datei oder der Text ist zu groß.',
      unsupported_media_type: 'Dieser Dateityp wird nicht unterstützt.',
      rate_limited: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
      unavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      insufficient_storage: 'Auf dem Server ist kein Speicherplatz mehr frei. Es wurde nichts gespeichert.',
      internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
      answer_mismatch:
        'Die Antwort des Servers passt nicht zu dieser Version der Seite. Bitte laden Sie die Seite neu.',
      'auth.invalid_credentials': 'Benutzername oder Passwort ist falsch.',
      'auth.locked': 'Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie einige Minuten.',
      'auth.session_expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
      'auth.wrong_current_password': 'Das aktuelle Passwort ist falsch.',
      'auth.password_rules': 'Das neue Passwort erfüllt die Regeln nicht.',
      'auth.reset_token_invalid': 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      'auth.busy': 'Gerade melden sich zu viele gleichzeitig an. Bitte versuchen Sie es in einigen Sekunden erneut.',
      'auth.totp_required': 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
      'auth.totp_invalid': 'Der Code ist falsch oder abgelaufen. Bitte geben Sie den aktuellen Code ein.',
      'upload.missing_file': 'Bitte wählen Sie eine Datei.',
      'upload.not_an_image': 'Nur JPEG-, PNG-, WebP- und AVIF-Bilder sind erlaubt.',
      'upload.unreadable_image': 'Das Bild konnte nicht gelesen werden (beschädigt oder unvollständig).',
      'upload.image_too_large': 'Das Bild ist zu groß.',
      'upload.too_many_pixels': 'Das Bild hat zu viele Pixel.',
      'upload.not_a_pdf': 'Nur PDF-Dateien sind erlaubt.',
      'upload.pdf_too_large': 'Die PDF-Datei ist größer als 10 MB.',
      'upload.pdf_unsafe': 'Die PDF-Datei enthält Skripte oder Aktionen und wird nicht angenommen.',
      'slug.taken': 'Diese Adresse ist bereits vergeben.',
      'slug.reserved': 'Diese Adresse ist für eine Seite der Website reserviert.',
      'slug.invalid': 'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
      'category.protected': 'Diese Kategorie kann nicht gelöscht werden.',
      'category.in_use': 'Diese Kategorie wird noch von Projekten verwendet.',
      'idempotency.bad_key': 'Die Anfrage konnte nicht zugeordnet werden. Bitte laden Sie die Seite neu.',
      'booking.date_unavailable': 'Dieser Termin ist leider nicht mehr frei. Bitte wählen Sie einen anderen Tag.',
      'booking.invalid_transition': 'Dieser Schritt ist im aktuellen Status der Anfrage nicht möglich.',
      'booking.nothing_to_undo':
        'Hier gibt es nichts mehr rückgängig zu machen: die Zeit ist abgelaufen oder die Anfrage wurde inzwischen geändert.',
      mail_already_sent: 'Die E-Mail ist schon verschickt: die Entscheidung bleibt bestehen.',
      'booking.link_invalid':
        'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon benutzt. Senden Sie die Anfrage bei Bedarf einfach neu.',
      'idempotency.key_reused':
        'Diese Anfrage wurde bereits mit anderem Inhalt gesendet. Bitte laden Sie die Seite neu und senden Sie sie erneut.',
      'settings.changed_elsewhere':
        'Das wurde inzwischen in einem anderen Tab oder Fenster geändert. Bitte laden Sie die Liste neu.',
      'mail.not_configured': 'Der E-Mail-Versand ist nicht eingerichtet.',
      'mail.connection_failed': 'Der Mailserver ist nicht erreichbar. Bitte prüfen Sie Server und Port.',
      'mail.auth_failed': 'Der Mailserver hat Benutzername oder Passwort abgelehnt.',
      'mail.send_failed': 'Die E-Mail konnte nicht gesendet werden.',
      'gallery.expired': 'Diese Galerie ist abgelaufen.',
      'gallery.password_required': 'Diese Galerie ist mit einem Passwort geschützt.',
      'gallery.wrong_password': 'Das Passwort ist nicht richtig.',
      'gallery.selection_submitted': 'Ihre Auswahl ist abgeschickt und kann nicht mehr geändert werden.',
      'gallery.too_few_favourites': 'Bitte wählen Sie mehr Fotos aus.',
      'gallery.too_many_favourites': 'Bitte wählen Sie weniger Fotos aus.',
      'gallery.downloads_off': 'Downloads sind für diese Galerie ausgeschaltet.',
      'gallery.no_client_email':
        'Für diese Galerie ist keine E-Mail-Adresse hinterlegt, an die die Bestätigung gehen kann.',
      'gallery.confirmation_invalid': 'Dieser Bestätigungslink ist nicht (mehr) gültig.',
    },
    field: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      too_short: (p) => `Bitte mindestens ${p?.minimum ?? ''} Zeichen eingeben.`,
      too_long: (p) => `Höchstens ${p?.maximum ?? ''} Zeichen.`,
      too_small: (p) => `Der Wert muss mindestens ${p?.minimum ?? ''} sein.`,
      too_big: (p) => `Der Wert darf höchstens ${p?.maximum ?? ''} sein.`,
      invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      invalid_url: 'Bitte geben Sie eine gültige Adresse (URL) ein.',
      invalid_date: 'Bitte geben Sie ein gültiges Datum ein.',
      invalid_format: 'Das Format ist ungültig.',
      invalid_choice: 'Bitte wählen Sie einen Eintrag aus der Liste.',
      invalid_value: 'Dieser Wert ist ungültig.',
      must_accept: 'Bitte stimmen Sie zu, um fortzufahren.',
      password_rules: 'Das Passwort erfüllt die Regeln nicht.',
      slug_taken: 'Diese Adresse ist bereits vergeben.',
      slug_reserved: 'Diese Adresse ist für eine Seite der Website reserviert.',
      date_unavailable: 'Dieser Termin ist leider nicht frei. Bitte wählen Sie einen anderen.',
      address_not_public:
        'Diese Adresse wird nicht abgerufen: nur http(s) zu einer öffentlichen Adresse, kein lokales oder privates Netz.',
    },
    unreachable: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  ru: {
    api: {
      bad_request: 'Запрос не удалось обработать.',
      validation_failed: 'Проверьте отмеченные поля.',
      unauthorized: 'Пожалуйста, войдите в систему.',
      forbidden: 'Недостаточно прав.',
      not_found: 'Не найдено.',
      conflict: 'Данные были изменены. Обновите страницу.',
      payload_too_large: 'Файл или текст слишком большой.',
      unsupported_media_type: 'Этот тип файла не поддерживается.',
      rate_limited: 'Слишком много попыток. Подождите немного и попробуйте снова.',
      unavailable: 'Сервис временно недоступен. Попробуйте позже.',
      insufficient_storage: 'На сервере закончилось место. Ничего не сохранено.',
      internal: 'Произошла непредвиденная ошибка. Попробуйте позже.',
      answer_mismatch: 'Ответ сервера не соответствует этой версии страницы. Обновите страницу.',
      'auth.invalid_credentials': 'Неверное имя пользователя или пароль.',
      'auth.locked': 'Слишком много неудачных попыток входа. Подождите несколько минут.',
      'auth.session_expired': 'Сеанс истёк. Войдите снова.',
      'auth.wrong_current_password': 'Текущий пароль неверен.',
      'auth.password_rules': 'Новый пароль не соответствует требованиям.',
      'auth.reset_token_invalid': 'Ссылка недействительна или устарела. Запросите новую.',
      'auth.busy': 'Сейчас слишком много одновременных попыток входа. Повторите через несколько секунд.',
      'auth.totp_required': 'Введите 6-значный код из приложения-аутентификатора.',
      'auth.totp_invalid': 'Код неверный или устарел. Введите текущий код из приложения.',
      'upload.missing_file': 'Выберите файл.',
      'upload.not_an_image': 'Разрешены только изображения JPEG, PNG, WebP и AVIF.',
      'upload.unreadable_image': 'Не удалось прочитать изображение (файл повреждён или неполный).',
      'upload.image_too_large': 'Изображение слишком большое.',
      'upload.too_many_pixels': 'В изображении слишком много пикселей.',
      'upload.not_a_pdf': 'Разрешены только PDF файлы',
      'upload.pdf_too_large': 'Размер файла не должен превышать 10 МБ',
      'upload.pdf_unsafe': 'PDF содержит скрипты или действия и не может быть загружен.',
      'slug.taken': 'Этот адрес уже занят.',
      'slug.reserved': 'Этот адрес зарезервирован для страницы сайта.',
      'slug.invalid': 'Адрес может содержать только строчные латинские буквы, цифры и дефисы.',
      'category.protected': 'Эту категорию нельзя удалить.',
      'category.in_use': 'Эта категория используется в проектах.',
      'idempotency.bad_key': 'Запрос не удалось сопоставить. Обновите страницу.',
      'booking.date_unavailable': 'К сожалению, эта дата уже занята. Пожалуйста, выберите другой день.',
      'booking.invalid_transition': 'В текущем статусе заявки этот шаг невозможен.',
      'booking.nothing_to_undo': 'Отменять уже нечего: время вышло или заявку тем временем изменили.',
      mail_already_sent: 'Письмо уже отправлено: решение остаётся в силе.',
      'booking.link_invalid':
        'Ссылка для подтверждения недействительна, устарела или уже использована. При необходимости просто отправьте заявку снова.',
      'idempotency.key_reused':
        'Этот запрос уже был отправлен с другим содержанием. Обновите страницу и отправьте снова.',
      'settings.changed_elsewhere': 'Тем временем это изменили в другой вкладке или окне. Обновите список.',
      'mail.not_configured': 'Отправка почты не настроена.',
      'mail.connection_failed': 'Почтовый сервер недоступен. Проверьте сервер и порт.',
      'mail.auth_failed': 'Почтовый сервер отклонил имя пользователя или пароль.',
      'mail.send_failed': 'Не удалось отправить письмо.',
      'gallery.expired': 'Срок действия галереи истёк.',
      'gallery.password_required': 'Галерея защищена паролем.',
      'gallery.wrong_password': 'Неверный пароль.',
      'gallery.selection_submitted': 'Выбор отправлен, изменить его больше нельзя.',
      'gallery.too_few_favourites': 'Выберите больше фотографий.',
      'gallery.too_many_favourites': 'Выберите меньше фотографий.',
      'gallery.downloads_off': 'Скачивание для этой галереи выключено.',
      'gallery.no_client_email': 'Для этой галереи не указан адрес e-mail, на который можно отправить подтверждение.',
      'gallery.confirmation_invalid': 'Эта ссылка для подтверждения недействительна.',
    },
    field: {
      required: 'Заполните это поле.',
      too_short: (p) => `Введите не менее ${p?.minimum ?? ''} символов.`,
      too_long: (p) => `Не более ${p?.maximum ?? ''} символов.`,
      too_small: (p) => `Значение должно быть не меньше ${p?.minimum ?? ''}.`,
      too_big: (p) => `Значение должно быть не больше ${p?.maximum ?? ''}.`,
      invalid_email: 'Введите корректный адрес электронной почты.',
      invalid_url: 'Введите корректный адрес (URL).',
      invalid_date: 'Введите корректную дату.',
      invalid_format: 'Неверный формат.',
      invalid_choice: 'Выберите вариант из списка.',
      invalid_value: 'Недопустимое значение.',
      must_accept: 'Подтвердите согласие, чтобы продолжить.',
      password_rules: 'Пароль не соответствует требованиям.',
      slug_taken: 'Этот адрес уже занят.',
      slug_reserved: 'Этот адрес зарезервирован для страницы сайта.',
      date_unavailable: 'К сожалению, эта дата недоступна. Пожалуйста, выберите другую.',
      address_not_public:
        'Этот адрес не загружается: только http(s) на публичный адрес, не локальная или частная сеть.',
    },
    unreachable: 'Сервер недоступен. Проверьте подключение и попробуйте снова.',
  },
});

/** The text for one field's error. */
export function fieldErrorText(error: Pick<FieldError, 'code' | 'params'>, lang: Language): string {
  const message = errorTexts[lang].field[error.code];
  return typeof message === 'function' ? message(error.params) : message;
}
