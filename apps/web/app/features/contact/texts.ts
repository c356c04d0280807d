import { defineTexts } from '../../i18n/texts';

/** Texts of the contact page. */
const de = {
  metaTitle: 'Kontakt',
  metaDescription:
    'Schreiben Sie mir: Fragen zu Hochzeits-, Porträt- und Eventfotografie in Thüringen und Sachsen. Antwort innerhalb von 24 Stunden.',
  eyebrow: 'Kontakt',
  title: 'Lassen Sie uns sprechen',
  intro: 'Erzählen Sie mir von Ihrem Vorhaben – ich freue mich auf Ihre Nachricht und melde mich persönlich bei Ihnen.',
  formTitle: 'Nachricht schreiben',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  subject: 'Betreff',
  message: 'Nachricht',
  messagePlaceholder: 'Wie kann ich Ihnen helfen?',
  submit: 'Nachricht senden',
  successTitle: 'Vielen Dank!',
  success: 'Nachricht gesendet! Ich melde mich bald bei Ihnen.',
  error: 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es später erneut.',
  infoTitle: 'Kontaktdaten',
  address: 'Adresse',
  hoursTitle: 'Öffnungszeiten',
  weekdays: 'Montag – Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
  byAppointment: 'nach Vereinbarung',
  responseTitle: 'Schnelle Antwort',
  responseNote: 'Ich antworte in der Regel innerhalb von 24 Stunden.',
};

const ru: typeof de = {
  metaTitle: 'Контакты',
  metaDescription:
    'Напишите мне: вопросы о свадебной, портретной и репортажной съёмке в Тюрингии и Саксонии. Ответ в течение 24 часов.',
  eyebrow: 'Контакты',
  title: 'Давайте обсудим',
  intro: 'Расскажите о своей идее – я буду рад вашему сообщению и лично свяжусь с вами.',
  formTitle: 'Написать сообщение',
  name: 'Имя',
  email: 'Эл. почта',
  phone: 'Телефон',
  subject: 'Тема',
  message: 'Сообщение',
  messagePlaceholder: 'Чем я могу вам помочь?',
  submit: 'Отправить сообщение',
  successTitle: 'Спасибо!',
  success: 'Сообщение отправлено! Я скоро свяжусь с вами.',
  error: 'Ошибка при отправке сообщения. Пожалуйста, попробуйте позже.',
  infoTitle: 'Контактные данные',
  address: 'Адрес',
  hoursTitle: 'Часы работы',
  weekdays: 'Понедельник – пятница',
  saturday: 'Суббота',
  sunday: 'Воскресенье',
  byAppointment: 'по договорённости',
  responseTitle: 'Быстрый ответ',
  responseNote: 'Обычно я отвечаю в течение 24 часов.',
};

export const contactTexts = defineTexts({ de, ru });
