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
      'E-Mail noch nicht bestätigt: der Termin ist erst nach der Bestätigung vorgemerkt.',
      'E-mail ещё не подтверждён: дата резервируется только после подтверждения.',
      '',
      input.message || '-',
    ].join('\n'),
  };
}

/**
 * The mail a booking request sends to the address typed on the form: the link that confirms the
 * address (the request holds its date only after that, ADR 038), in the language they booked in.
 * It names only what the site itself offers (the date, the service, the tariff) and its own link,
 * never the sender's own words or name: a stranger's address typed into the form gets nothing of
 * the sender's to read (issues 22 and 33).
 */
export function bookingConfirmLink(
  lang: Language,
  input: Pick<BookingCreate, 'date' | 'time'>,
  { service, tariff }: Choice,
  link: string,
): Omit<OutgoingMail, 'to'> {
  const local = (named: { name_de: string; name_ru: string }) =>
    lang === 'ru' ? named.name_ru || named.name_de : named.name_de;
  const tariffName = tariff ? local(tariff) : '-';
  const when = `${longDate(input.date, lang)}${input.time ? `, ${input.time}` : ''}`;
  if (lang === 'ru') {
    return {
      links: [link],
      subject: 'Подтвердите вашу заявку на съёмку',
      text: [
        'Здравствуйте!',
        '',
        'С этим адресом через сайт отправлена заявка на съёмку. Пожалуйста, подтвердите адрес по ссылке: только после этого дата резервируется для вас.',
        link,
        '',
        `Дата: ${when}`,
        `Услуга: ${local(service)}`,
        `Тариф: ${tariffName}`,
        '',
        'Если вы не отправляли заявку, просто удалите это письмо: без подтверждения ничего не резервируется.',
      ].join('\n'),
    };
  }
  return {
    links: [link],
    subject: 'Bitte bestätigen Sie Ihre Buchungsanfrage',
    text: [
      'Guten Tag,',
      '',
      'mit dieser Adresse wurde über die Website ein Termin angefragt. Bitte bestätigen Sie Ihre Adresse über diesen Link: erst dann ist der Termin für Sie vorgemerkt.',
      link,
      '',
      `Wunschtermin: ${when}`,
      `Leistung: ${local(service)}`,
      `Tarif: ${tariffName}`,
      '',
      'Falls Sie keine Anfrage gesendet haben, löschen Sie diese E-Mail einfach: ohne Bestätigung wird nichts reserviert.',
    ].join('\n'),
  };
}
