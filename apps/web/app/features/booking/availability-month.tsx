import type { Language } from '@app/contracts';
import { DayPicker } from 'react-day-picker';
import { de, ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { type DayInfo, fromIso, isoDay } from './availability-days';

/**
 * The month view of the availability calendar (react-day-picker with its locales and stylesheet).
 * Its own chunk: the booking page loads it once a service is chosen, not with the page.
 */
export default function AvailabilityMonth({
  days,
  value,
  onPick,
  today,
  firstDay,
  lastDay,
  lang,
}: {
  days: Map<string, DayInfo>;
  value: string;
  onPick: (date: string) => void;
  today: string;
  firstDay: string;
  lastDay: string;
  lang: Language;
  /** Shown instead of the month when this chunk cannot be loaded (availability-calendar.tsx). */
  failedText: string;
}) {
  const state = (d: Date) => days.get(isoDay(d))?.state;
  return (
    <DayPicker
      mode="single"
      locale={lang === 'ru' ? ru : de}
      weekStartsOn={1}
      selected={value && days.has(value) ? fromIso(value) : undefined}
      defaultMonth={fromIso(value || firstDay)}
      startMonth={fromIso(today)}
      endMonth={fromIso(lastDay)}
      onSelect={(day) => day && onPick(isoDay(day))}
      // Only a free day inside the bookable days can be picked: the notice period and the days
      // after the horizon come as "blocked" from the API, days it did not answer count as such.
      disabled={(d) => state(d) !== 'free' || isoDay(d) < firstDay || isoDay(d) > lastDay}
      modifiers={{
        free: (d) => state(d) === 'free' && isoDay(d) >= firstDay && isoDay(d) <= lastDay,
        full: (d) => state(d) === 'full',
        blocked: (d) => state(d) !== 'full' && (state(d) !== 'free' || isoDay(d) < firstDay || isoDay(d) > lastDay),
      }}
      modifiersClassNames={{ free: 'booking-day-free', full: 'booking-day-full', blocked: 'booking-day-blocked' }}
    />
  );
}
