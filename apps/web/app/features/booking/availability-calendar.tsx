import type { Language } from '@app/contracts';
import { Suspense, useEffect, useState } from 'react';
import { lazyOr } from '../../lib/lazy-or';
import { availabilityDays, type DayInfo, plusDays } from './availability-days';
import type { BookingTexts } from './texts';

export type Availability =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; days: Map<string, DayInfo> };

// The month view (react-day-picker, its locales and stylesheet, about 30 kB) is fetched when a
// service is chosen, together with the service's days, not with the page. When it cannot be
// loaded the calendar says so; the date field beside it is the form's field either way.
const loadMonth = () => import('./availability-month');
const AvailabilityMonth = lazyOr(loadMonth, ({ failedText }: { failedText: string }) => (
  <p className="text-sm text-stone-600">{failedText}</p>
));

/** The API answers at most this many days per question (MAX_RANGE_DAYS in the booking service). */
const DAYS_PER_QUESTION = 400;

/** From..to in pieces the API answers, both ends included. */
function ranges(from: string, to: string): [string, string][] {
  const out: [string, string][] = [];
  for (let start = from; start <= to; start = plusDays(start, DAYS_PER_QUESTION)) {
    const end = plusDays(start, DAYS_PER_QUESTION - 1);
    out.push([start, end < to ? end : to]);
  }
  return out;
}

/**
 * The service's days from today to the last bookable day (the owner's horizon, two years by
 * default), from the public availability answer: one question per 400 days, asked together.
 */
export function useAvailability(
  serviceId: string,
  today: string,
  lastDay: string,
  enabled: boolean,
): Availability | null {
  const [answer, setAnswer] = useState<Availability | null>(null);
  useEffect(() => {
    if (!enabled || !serviceId) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    setAnswer({ status: 'loading' });
    loadMonth().catch(() => {});
    const ask = async ([from, to]: [string, string]) => {
      const query = new URLSearchParams({ service: serviceId, from, to });
      const res = await fetch(`/api/public/availability?${query}`, { signal: controller.signal });
      const days = availabilityDays(res.ok ? await res.json() : null);
      if (!days) throw new Error('unreadable availability');
      return days;
    };
    Promise.all(ranges(today, lastDay).map(ask))
      .then((parts) => {
        setAnswer({ status: 'ready', days: new Map(parts.flatMap((part) => [...part])) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ status: 'failed' });
      });
    return () => controller.abort();
  }, [serviceId, today, lastDay, enabled]);
  return answer;
}

/**
 * A month calendar of the chosen service's free days (react-day-picker), from this month to the
 * last bookable day: free days are ringed and can be picked, booked-out days are filled dark and
 * struck through, days that cannot be booked (the notice period, days off, blocked) are struck
 * through; the legend below shows each state with the very same marks (app.css
 * `.booking-calendar`), and names them in words, so no state rests on colour alone. The date input
 * beside it stays the form's field, so the form works without this calendar.
 */
export function AvailabilityCalendar({
  availability,
  value,
  onPick,
  today,
  firstDay,
  lastDay,
  lang,
  t,
}: {
  availability: Availability;
  value: string;
  onPick: (date: string) => void;
  today: string;
  /** The first and the last day one can ask for. */
  firstDay: string;
  lastDay: string;
  lang: Language;
  t: BookingTexts;
}) {
  const loading = (
    <p className="text-sm text-stone-600" aria-live="polite">
      {t.details.calendarLoading}
    </p>
  );
  if (availability.status === 'loading') return loading;
  if (availability.status === 'failed') {
    return <p className="text-sm text-stone-600">{t.details.calendarFailed}</p>;
  }
  return (
    <div className="booking-calendar border border-stone-200 bg-white p-3 sm:p-4">
      <p className="sr-only">{t.details.calendarLabel}</p>
      <Suspense fallback={loading}>
        <AvailabilityMonth
          days={availability.days}
          value={value}
          onPick={onPick}
          today={today}
          firstDay={firstDay}
          lastDay={lastDay}
          lang={lang}
          failedText={t.details.calendarFailed}
        />
      </Suspense>
      <ul className="booking-legend mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <span aria-hidden className="booking-swatch booking-swatch-free">
            8
          </span>
          {t.details.legendFree}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="booking-swatch booking-swatch-full">
            8
          </span>
          {t.details.legendFull}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="booking-swatch booking-swatch-blocked">
            8
          </span>
          {t.details.legendBlocked}
        </li>
      </ul>
    </div>
  );
}
