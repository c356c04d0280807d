/**
 * A gallery's expiry is a day in the photographer's time zone (Europe/Berlin), whatever the
 * browser's zone: the link works until the end of that day there. The API stores the UTC instant.
 */
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const HOUR = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' });

/** 'yyyy-mm-dd' of an instant in Berlin ('' for none). */
export function berlinDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** The last second of a Berlin day as an ISO instant (null for ''). */
export function endOfBerlinDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utcGuess = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  // Berlin is UTC+1 or UTC+2: read the hour Berlin shows at the guess and step back by the offset.
  const offsetHours = (Number(HOUR.format(new Date(utcGuess))) - 23 + 24) % 24;
  return new Date(utcGuess - offsetHours * 3_600_000).toISOString();
}

/** dd.mm.yyyy of a Berlin day. */
export function berlinDate(iso: string): string {
  const [y, m, d] = berlinDay(iso).split('-');
  return `${d}.${m}.${y}`;
}
