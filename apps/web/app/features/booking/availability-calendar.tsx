import type { Language } from '@app/contracts';
import { useEffect, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { availabilityDays, type DayInfo } from './availability-days';
import type { BookingTexts } from './texts';

export type Availability =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; days: Map<string, DayInfo> };

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day (local Date from the picker) as YYYY-MM-DD. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromIso = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const plusDays = (date: string, days: number) => {
  const d = fromIso(date);
  d.setDate(d.getDate() + days);
  return isoDay(d);
};

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
  if (availability.status === 'loading') {
    return (
      <p className="text-sm text-stone-600" aria-live="polite">
        {t.details.calendarLoading}
      </p>
    );
  }
  if (availability.status === 'failed') {
    return <p className="text-sm text-stone-600">{t.details.calendarFailed}</p>;
  }
  const state = (d: Date) => availability.days.get(isoDay(d))?.state;
  return (
    <div className="booking-calendar border border-stone-200 bg-white p-3 sm:p-4">
      <p className="sr-only">{t.details.calendarLabel}</p>
      <DayPicker
        mode="single"
        locale={lang === 'ru' ? ru : de}
        weekStartsOn={1}
        selected={value && availability.days.has(value) ? fromIso(value) : undefined}
        defaultMonth={value ? fromIso(value) : fromIso(today)}
        startMonth={fromIso(today)}
        endMonth={fromIso(plusDays(today, 365))}
        onSelect={(day) => day && onPick(isoDay(day))}
        disabled={(d) => state(d) !== 'free'}
        modifiers={{ full: (d) => state(d) === 'full', blocked: (d) => state(d) === 'blocked' }}
        modifiersClassNames={{ full: 'booking-day-full', blocked: 'booking-day-blocked' }}
      />
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
