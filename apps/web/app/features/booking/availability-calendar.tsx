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

/** The service's days of the next twelve months, from the public availability answer. */
export function useAvailability(serviceId: string, today: string, enabled: boolean): Availability | null {
  const [answer, setAnswer] = useState<Availability | null>(null);
  useEffect(() => {
    if (!enabled || !serviceId) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    setAnswer({ status: 'loading' });
    loadMonth().catch(() => {});
    const query = new URLSearchParams({ service: serviceId, from: today, to: plusDays(today, 365) });
    fetch(`/api/public/availability?${query}`, { signal: controller.signal })
      .then(async (res) => {
        const days = availabilityDays(res.ok ? await res.json() : null);
        if (!days) throw new Error('unreadable availability');
        setAnswer({ status: 'ready', days });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ status: 'failed' });
      });
    return () => controller.abort();
  }, [serviceId, today, enabled]);
  return answer;
}

/**
 * A month calendar of the chosen service's free days (react-day-picker): free days can be picked,
 * booked-out and unavailable days are marked in words too (the legend), not by colour alone. The
 * date input beside it stays the form's field, so the form works without this calendar.
 */
export function AvailabilityCalendar({
  availability,
  value,
  onPick,
  today,
  lang,
  t,
}: {
  availability: Availability;
  value: string;
  onPick: (date: string) => void;
  today: string;
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
          lang={lang}
          failedText={t.details.calendarFailed}
        />
      </Suspense>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-full border border-accent-dark bg-white" />
          {t.details.legendFree}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-full bg-stone-300 line-through" />
          {t.details.legendFull}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-full bg-stone-100" />
          {t.details.legendBlocked}
        </li>
      </ul>
    </div>
  );
}
