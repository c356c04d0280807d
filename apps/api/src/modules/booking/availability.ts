import { type AvailabilitySettings, BOOKING_TIME_ZONE, type BookingMode, type DayState } from '@app/contracts';
import { TZDate } from '@date-fns/tz';

/**
 * The booking desk's calendar arithmetic. Dates are calendar dates (`YYYY-MM-DD`) and times
 * wall-clock times (`HH:MM`) in Berlin: a 10:00 slot is 10:00 on every day of the year, and a day
 * booking is one date, whatever the clocks do at the end of March and October. Only when a
 * moment is needed (a reminder, a hold's end) is a Berlin date and time turned into an instant.
 */

/** `YYYY-MM-DD` plus n days (calendar arithmetic in UTC: no time zone can shift it). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether a `YYYY-MM-DD` string is a real calendar date (not 2027-02-30). */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

/** Today's date in Berlin at the instant `now`. */
export function berlinDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant of a Berlin wall-clock time on a date (`2027-03-28`, `10:00`). */
export function berlinInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, 0, BOOKING_TIME_ZONE).getTime());
}

const minutes = (time: string) => {
  const [hh, mm] = time.split(':').map(Number);
  return (hh ?? 0) * 60 + (mm ?? 0);
};

/** A service's booking mode (a service the settings do not name is booked by request). */
export function modeOf(settings: AvailabilitySettings, serviceId: string): BookingMode {
  return (
    settings.modes[serviceId] ?? {
      mode: 'request',
      capacity: 1,
      duration_minutes: 120,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      start_times: [],
    }
  );
}

/** Minutes of one day: a day booking takes the owner's whole day. */
export const DAY_MINUTES = 24 * 60;

/** A part of the owner's day in minutes, `[from, to)`. */
export type Span = readonly [number, number];

/**
 * The part of the owner's day a booking takes (ADR 045: one diary for every service): a day
 * booking the whole day; a slot (or a request the owner gave a time) its start minus the buffer
 * before to its end plus the buffer after; a request without a time takes nothing (it promises
 * no date).
 */
export function spanOf(mode: BookingMode, time: string): Span | null {
  if (mode.mode === 'day') return [0, DAY_MINUTES];
  if (time === '') return null;
  const start = minutes(time);
  return [
    Math.max(0, start - mode.buffer_before_minutes),
    Math.min(DAY_MINUTES, start + mode.duration_minutes + mode.buffer_after_minutes),
  ];
}

/** What one booking holding a place takes of its day. */
export interface Taken {
  service: string;
  span: Span;
}

/** How many of `taken` run at the minute `at`. */
const depthAt = (taken: readonly Taken[], at: number) => taken.filter(({ span: [a, b] }) => a <= at && at < b).length;

/** The most bookings running at once anywhere in `[from, to)`. */
export function busiest(taken: readonly Taken[], [from, to]: Span): number {
  // The count only rises where a booking starts: the start of the span and every start inside it.
  const points = [from, ...taken.map((t) => t.span[0]).filter((a) => a > from && a < to)];
  return Math.max(0, ...points.map((at) => depthAt(taken, at)));
}

/** The fewest bookings running at once anywhere in the day (0 when some minute is free). */
function quietest(taken: readonly Taken[]): number {
  const points = [0, ...taken.map((t) => t.span[1]).filter((b) => b < DAY_MINUTES)];
  return Math.min(...points.map((at) => depthAt(taken, at)));
}

/**
 * Whether a booking of `serviceId` at `time` fits into a day that has `taken` already: fewer than
 * `resources` bookings at every minute of its span (interval graphs need no more people than the
 * most bookings at once), and for a day service fewer than its `capacity` per day. A request
 * without a time fits while the day has a free minute (it does not take the day).
 */
export function fits(
  settings: AvailabilitySettings,
  serviceId: string,
  time: string,
  taken: readonly Taken[],
): boolean {
  const mode = modeOf(settings, serviceId);
  const resources = settings.resources ?? 1;
  const span = spanOf(mode, time);
  if (span === null) return quietest(taken) < resources;
  if (mode.mode === 'day' && taken.filter((t) => t.service === serviceId).length >= mode.capacity) return false;
  return busiest(taken, span) < resources;
}

export interface DayFacts {
  /** The bookings holding a place on the day (holds that ran out already left out). */
  taken: readonly Taken[];
  blocked: boolean;
}
/** Why a day cannot be booked at all, or null: outside notice/horizon, not a working day, blocked. */
export function closedReason(
  settings: AvailabilitySettings,
  date: string,
  today: string,
  blocked: boolean,
): 'notice' | 'horizon' | 'weekday' | 'blocked' | null {
  if (date < addDays(today, settings.min_notice_days)) return 'notice';
  if (date > addDays(today, settings.max_horizon_days)) return 'horizon';
  if (!settings.working_days.includes(isoWeekday(date))) return 'weekday';
  return blocked ? 'blocked' : null;
}

/** One day as the public sees it: free / full / blocked, and the free start times of a slot service. */
export function dayState(
  settings: AvailabilitySettings,
  serviceId: string,
  date: string,
  today: string,
  facts: DayFacts,
): { state: DayState; times?: string[] } {
  const mode = modeOf(settings, serviceId);
  if (closedReason(settings, date, today, facts.blocked)) return { state: 'blocked' };
  if (mode.mode === 'slot') {
    const times = mode.start_times.filter((time) => fits(settings, serviceId, time, facts.taken));
    return times.length > 0 ? { state: 'free', times } : { state: 'full', times: [] };
  }
  return { state: fits(settings, serviceId, '', facts.taken) ? 'free' : 'full' };
}
