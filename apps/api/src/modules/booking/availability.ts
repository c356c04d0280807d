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

/** A place a booking takes: `capacity` seats of one resource on one date. */
export interface Claim {
  resource: string;
  capacity: number;
}

/**
 * The places a booking takes. A day booking takes a seat of the service's day; a slot takes its
 * own start time and every other start time whose slot it overlaps, buffers included, so two
 * overlapping slots can never both be booked. A request takes nothing.
 */
export function claimsFor(serviceId: string, mode: BookingMode, time: string): Claim[] {
  if (mode.mode === 'day') return [{ resource: `day:${serviceId}`, capacity: mode.capacity }];
  if (mode.mode !== 'slot') return [];
  const span = (start: string) => [
    minutes(start) - mode.buffer_before_minutes,
    minutes(start) + mode.duration_minutes + mode.buffer_after_minutes,
  ];
  const [from = 0, to = 0] = span(time);
  return mode.start_times
    .filter((other) => {
      const [a = 0, b = 0] = span(other);
      return other === time || (a < to && from < b);
    })
    .map((start) => ({ resource: `slot:${serviceId}:${start}`, capacity: 1 }));
}

export interface DayFacts {
  /** Taken seats per resource on the day (holds that ran out already left out). */
  taken: Map<string, number>;
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
  const free = (claim: Claim) => (facts.taken.get(claim.resource) ?? 0) < claim.capacity;
  if (mode.mode === 'day') return { state: claimsFor(serviceId, mode, '').every(free) ? 'free' : 'full' };
  if (mode.mode === 'slot') {
    const times = mode.start_times.filter((time) => claimsFor(serviceId, mode, time).every(free));
    return times.length > 0 ? { state: 'free', times } : { state: 'full', times: [] };
  }
  return { state: 'free' };
}
