import type { BookingRequest } from '@app/contracts';
import { useEffect } from 'react';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { formatDate, Select } from '../admin-ui/ui';
import { listBookingChoices } from './api';

const STATUS: Record<string, string> = {
  pending: 'ждёт ответа',
  confirmed: 'подтверждена',
  declined: 'отклонена',
  cancelled: 'отменена',
  expired: 'истекла',
};

/** "Anna Schmidt · 12.06.2027 · Свадьба (подтверждена)". */
export function bookingLabel(b: BookingRequest): string {
  const when = b.time ? `${formatDate(b.date)} ${b.time}` : formatDate(b.date);
  return `${b.name} · ${when} · ${b.service_name || b.service} (${STATUS[b.status] ?? b.status})`;
}

/**
 * The booking a gallery belongs to, picked from the desk's requests (confirmed first, then the
 * newest) instead of a typed id. `onPick` gets the booking (its client's name, address and
 * language prefill the gallery), also once for a preset value when the list has loaded.
 */
export function BookingPicker({
  value,
  onPick,
}: {
  value: string;
  onPick: (id: string, booking: BookingRequest | undefined) => void;
}) {
  const list = useAdminData(adminKeys.bookingChoices, listBookingChoices);
  const bookings = list.data ?? [];
  const preset = bookings.find((b) => b.id === value);
  // A booking preset by the address (?booking=) fills the client's fields once the list is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded booking, not per render
  useEffect(() => {
    if (preset) onPick(preset.id, preset);
  }, [preset?.id]);
  const sorted = [...bookings].sort(
    (a, b) =>
      Number(b.status === 'confirmed') - Number(a.status === 'confirmed') || b.created_at.localeCompare(a.created_at),
  );
  const options = [
    { value: '', label: list.failed ? 'Без заявки (список заявок не загрузился)' : 'Без заявки' },
    ...sorted.map((b) => ({ value: b.id, label: bookingLabel(b) })),
    // A gallery's booking older than the list still shows as chosen.
    ...(value && !preset ? [{ value, label: list.data ? 'Заявка из архива' : 'Загрузка заявок…' }] : []),
  ];
  return (
    <Select
      label="Заявка на съёмку (необязательно)"
      name="booking_id"
      value={value}
      options={options}
      onChange={(id) =>
        onPick(
          id,
          bookings.find((b) => b.id === id),
        )
      }
    />
  );
}
