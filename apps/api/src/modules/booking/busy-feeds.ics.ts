import { BOOKING_TIME_ZONE } from '@app/contracts';
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { addDays, DAY_MINUTES } from './availability.ts';

/**
 * The owner's private calendars read as busy times (ADR 050): every event that makes her busy,
 * expanded over a range of Berlin dates (recurrence rules, EXDATE, moved or cancelled
 * occurrences, TZID, all-day events), as the part of each Berlin day it takes. Nothing of an
 * event but its times is kept: no title, place, attendee or description.
 */
export interface BusySpan {
  date: string;
  start_minute: number;
  end_minute: number;
  all_day: boolean;
}

/** More occurrences than this per event are not looked at (a FREQ=MINUTELY rule). */
const MAX_STEPS_PER_EVENT = 20_000;
/** More busy parts than this per calendar are not stored. */
export const MAX_SPANS_PER_FEED = 20_000;

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a Berlin date and minute of that day. */
function berlinWall(ms: number): { date: string; minute: number } {
  const parts = Object.fromEntries(berlinParts.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const knownZones = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let known = knownZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tzid, known);
  }
  return known;
}

/**
 * The instant of an ICAL date-time: UTC as written; a TZID that names an IANA zone through that
 * zone (also when the file has no VTIMEZONE for it: `tzid` is the property's parameter); another
 * TZID through the file's own VTIMEZONE (Outlook's "W. Europe Standard Time"); a floating time
 * (no zone) as Berlin time, the site's time zone.
 */
function instantOf(time: ICAL.Time, tzid: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC') return wall;
  const own = time.zone && time.zone !== ICAL.Timezone.localTimezone ? time.zone : null;
  const name = own?.tzid || tzid;
  if (name && isIanaZone(name))
    return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, name).getTime();
  if (own?.component) return wall - own.utcOffset(time) * 1000;
  return new TZDate(
    time.year,
    time.month - 1,
    time.day,
    time.hour,
    time.minute,
    time.second,
    BOOKING_TIME_ZONE,
  ).getTime();
}

/** The TZID parameter of an event's DTSTART or DTEND ('' without one). */
const tzidOf = (component: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : '';
};

const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** Whether an event (or one occurrence of it) makes the owner busy: not cancelled, not transparent. */
function makesBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

/**
 * The busy parts of Berlin days in [from, to] a calendar's text gives. `ignoreUid` leaves out
 * events the site itself published (its own feed, subscribed in the same calendar). Throws when
 * the text is not a calendar.
 */
export function busySpans(
  text: string,
  { from, to, ignoreUid }: { from: string; to: string; ignoreUid: (uid: string) => boolean },
): BusySpan[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar');
  if (calendars.length === 0) throw new Error('not a calendar');
  const spans = new Map<string, BusySpan>();
  const add = (span: BusySpan) => {
    if (span.date < from || span.date > to || span.end_minute <= span.start_minute) return;
    if (spans.size >= MAX_SPANS_PER_FEED) return;
    spans.set(`${span.date}|${span.start_minute}|${span.end_minute}|${span.all_day}`, span);
  };
  const rangeStart = Date.parse(`${addDays(from, -1)}T00:00:00Z`);
  const rangeEnd = Date.parse(`${addDays(to, 2)}T00:00:00Z`);

  for (const calendar of calendars) {
    // Events by UID: the series and its moved or cancelled occurrences (RECURRENCE-ID).
    const byUid = new Map<string, { master?: ICAL.Event; exceptions: ICAL.Event[] }>();
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(vevent);
      const uid = event.uid ?? '';
      if (uid && ignoreUid(uid)) continue;
      const key = uid || `no-uid-${byUid.size}`;
      const entry = byUid.get(key) ?? { exceptions: [] };
      if (event.isRecurrenceException()) entry.exceptions.push(event);
      else entry.master = event;
      byUid.set(key, entry);
    }

    const occurrence = (start: ICAL.Time, end: ICAL.Time, item: ICAL.Event) => {
      if (!makesBusy(item.component)) return;
      if (start.isDate) {
        const first = dateOf(start);
        const last = end && end.compare(start) > 0 ? addDays(dateOf(end), -1) : first;
        for (let date = first; date <= last && date <= to; date = addDays(date, 1))
          add({ date, start_minute: 0, end_minute: DAY_MINUTES, all_day: true });
        return;
      }
      const startMs = instantOf(start, tzidOf(item.component, 'dtstart'));
      const endMs = end
        ? instantOf(end, tzidOf(item.component, 'dtend') || tzidOf(item.component, 'dtstart'))
        : startMs;
      if (endMs <= startMs || endMs < rangeStart || startMs > rangeEnd) return;
      const a = berlinWall(startMs);
      const b = berlinWall(endMs);
      for (let date = a.date; date <= b.date && date <= to; date = addDays(date, 1)) {
        const startMinute = date === a.date ? a.minute : 0;
        const endMinute = date === b.date ? b.minute : DAY_MINUTES;
        add({ date, start_minute: startMinute, end_minute: endMinute, all_day: false });
      }
    };

    for (const { master, exceptions } of byUid.values()) {
      if (!master) {
        // Moved occurrences of a series the file does not hold: each on its own.
        for (const event of exceptions) occurrence(event.startDate, event.endDate, event);
        continue;
      }
      for (const exception of exceptions) master.relateException(exception);
      if (!master.isRecurring()) {
        occurrence(master.startDate, master.endDate, master);
        continue;
      }
      const iterator = master.iterator();
      for (let step = 0; step < MAX_STEPS_PER_EVENT; step++) {
        const next = iterator.next();
        if (!next) break;
        const details = master.getOccurrenceDetails(next);
        const tzid = tzidOf(master.component, 'dtstart');
        const startMs = details.startDate.isDate
          ? Date.parse(`${dateOf(details.startDate)}T00:00:00Z`)
          : instantOf(details.startDate, tzidOf(details.item.component, 'dtstart'));
        // Occurrences come in order of their (original) start: past the range, nothing more to see.
        if (instantOf(next, tzid) > rangeEnd && startMs > rangeEnd) break;
        occurrence(details.startDate, details.endDate, details.item);
      }
    }
  }
  return [...spans.values()].sort(
    (x, y) => x.date.localeCompare(y.date) || x.start_minute - y.start_minute || x.end_minute - y.end_minute,
  );
}
