import { defineTexts } from '../../i18n/texts';

const de = {
  title: 'Cookies und Datenschutz',
  // One short paragraph (issue 32: the banner may cover at most a quarter of a phone's first
  // screen) that says what each choice does; the details are in the settings and the privacy page.
  summary:
    'Notwendige Speicherungen (Sprache, diese Wahl) sind immer aktiv. Nur mit Ihrer Zustimmung misst Google Analytics, welche Seiten besucht werden, und setzt dafür Cookies von Google.',
  privacyLink: 'Datenschutzerklärung',
  customize: 'Anpassen',
  rejectAll: 'Alle ablehnen',
  acceptAll: 'Alle akzeptieren',
  save: 'Auswahl speichern',
  cancel: 'Abbrechen',
  settingsTitle: 'Cookie-Einstellungen',
  necessary: 'Notwendig',
  necessaryText:
    'Speichert Ihre Sprache und diese Cookie-Wahl in Ihrem Browser. Ohne sie funktioniert die Website nicht; immer aktiv.',
  analytics: 'Analyse',
  analyticsText:
    'Google Analytics (Google Ireland) zählt Seitenaufrufe und wie die Website genutzt wird. Google setzt dafür Cookies (_ga) und erhält Angaben zu Ihrem Gerät und Browser; Daten können in die USA übermittelt werden.',
};

export const cookieTexts = defineTexts({
  de,
  ru: {
    title: 'Cookie и конфиденциальность',
    summary:
      'Необходимые записи (язык, этот выбор) включены всегда. Только с вашего согласия Google Analytics учитывает, какие страницы посещают, и ставит для этого cookie Google.',
    privacyLink: 'Политика конфиденциальности',
    customize: 'Настроить',
    rejectAll: 'Отклонить все',
    acceptAll: 'Принять все',
    save: 'Сохранить выбор',
    cancel: 'Отмена',
    settingsTitle: 'Настройки cookie',
    necessary: 'Необходимые',
    necessaryText: 'Сохраняют ваш язык и этот выбор cookie в браузере. Без них сайт не работает; включены всегда.',
    analytics: 'Аналитика',
    analyticsText:
      'Google Analytics (Google Ireland) считает просмотры страниц и то, как используется сайт. Для этого Google ставит cookie (_ga) и получает сведения о вашем устройстве и браузере; данные могут передаваться в США.',
  },
});
