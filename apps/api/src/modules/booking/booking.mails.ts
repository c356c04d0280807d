import type { BookingCreate, Language } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';

interface Choice {
  service: { name_de: string; name_ru: string };
  tariff: { name_de: string; name_ru: string } | null;
}

/** The owner's notice of a new booking request (both languages: the owner reads either). */
export function bookingOwnerMail(input: BookingCreate, { service, tariff }: Choice): Omit<OutgoingMail, 'to'> {
  return {
    subject: oneLine(`Neue Buchungsanfrage / Новая заявка: ${input.name}, ${service.name_de}, ${input.date}`),
    replyTo: input.email,
    text: [
      'Neue Buchungsanfrage / Новая заявка на съёмку',
      '',
      `Name / Имя: ${input.name}`,
      `E-Mail: ${input.email}`,
      `Telefon / Телефон: ${input.phone}`,
      `Datum / Дата: ${input.date}`,
      `Leistung / Услуга: ${service.name_de}`,
      `Tarif / Тариф: ${tariff?.name_de ?? '-'}`,
      '',
      input.message || '-',
    ].join('\n'),
  };
}

/** The confirmation the visitor gets, in the language they booked in. */
export function bookingConfirmation(
  lang: Language,
  input: Pick<BookingCreate, 'name' | 'date'>,
  { service, tariff }: Choice,
): Omit<OutgoingMail, 'to'> {
  const local = (named: { name_de: string; name_ru: string }) =>
    lang === 'ru' ? named.name_ru || named.name_de : named.name_de;
  const tariffName = tariff ? local(tariff) : '-';
  if (lang === 'ru') {
    return {
      subject: 'Ваша заявка на съёмку получена',
      text: [
        `Здравствуйте, ${input.name}!`,
        '',
        'Спасибо за вашу заявку. Я проверю желаемую дату и свяжусь с вами в течение 24 часов.',
        '',
        `Дата: ${input.date}`,
        `Услуга: ${local(service)}`,
        `Тариф: ${tariffName}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihre Buchungsanfrage ist angekommen',
    text: [
      `Hallo ${input.name},`,
      '',
      'vielen Dank für Ihre Anfrage. Ich prüfe den Wunschtermin und melde mich innerhalb von 24 Stunden bei Ihnen.',
      '',
      `Wunschtermin: ${input.date}`,
      `Leistung: ${local(service)}`,
      `Tarif: ${tariffName}`,
    ].join('\n'),
  };
}
