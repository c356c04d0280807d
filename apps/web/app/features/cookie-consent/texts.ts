import { defineTexts } from '../../i18n/texts';

const de = {
  title: 'Cookies und Datenschutz',
  // Two short paragraphs: the banner should not cover a phone screen.
  necessaryNote: 'Notwendige Cookies halten diese Website am Laufen und sind immer aktiv.',
  choiceNote: 'Analyse-Cookies nur mit Ihrer Zustimmung – Ihre Wahl ändern Sie jederzeit im Seitenfuß.',
  privacyLink: 'Datenschutzerklärung',
  customize: 'Anpassen',
  rejectAll: 'Alle ablehnen',
  acceptAll: 'Alle akzeptieren',
  save: 'Auswahl speichern',
  cancel: 'Abbrechen',
  settingsTitle: 'Cookie-Einstellungen',
  necessary: 'Notwendig',
  necessaryText: 'Für Grundfunktionen wie Spracheinstellung und Ihre Cookie-Wahl. Immer aktiv.',
  analytics: 'Analyse',
  analyticsText: 'Anonyme Nutzungsstatistiken mit Google Analytics.',
  marketing: 'Marketing',
  marketingText: 'Inhalte und Werbung passend zu Ihren Interessen.',
  alwaysOn: 'immer aktiv',
};

export const cookieTexts = defineTexts({
  de,
  ru: {
    title: 'Cookie и конфиденциальность',
    necessaryNote: 'Необходимые cookie нужны для работы сайта и включены всегда.',
    choiceNote: 'Аналитические cookie – только с вашего согласия; выбор можно изменить внизу страницы.',
    privacyLink: 'Политика конфиденциальности',
    customize: 'Настроить',
    rejectAll: 'Отклонить все',
    acceptAll: 'Принять все',
    save: 'Сохранить выбор',
    cancel: 'Отмена',
    settingsTitle: 'Настройки cookie',
    necessary: 'Необходимые',
    necessaryText: 'Для базовых функций: выбор языка и ваше решение о cookie. Всегда включены.',
    analytics: 'Аналитика',
    analyticsText: 'Анонимная статистика посещений с помощью Google Analytics.',
    marketing: 'Маркетинг',
    marketingText: 'Контент и реклама с учётом ваших интересов.',
    alwaysOn: 'всегда включены',
  },
});
