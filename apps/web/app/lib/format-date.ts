import type { Language } from '@app/contracts';

const MONTHS: Record<Language, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  // Genitive, as in a date: "22 ноября 2026 г."
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

const HOUR = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month: when Central European summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/**
 * The date in the photographer's time zone (Europe/Berlin: UTC+1, UTC+2 from the last Sunday of
 * March to the last Sunday of October, 01:00 UTC each), as a visitor would read it: "22. November
 * 2026" / "22 ноября 2026 г.". Written out instead of Intl.DateTimeFormat, whose first use in a
 * page costs about 15 ms of main thread (its locale data is loaded then) while the page becomes
 * interactive; the text is the same on the server and in every browser.
 */
export function formatDate(iso: string, lang: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR);
  const day = local.getUTCDate();
  const month = MONTHS[lang][local.getUTCMonth()];
  return lang === 'ru' ? `${day} ${month} ${local.getUTCFullYear()} г.` : `${day}. ${month} ${local.getUTCFullYear()}`;
}
