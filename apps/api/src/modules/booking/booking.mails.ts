import type { BookingCreate, Language } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';
import { longDate } from './booking.desk-mails.ts';

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

/**
 * The confirmation the visitor gets, in the language they booked in. It names only what the site
 * itself offers (the date, the service, the tariff), never the sender's own words or name: a
 * stranger's address typed into the form gets nothing of the sender's to read (issue 22).
 */
export function bookingConfirmation(
  lang: Language,
  input: Pick<BookingCreate, 'date' | 'time'>,
  { service, tariff }: Choice,
): Omit<OutgoingMail, 'to'> {
  const local = (named: { name_de: string; name_ru: string }) =>
    lang === 'ru' ? named.name_ru || named.name_de : named.name_de;
  const tariffName = tariff ? local(tariff) : '-';
  const when = `${longDate(input.date, lang)}${input.time ? `, ${input.time}` : ''}`;
  if (lang === 'ru') {
    return {
      subject: 'Ваша заявка на съёмку получена',
      text: [
        'Здравствуйте!',
        '',
        'Спасибо за вашу заявку через сайт. Дата зарезервирована для вас; я проверю её и свяжусь с вами в течение 24 часов.',
        '',
        `Дата: ${when}`,
        `Услуга: ${local(service)}`,
        `Тариф: ${tariffName}`,
        '',
        'Если вы не отправляли заявку, просто удалите это письмо.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihre Buchungsanfrage ist angekommen',
    text: [
      'Guten Tag,',
      '',
      'vielen Dank für Ihre Anfrage über die Website. Der Termin ist für Sie vorgemerkt; ich prüfe ihn und melde mich innerhalb von 24 Stunden bei Ihnen.',
      '',
      `Wunschtermin: ${when}`,
      `Leistung: ${local(service)}`,
      `Tarif: ${tariffName}`,
      '',
      'Falls Sie keine Anfrage gesendet haben, können Sie diese E-Mail einfach löschen.',
    ].join('\n'),
  };
}
