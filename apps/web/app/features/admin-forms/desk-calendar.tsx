import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useAdminData } from '../admin-api/queries';
import { loadMonth } from './api';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthRange = (month: Date) => {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return { from: isoDay(first), to: isoDay(last) };
};

/**
 * The booking desk's month (issue 17): days with requests holding them, confirmed bookings and
 * blocked days, each marked in words in the legend and in the day's name for screen readers, not
 * by colour alone. Picking a day filters the list to it.
 */
export function DeskCalendar({ onPickDay }: { onPickDay: (date: string) => void }) {
  const [month, setMonth] = useState(() => new Date());
  const { from, to } = monthRange(month);
  const data = useAdminData(['admin', 'booking', 'month', from], () => loadMonth(from, to));
  const bookings = data.data?.bookings ?? [];
  const has = (status: string) => (d: Date) => bookings.some((b) => b.date === isoDay(d) && b.status === status);
  // Only a request that holds its date (its visitor confirmed the address, ADR 038) marks the day.
  const holds = (d: Date) =>
    bookings.some((b) => b.date === isoDay(d) && b.status === 'pending' && b.hold_until !== '');
  const isBlocked = (d: Date) =>
    (data.data?.blocked ?? []).some((r) => r.start_date <= isoDay(d) && isoDay(d) <= r.end_date);
  return (
    <div className="desk-calendar mb-4 rounded-lg border border-stone-200 bg-white p-1 shadow-sm sm:p-3">
      <DayPicker
        locale={ru}
        weekStartsOn={1}
        month={month}
        onMonthChange={setMonth}
        onDayClick={(day) => onPickDay(isoDay(day))}
        modifiers={{ confirmed: has('confirmed'), pending: holds, blocked: isBlocked }}
        modifiersClassNames={{
          confirmed: 'desk-day-confirmed',
          pending: 'desk-day-pending',
          blocked: 'desk-day-blocked',
        }}
        labels={{
          labelDayButton: (date, modifiers) =>
            [
              new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long' }).format(date),
              modifiers.confirmed ? 'подтверждённая съёмка' : '',
              modifiers.pending ? 'заявка держит дату' : '',
              modifiers.blocked ? 'заблокировано' : '',
            ]
              .filter(Boolean)
              .join(', '),
        }}
      />
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-full bg-emerald-600" /> подтверждено
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-full border-2 border-amber-500" /> заявка (бронь)
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-stone-300" /> заблокировано
        </li>
      </ul>
    </div>
  );
}
