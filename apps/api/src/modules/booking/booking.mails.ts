import type { BookingCreate, Language } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';
import { berlinMoment, clockTime, longDate, timeOfDay } from './booking.desk-mails.ts';

interface Choice {
  service: { name_de: string; name_ru: string };
  tariff: { name_de: string; name_ru: string } | null;
}

/** What the owner's notice says about the hold and where to answer. */
export interface OwnerMailContext {
  /** How the service is booked: a request (without a time) holds nothing. */
  mode: 'day' | 'slot' | 'request';
  /** How long a confirmed address holds the date (the desk's `hold_hours`). */
  holdHours: number;
  /** The desk, opened on this request. */
  deskUrl: string;
}

/**
 * The owner's notice of a new booking request (both languages: the owner reads either): the date
 * written out, the start time of a slot, what the hold will be, and the desk's link.
 */
export function bookingOwnerMail(
  input: BookingCreate,
  { service, tariff }: Choice,
  { mode, holdHours, deskUrl }: OwnerMailContext,
): Omit<OutgoingMail, 'to'> {
  const time = input.time ?? '';
  const timed = { time, mode };
  const hold =
    mode === 'request' && !time
      ? 'Reserviert / Бронь: nichts (Leistung auf Anfrage) / нет (услуга по запросу)'
      : `Reserviert / Бронь: noch nicht – erst nach Bestätigung der E-Mail-Adresse, dann ${holdHours} Stunden / пока нет – только после подтверждения e-mail, затем на ${holdHours} ч.`;
  return {
    subject: oneLine(
      `Neue Buchungsanfrage / Новая заявка: ${input.name}, ${service.name_de}, ${longDate(input.date, 'de')}${time ? `, ${clockTime(time, 'de')}` : ''}`,
    ),
    replyTo: input.email,
    links: [deskUrl],
    text: [
      'Neue Buchungsanfrage / Новая заявка на съёмку',
      '',
      `Name / Имя: ${input.name}`,
      `E-Mail: ${input.email}`,
      `Telefon / Телефон: ${input.phone}`,
      `Datum / Дата: ${longDate(input.date, 'de')} / ${longDate(input.date, 'ru')}`,
      `Uhrzeit / Время: ${timeOfDay(timed, 'de')} / ${timeOfDay(timed, 'ru')}`,
      `Leistung / Услуга: ${service.name_de}`,
      `Tarif / Тариф: ${tariff?.name_de ?? '-'}`,
      hold,
      '',
      `Beantworten / Ответить: ${deskUrl}`,
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
  /** A service booked on request: nothing is reserved, the date is a wish (ADR 045). */
  onRequest = false,
): Omit<OutgoingMail, 'to'> {
  const local = (named: { name_de: string; name_ru: string }) =>
    lang === 'ru' ? named.name_ru || named.name_de : named.name_de;
  const tariffName = tariff ? local(tariff) : '-';
  const when = `${longDate(input.date, lang)}${input.time ? `, ${clockTime(input.time, lang)}` : ''}`;
  if (lang === 'ru') {
    return {
      links: [link],
      subject: 'Подтвердите вашу заявку на съёмку',
      text: [
        'Здравствуйте!',
        '',
        onRequest
          ? 'С этим адресом через сайт отправлена заявка на съёмку. Пожалуйста, подтвердите адрес по ссылке: после этого заявка попадёт ко мне, и я свяжусь с вами, чтобы договориться о дате. Дата при этом не резервируется.'
          : 'С этим адресом через сайт отправлена заявка на съёмку. Пожалуйста, подтвердите адрес по ссылке: только после этого дата резервируется для вас.',
        link,
        '',
        `${onRequest ? 'Желаемая дата' : 'Дата'}: ${when}`,
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
      onRequest
        ? 'mit dieser Adresse wurde über die Website eine Anfrage gesendet. Bitte bestätigen Sie Ihre Adresse über diesen Link: dann erreicht mich die Anfrage, und ich melde mich, um einen Termin zu vereinbaren. Ein Termin wird dabei nicht reserviert.'
        : 'mit dieser Adresse wurde über die Website ein Termin angefragt. Bitte bestätigen Sie Ihre Adresse über diesen Link: erst dann ist der Termin für Sie vorgemerkt.',
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

/**
 * The owner's warning that a hold runs out soon (both languages): whose, for which date, until
 * when (Berlin time), and the desk's link to confirm, decline or extend it.
 */
export function holdWarningMail(
  row: { name: string; email: string; date: string; time: string; service_name: string; hold_until: string },
  deskUrl: string,
): Omit<OutgoingMail, 'to'> {
  return {
    subject: oneLine(
      `Reservierung läuft ab / Бронь истекает: ${row.name}, ${longDate(row.date, 'de')}${row.time ? `, ${clockTime(row.time, 'de')}` : ''}`,
    ),
    replyTo: row.email,
    links: [deskUrl],
    text: [
      `${row.name} (${row.email}) – ${row.service_name}`,
      `Datum / Дата: ${longDate(row.date, 'de')} / ${longDate(row.date, 'ru')}${row.time ? `, ${clockTime(row.time, 'de')}` : ''}`,
      '',
      `Reserviert bis: ${berlinMoment(row.hold_until, 'de')}`,
      `Бронь до: ${berlinMoment(row.hold_until, 'ru')}`,
      '',
      'Ohne Antwort ist der Termin dann wieder frei, die Anfrage läuft ab und der Kunde wird benachrichtigt. Bestätigen, ablehnen oder verlängern:',
      'Без ответа дата освободится, заявка истечёт, и клиенту придёт уведомление. Подтвердить, отклонить или продлить:',
      deskUrl,
    ].join('\n'),
  };
}

/**
 * The owner's notice that a visitor confirmed the address and the date is now held: until when
 * (Berlin time, both languages) and the desk's link (issue 35 item 5: the hold's end in her mail).
 */
export function holdStartedMail(
  row: { name: string; email: string; date: string; time: string; service_name: string },
  holdUntil: string,
  deskUrl: string,
): Omit<OutgoingMail, 'to'> {
  const when = `${longDate(row.date, 'de')}${row.time ? `, ${clockTime(row.time, 'de')}` : ''}`;
  return {
    subject: oneLine(`Termin vorgemerkt / Дата забронирована: ${row.name}, ${when}`),
    replyTo: row.email,
    links: [deskUrl],
    text: [
      `${row.name} (${row.email}) – ${row.service_name}`,
      `Datum / Дата: ${longDate(row.date, 'de')} / ${longDate(row.date, 'ru')}${row.time ? `, ${clockTime(row.time, 'de')}` : ''}`,
      '',
      'Die E-Mail-Adresse ist bestätigt, der Termin ist vorgemerkt.',
      'Адрес e-mail подтверждён, дата забронирована.',
      `Reserviert bis: ${berlinMoment(holdUntil, 'de')}`,
      `Бронь до: ${berlinMoment(holdUntil, 'ru')}`,
      '',
      `Beantworten / Ответить: ${deskUrl}`,
    ].join('\n'),
  };
}
