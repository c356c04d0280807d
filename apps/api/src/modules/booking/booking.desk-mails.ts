import {
  BOOKING_TIME_ZONE,
  type BookingMailKind,
  type BookingMails,
  type BookingRequest,
  type Language,
} from '@app/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../mail/mail.transport.ts';
import { addDays } from './availability.ts';

type Booked = Pick<
  BookingRequest,
  'id' | 'name' | 'date' | 'time' | 'service_name' | 'tariff_name' | 'status' | 'lang' | 'note'
> & { duration_minutes?: number };

const ALL_DAY: Record<Language, string> = { de: 'ganztägig', ru: 'весь день' };
const NONE: Record<Language, string> = { de: '–', ru: '–' };

/** A date as the client's language writes it: "Samstag, 12. Juni 2027" / "суббота, 12 июня 2027 г.". */
export function longDate(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

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
  const template = withName ? stored : { subject: withoutName(stored.subject), body: withoutName(stored.body) };
  const values = {
    name: withName ? booking.name : '',
    date: longDate(booking.date, lang),
    time: booking.time
      ? `${booking.time} (${lang === 'ru' ? 'по берлинскому времени' : 'Berliner Zeit'})`
      : ALL_DAY[lang],
    service: serviceNames.service,
    tariff: serviceNames.tariff || NONE[lang],
    site: siteName,
  };
  return { subject: fillTemplate(template.subject, values), text: fillTemplate(template.body, values) };
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
}

/**
 * An RFC 5545 calendar (CRLF lines, folded at 75 octets by ical-generator): all-day entries as
 * `VALUE=DATE`, timed ones with `TZID=Europe/Berlin` and the zone's VTIMEZONE. The VTIMEZONE is
 * added after the header: ical-generator would otherwise write DTSTAMP in local time (without
 * the `Z` the standard requires) once a calendar-wide zone is set.
 */
export function calendarText(name: string, entries: CalendarEntry[]): string {
  const calendar = ical({ name, prodId: { company: 'lichtblick', product: 'booking-desk', language: 'DE' } });
  for (const entry of entries) {
    const common = {
      id: entry.uid,
      summary: entry.summary,
      description: entry.description ?? null,
      status: entry.status,
      stamp: entry.stamp,
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

/** The .ics attachment of a confirmed booking. */
export function bookingIcs(booking: Booked, summary: string, siteHost: string, stamp: Date): MailAttachment {
  const content = calendarText(summary, [
    {
      uid: `booking-${booking.id}@${siteHost}`,
      summary,
      date: booking.date,
      time: booking.time,
      duration_minutes: booking.duration_minutes ?? 120,
      status: STATUS[booking.status] ?? ICalEventStatus.CONFIRMED,
      stamp,
    },
  ]);
  return { filename: 'termin.ics', content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
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
