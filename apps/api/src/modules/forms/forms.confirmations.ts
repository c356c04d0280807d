import type { Language } from '@app/contracts';

/** The confirmation a visitor gets after a contact message or booking request, in their language. */
export function contactConfirmation(lang: Language, name: string, message: string) {
  if (lang === 'ru') {
    return {
      subject: 'Ваше сообщение получено',
      text: [
        `Здравствуйте, ${name}!`,
        '',
        'Спасибо за ваше сообщение. Я отвечу вам в течение 24 часов.',
        '',
        'Ваше сообщение:',
        message,
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihre Nachricht ist angekommen',
    text: [
      `Hallo ${name},`,
      '',
      'vielen Dank für Ihre Nachricht. Ich melde mich innerhalb von 24 Stunden bei Ihnen.',
      '',
      'Ihre Nachricht:',
      message,
    ].join('\n'),
  };
}

export function bookingConfirmation(
  lang: Language,
  booking: { name: string; date: string; service: string; tariff: string },
) {
  const tariff = booking.tariff || '-';
  if (lang === 'ru') {
    return {
      subject: 'Ваша заявка на съёмку получена',
      text: [
        `Здравствуйте, ${booking.name}!`,
        '',
        'Спасибо за вашу заявку. Я проверю желаемую дату и свяжусь с вами в течение 24 часов.',
        '',
        `Дата: ${booking.date}`,
        `Услуга: ${booking.service}`,
        `Тариф: ${tariff}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihre Buchungsanfrage ist angekommen',
    text: [
      `Hallo ${booking.name},`,
      '',
      'vielen Dank für Ihre Anfrage. Ich prüfe den Wunschtermin und melde mich innerhalb von 24 Stunden bei Ihnen.',
      '',
      `Wunschtermin: ${booking.date}`,
      `Leistung: ${booking.service}`,
      `Tarif: ${tariff}`,
    ].join('\n'),
  };
}
