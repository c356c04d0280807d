/**
 * The office shows and takes dates in the photographer's time zone (Europe/Berlin), whatever the
 * browser's own zone is; the API stores UTC (ADR 023).
 */
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Berlin's offset from UTC at an instant, in milliseconds (1 or 2 hours). */
function berlinOffset(utc: number): number {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(utc)).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return local - Math.floor(utc / 1000) * 1000;
}

/** An ISO instant as the value of an `<input type="datetime-local">` in Berlin time ('' if none). */
export function berlinInputValue(iso: string): string {
  const utc = Date.parse(iso);
  if (Number.isNaN(utc)) return '';
  return new Date(utc + berlinOffset(utc)).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Berlin time, as an ISO instant ('' for an empty or broken value). */
export function berlinInputToIso(value: string): string {
  const asUtc = Date.parse(`${value}:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) || Number.isNaN(asUtc)) return '';
  const guess = asUtc - berlinOffset(asUtc);
  return new Date(asUtc - berlinOffset(guess)).toISOString();
}

/** "24.12.2026, 10:00" in Berlin time, for lists and badges. */
export function formatBerlin(iso: string): string {
  const value = berlinInputValue(iso);
  if (!value) return '';
  const [date = '', time = ''] = value.split('T');
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}, ${time}`;
}
