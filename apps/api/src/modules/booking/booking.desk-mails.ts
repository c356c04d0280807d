import {
  BOOKING_TIME_ZONE,
  type BookingMailKind,
  type BookingMails,
  type BookingRequest,
  type Language,
} from '@app/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../mail/mail.transport.ts';
import { addDays } from './availability.ts';

type Booked = Pick<
  BookingRequest,
  'id' | 'name' | 'date' | 'time' | 'service_name' | 'tariff_name' | 'status' | 'lang' | 'note'
> & {
  duration_minutes?: number;
  /** How the service is booked: a request without a time has no time of day (and no calendar entry). */
  mode?: 'day' | 'slot' | 'request';
  /** Whether the mail carries the booking's `.ics` (its sentence about the attachment stays only then). */
  calendar?: boolean;
};

/** `{time}` of a booking without a start time: a day booking takes the day, a request has none yet. */
const ALL_DAY: Record<Language, string> = { de: 'ganztägig', ru: 'весь день' };
const BY_ARRANGEMENT: Record<Language, string> = { de: 'nach Absprache', ru: 'по договорённости' };
const NONE: Record<Language, string> = { de: '–', ru: '–' };
const locale = (lang: Language) => (lang === 'ru' ? 'ru-RU' : 'de-DE');

/**
 * A date as the client's language writes it, in a form that needs no case agreement wherever a
 * template puts it: "Samstag, 12. Juni 2027" / "12 июня 2027 г. (суббота)" (so «заявка на {date}»
 * reads «заявка на 12 июня 2027 г. (суббота)», never «на суббота»).
 */
export function longDate(date: string, lang: Language): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (lang === 'ru') {
    const long = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: 'UTC' }).format(day);
    return `${long} (${weekday})`;
  }
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(day);
}

/** A Berlin wall-clock time (`HH:MM`) as the language writes it: "10:00 Uhr" / "10:00". */
export function clockTime(time: string, lang: Language): string {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const text = new Intl.DateTimeFormat(locale(lang), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hh, mm)),
  );
  return lang === 'ru' ? text : `${text} Uhr`;
}

/** An instant as a Berlin date and time: "Montag, 30. November 2026, 10:00 Uhr" / "30 ноября 2026 г. (понедельник), 10:00". */
export function berlinMoment(iso: string, lang: Language): string {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { ...options, timeZone: BOOKING_TIME_ZONE, hourCycle: 'h23' }).format(at);
  const date = part({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = part({ hour: '2-digit', minute: '2-digit' });
  return `${longDate(date, lang)}, ${clockTime(time, lang)}`;
}

/** The booking's time of day for a mail: "10:00 Uhr (Berliner Zeit)", "ganztägig", "nach Absprache". */
export function timeOfDay(booking: Pick<Booked, 'time' | 'mode'>, lang: Language): string {
  if (booking.time)
    return `${clockTime(booking.time, lang)} (${lang === 'ru' ? 'по берлинскому времени' : 'Berliner Zeit'})`;
  return booking.mode === 'request' ? BY_ARRANGEMENT[lang] : ALL_DAY[lang];
}

/**
 * The default templates' sentence about the `.ics`; left out of a mail that carries none (a
 * service booked on request without a time gets no all-day entry).
 */
const CALENDAR_SENTENCES = [
  'Im Anhang finden Sie den Termin für Ihren Kalender. ',
  'Во вложении — событие для вашего календаря. ',
];

/** Fills `{name}`-style placeholders; unknown ones stay as written. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * A template without its `{name}`: "Hallo {name}," becomes "Hallo,", "Здравствуйте, {name}!"
 * becomes "Здравствуйте!" (a mail that may not carry the visitor's typed name, ADR 038).
 */
export const withoutName = (text: string) => text.replace(/[ \t]*,?[ \t]*\{name\}/g, '');

/**
 * The client's mail of one kind, in their language, from the owner's templates. `withName`: may
 * `{name}` be filled with the name typed on the form (only in the owner's replies to an address
 * its owner confirmed, mail.kinds.ts); otherwise the greeting goes without it.
 */
export function deskMail(
  templates: BookingMails,
  kind: BookingMailKind,
  booking: Booked,
  serviceNames: { service: string; tariff: string },
  siteName: string,
  withName: boolean,
): { subject: string; text: string } {
  const lang: Language = booking.lang === 'ru' ? 'ru' : 'de';
  const stored = templates[kind][lang];
  // Without a start time, "um {time}" / "в {time}" goes (no "um ganztägig", «в весь день»); a mail
  // without the .ics says nothing about an attachment.
  const fit = (text: string) => {
    let out = withName ? text : withoutName(text);
    if (!booking.time) out = out.replace(/[ \t]+(?:um|в|at)[ \t]+\{time\}/g, '');
    if (!booking.calendar) for (const sentence of CALENDAR_SENTENCES) out = out.replace(sentence, '');
    return out;
  };
  const template = { subject: fit(stored.subject), body: fit(stored.body) };
  const values = {
    name: withName ? booking.name : '',
    date: longDate(booking.date, lang),
    time: timeOfDay(booking, lang),
    service: serviceNames.service,
    tariff: serviceNames.tariff || NONE[lang],
    site: siteName,
  };
  return { subject: fillTemplate(template.subject, values), text: fillTemplate(template.body, values) };
}

/**
 * The client's mail when the owner moved a booking (the site's own words in the client's language;
 * the updated `.ics` replaces the old entry in their calendar).
 */
export function movedMail(
  booking: Booked,
  from: { date: string; time: string },
  serviceNames: { service: string },
  siteName: string,
  withName: boolean,
): { subject: string; text: string } {
  const lang: Language = booking.lang === 'ru' ? 'ru' : 'de';
  const when = (b: { date: string; time: string }) =>
    `${longDate(b.date, lang)}, ${timeOfDay({ time: b.time, mode: booking.mode }, lang)}`;
  if (lang === 'ru') {
    return {
      subject: `Съёмка перенесена: ${longDate(booking.date, 'ru')}`,
      text: [
        withName ? `Здравствуйте, ${booking.name}!` : 'Здравствуйте!',
        '',
        `Ваша съёмка (${serviceNames.service}) перенесена.`,
        '',
        `Было: ${when(from)}`,
        `Стало: ${when(booking)}`,
        '',
        `${booking.calendar ? 'Во вложении — обновлённое событие для вашего календаря, прежняя запись заменится. ' : ''}Если есть вопросы, просто ответьте на это письмо.`,
        '',
        'С теплом,',
        siteName,
      ].join('\n'),
    };
  }
  return {
    subject: `Ihr Termin wurde verlegt: ${longDate(booking.date, 'de')}`,
    text: [
      withName ? `Hallo ${booking.name},` : 'Guten Tag,',
      '',
      `Ihr Termin (${serviceNames.service}) wurde verlegt.`,
      '',
      `Bisher: ${when(from)}`,
      `Neu: ${when(booking)}`,
      '',
      `${booking.calendar ? 'Im Anhang finden Sie den geänderten Termin für Ihren Kalender; er ersetzt den bisherigen Eintrag. ' : ''}Bei Fragen antworten Sie einfach auf diese E-Mail.`,
      '',
      'Herzliche Grüße',
      siteName,
    ].join('\n'),
  };
}

/** Berlin wall-clock `HH:MM` plus minutes, as `YYYY-MM-DDTHH:MM:00` (may run into the next day). */
function localPlus(date: string, time: string, plus: number): string {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const total = hh * 60 + mm + plus;
  const day = addDays(date, Math.floor(total / (24 * 60)));
  const rest = total % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}:00`;
}

const STATUS: Record<string, ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  pending: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
  expired: ICalEventStatus.CANCELLED,
};

export interface CalendarEntry {
  uid: string;
  summary: string;
  description?: string;
  date: string;
  /** '' for an all-day entry. */
  time: string;
  duration_minutes: number;
  /** Last day of an all-day range (blocked ranges); defaults to `date`. */
  end_date?: string;
  status: ICalEventStatus;
  stamp: Date;
  /** RFC 5545 SEQUENCE: 0 for the first version, one more with every change the client is sent. */
  sequence?: number;
  location?: string;
  /** iTIP (RFC 5546) parties of a mailed invitation: the site as organizer, the client as attendee. */
  organizer?: { name: string; email: string };
  attendee?: string;
}

/**
 * An RFC 5545 calendar (CRLF lines, folded at 75 octets by ical-generator): all-day entries as
 * `VALUE=DATE`, timed ones with `TZID=Europe/Berlin` and the zone's VTIMEZONE. The VTIMEZONE is
 * added after the header: ical-generator would otherwise write DTSTAMP in local time (without
 * the `Z` the standard requires) once a calendar-wide zone is set.
 */
export function calendarText(
  name: string,
  entries: CalendarEntry[],
  method: ICalCalendarMethod = ICalCalendarMethod.PUBLISH,
): string {
  const calendar = ical({
    name,
    method,
    prodId: { company: 'lichtblick', product: 'booking-desk', language: 'DE' },
  });
  for (const entry of entries) {
    const common = {
      id: entry.uid,
      summary: entry.summary,
      description: entry.description ?? null,
      status: entry.status,
      stamp: entry.stamp,
      ...(entry.sequence !== undefined ? { sequence: entry.sequence } : {}),
      ...(entry.location ? { location: entry.location } : {}),
      ...(entry.organizer?.email ? { organizer: entry.organizer } : {}),
      ...(entry.attendee ? { attendees: [{ email: entry.attendee, rsvp: false, role: ICalAttendeeRole.REQ }] } : {}),
    };
    if (entry.time) {
      calendar.createEvent({
        ...common,
        start: localPlus(entry.date, entry.time, 0),
        end: localPlus(entry.date, entry.time, entry.duration_minutes),
        timezone: BOOKING_TIME_ZONE,
      });
    } else {
      calendar.createEvent({
        ...common,
        start: new Date(`${entry.date}T00:00:00Z`),
        end: new Date(`${addDays(entry.end_date ?? entry.date, 1)}T00:00:00Z`),
        allDay: true,
      });
    }
  }
  const text = calendar.toString();
  if (!entries.some((e) => e.time)) return text;
  const zone = getVtimezoneComponent(BOOKING_TIME_ZONE)?.replace(/\r?\n/g, '\r\n').trimEnd();
  if (!zone) return text;
  const at = text.indexOf('BEGIN:VEVENT');
  return `${text.slice(0, at)}${zone}\r\n${text.slice(at)}`;
}

/** What the client's `.ics` of a booking says besides the booking itself (ADR 045). */
export interface BookingCalendar {
  /** REQUEST: the booking as it stands now (confirmed, moved); CANCEL: it is off. */
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: string;
  siteHost: string;
  stamp: Date;
}

/** The UID of a booking's calendar entry: the same in every `.ics` about it and in the owner's feed. */
export const bookingUid = (id: string, siteHost: string) => `booking-${id}@${siteHost}`;

/**
 * The `.ics` attachment of a booking, as an iTIP message (RFC 5546): METHOD:REQUEST with the
 * booking (a move sends the same UID with a higher SEQUENCE, so the client's calendar moves the
 * entry), METHOD:CANCEL when it is off (the entry goes from the client's calendar).
 */
export function bookingIcs(booking: Booked, c: BookingCalendar): MailAttachment {
  const method = c.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const content = calendarText(
    c.summary,
    [
      {
        uid: bookingUid(booking.id, c.siteHost),
        summary: c.summary,
        description: c.description,
        date: booking.date,
        time: booking.time,
        duration_minutes: booking.duration_minutes ?? 120,
        status: c.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        stamp: c.stamp,
        sequence: c.sequence,
        location: c.location,
        organizer: c.organizer,
        attendee: c.attendee,
      },
    ],
    method,
  );
  return {
    filename: c.method === 'CANCEL' ? 'absage.ics' : 'termin.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${c.method}`,
  };
}

export { STATUS as ICS_STATUS };

/** The host of the site's public address, for calendar UIDs (`booking-<id>@host`). */
export function siteHostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).host || 'localhost';
  } catch {
    return 'localhost';
  }
}
