import { type AvailabilityResponse, DAY_STATES } from '@app/contracts';

export type DayInfo = Pick<AvailabilityResponse['days'][number], 'state' | 'times'>;

const STATES: ReadonlySet<unknown> = new Set(DAY_STATES);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The days of a public availability answer, or null when it is not one. Checked by hand: the
 * contract's zod schema would bring zod (about 60 kB, and a `new Function` probe that the page's
 * CSP reports) into the visitor's booking page (decision 005).
 */
export function availabilityDays(answer: unknown): Map<string, DayInfo> | null {
  const days = (answer as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return null;
  const map = new Map<string, DayInfo>();
  for (const day of days as { date?: unknown; state?: unknown; times?: unknown }[]) {
    if (typeof day?.date !== 'string' || !STATES.has(day.state)) return null;
    if (day.times !== undefined && !isStrings(day.times)) return null;
    map.set(day.date, { state: day.state as DayInfo['state'], ...(day.times ? { times: day.times } : {}) });
  }
  return map;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day (local Date from the picker) as YYYY-MM-DD. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** YYYY-MM-DD as a local Date (midnight). */
export const fromIso = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
/** YYYY-MM-DD some days later, across months and years. */
export const plusDays = (date: string, days: number) => {
  const d = fromIso(date);
  d.setDate(d.getDate() + days);
  return isoDay(d);
};
