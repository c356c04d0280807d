/**
 * Opening hours as the owner stores them: 'Mo-Fr hh:mm-hh:mm, Sa hh:mm-hh:mm' and optionally
 * ', So hh:mm-hh:mm'. `null` for Saturday or Sunday means "by appointment".
 */
export interface BusinessHours {
  weekdays: string;
  saturday: string | null;
  sunday: string | null;
}

/** What the site shows when the stored value cannot be read (the spec's fallback). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  weekdays: '9:00 - 18:00',
  saturday: '10:00 - 16:00',
  sunday: null,
};

const SEGMENT = /^(mo\s*[-–]\s*fr|sa|so)\.?\s*:?\s+(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})(?:\s*uhr)?$/i;

function time(hours: string, minutes: string): string | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) return null;
  return `${h}:${minutes}`;
}

/** Reads the stored format; `null` when any part is unreadable or the weekdays are missing. */
export function parseContactHours(value: string | null | undefined): BusinessHours | null {
  if (!value) return null;
  const found: Partial<Record<'weekdays' | 'saturday' | 'sunday', string>> = {};
  for (const raw of value.split(/[,;]/)) {
    const part = raw.trim();
    if (part === '') continue;
    const match = SEGMENT.exec(part);
    if (!match) return null;
    const [, day = '', h1 = '', m1 = '', h2 = '', m2 = ''] = match;
    const from = time(h1, m1);
    const to = time(h2, m2);
    if (!from || !to) return null;
    const key = day.toLowerCase().startsWith('mo') ? 'weekdays' : day.toLowerCase() === 'sa' ? 'saturday' : 'sunday';
    if (found[key]) return null;
    found[key] = `${from} - ${to}`;
  }
  if (!found.weekdays) return null;
  return { weekdays: found.weekdays, saturday: found.saturday ?? null, sunday: found.sunday ?? null };
}

/** The hours to display: the parsed value, or the spec's defaults when it is unreadable. */
export function businessHours(value: string | null | undefined): BusinessHours {
  return parseContactHours(value) ?? DEFAULT_BUSINESS_HOURS;
}
