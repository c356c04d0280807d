import { plural } from '../../i18n/format';
import { defineTexts } from '../../i18n/texts';

/** Texts of the reviews page and the review form. `ru` must have every key `de` has. */
const de = {
  meta: {
    title: 'Kundenbewertungen',
    description:
      'Was Brautpaare, Familien und Unternehmen über die Zusammenarbeit sagen: echte Bewertungen zu Hochzeits-, Porträt- und Eventfotografie.',
  },
  hero: {
    eyebrow: 'Bewertungen',
    title: 'Was meine Kunden sagen',
    intro: 'Ehrliche Worte von Menschen, deren besondere Momente ich festhalten durfte.',
  },
  stats: {
    label: 'Zahlen und Fakten',
    average: 'Durchschnittliche Bewertung',
    customers: 'Zufriedene Kunden',
    recommendation: 'Weiterempfehlung',
    years: 'Jahre Erfahrung',
  },
  list: {
    label: 'Bewertungen',
    empty: 'Noch keine Bewertungen vorhanden. Seien Sie die erste Person, die ihre Erfahrung teilt!',
    stars: (n: number) => `${n} von 5 Sternen`,
    writtenIn: { de: 'Auf Deutsch verfasst', ru: 'Auf Russisch verfasst' },
  },
  pagination: {
    label: 'Seiten der Bewertungen',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: (n: number) => `Seite ${n}`,
  },
  cta: {
    button: 'Erfahrung teilen',
  },
  form: {
    title: 'Ihre Erfahrung teilen',
    description: 'Ihre Bewertung wird nach einer kurzen Prüfung veröffentlicht.',
    name: 'Name',
    email: 'E-Mail',
    emailHint: '(wird nicht veröffentlicht)',
    rating: 'Bewertung',
    ratingOption: (n: number) => plural('de', n, { one: '{n} Stern', other: '{n} Sterne' }),
    service: 'Leistung',
    servicePlaceholder: 'Bitte eine Leistung wählen',
    text: 'Ihre Bewertung',
    textPlaceholder: 'Wie war das Shooting, wie gefallen Ihnen die Bilder?',
    requiredNote: 'Alle Felder sind Pflichtfelder.',
    required: 'Pflichtfeld',
    honeypot: 'Bitte dieses Feld leer lassen',
    writeTitle: 'Ihre Bewertung schreiben',
    submit: 'Bewertung senden',
    sending: 'Wird gesendet …',
    cancel: 'Abbrechen',
    close: 'Schließen',
    error: 'Fehler beim Senden der Bewertung. Bitte versuchen Sie es später erneut.',
    thanksTitle: 'Vielen Dank für Ihre Bewertung!',
    thanksText: 'Sie erscheint auf der Seite, sobald sie geprüft und freigegeben wurde.',
  },
};

export type ReviewTexts = typeof de;

const ru: ReviewTexts = {
  meta: {
    title: 'Отзывы клиентов',
    description:
      'Что говорят молодожёны, семьи и компании о совместной работе: настоящие отзывы о свадебной, портретной и репортажной съёмке.',
  },
  hero: {
    eyebrow: 'Отзывы',
    title: 'Что говорят мои клиенты',
    intro: 'Искренние слова людей, чьи особенные моменты мне довелось запечатлеть.',
  },
  stats: {
    label: 'Цифры и факты',
    average: 'Средняя оценка',
    customers: 'Довольных клиентов',
    recommendation: 'Рекомендуют меня',
    years: 'Лет опыта',
  },
  list: {
    label: 'Отзывы',
    empty: 'Пока нет ни одного отзыва. Станьте первым, кто поделится впечатлениями!',
    stars: (n: number) => `${n} из 5 звёзд`,
    writtenIn: { de: 'Написан на немецком', ru: 'Написан на русском' },
  },
  pagination: {
    label: 'Страницы отзывов',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: (n: number) => `Страница ${n}`,
  },
  cta: {
    button: 'Поделиться впечатлениями',
  },
  form: {
    title: 'Поделиться впечатлениями',
    description: 'Ваш отзыв будет опубликован после короткой проверки.',
    name: 'Имя',
    email: 'Электронная почта',
    emailHint: '(не публикуется)',
    rating: 'Оценка',
    ratingOption: (n: number) =>
      plural('ru', n, { one: '{n} звезда', few: '{n} звезды', many: '{n} звёзд', other: '{n} звезды' }),
    service: 'Услуга',
    servicePlaceholder: 'Выберите услугу',
    text: 'Ваш отзыв',
    textPlaceholder: 'Как прошла съёмка, нравятся ли вам фотографии?',
    requiredNote: 'Все поля обязательны для заполнения.',
    required: 'Обязательное поле',
    honeypot: 'Оставьте это поле пустым',
    writeTitle: 'Написать отзыв',
    submit: 'Отправить отзыв',
    sending: 'Отправка…',
    cancel: 'Отмена',
    close: 'Закрыть',
    error: 'Ошибка при отправке отзыва. Пожалуйста, попробуйте позже.',
    thanksTitle: 'Спасибо за ваш отзыв!',
    thanksText: 'Он появится на странице после проверки и одобрения.',
  },
};

export const reviewTexts = defineTexts({ de, ru });
