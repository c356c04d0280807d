import type { Language } from '@app/contracts';
import { DayPicker } from 'react-day-picker';
import { de, ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { type DayInfo, fromIso, isoDay, plusDays } from './availability-days';

/**
 * The month view of the availability calendar (react-day-picker with its locales and stylesheet).
 * Its own chunk: the booking page loads it once a service is chosen, not with the page.
 */
export default function AvailabilityMonth({
  days,
  value,
  onPick,
  today,
  lang,
}: {
  days: Map<string, DayInfo>;
  value: string;
  onPick: (date: string) => void;
  today: string;
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
      defaultMonth={value ? fromIso(value) : fromIso(today)}
      startMonth={fromIso(today)}
      endMonth={fromIso(plusDays(today, 365))}
      onSelect={(day) => day && onPick(isoDay(day))}
      disabled={(d) => state(d) !== 'free'}
      modifiers={{ full: (d) => state(d) === 'full', blocked: (d) => state(d) === 'blocked' }}
      modifiersClassNames={{ full: 'booking-day-full', blocked: 'booking-day-blocked' }}
    />
  );
}
