import {
  type BookingRequest,
  bookingAdminCreateSchema,
  bookingExtendHoldSchema,
  bookingMoveSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { getSection } from '../admin-settings/api';
import { OfficeForm, OfficeFormFooter } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { Checkbox, Select, TextArea, TextField } from '../admin-ui/ui';
import { createBooking, extendHold, moveBooking } from './api';

type CreateValues = z.input<typeof bookingAdminCreateSchema>;

const EMPTY_BOOKING: CreateValues = {
  name: '',
  email: '',
  phone: '',
  service: '',
  tariff: '',
  date: '',
  time: '',
  status: 'confirmed',
  note: '',
  location: '',
  lang: 'de',
  notify: false,
};

const TIME_HINT = 'Для съёмки по времени (слот); для целого дня и «по запросу» — пусто. Время берлинское.';

/**
 * A booking the owner enters herself (a phone call, a messenger; ADR 045): it takes its part of the
 * diary like any other (a day that has no room is refused and said beside the date), and no mail
 * goes to the client unless she ticks it.
 */
export function OwnerBookingForm({
  onDone,
  onCancel,
}: {
  onDone: (booking: BookingRequest) => void;
  onCancel: () => void;
}) {
  const services = useAdminData(adminKeys.settings('services'), () => getSection('services')).data?.services ?? [];
  const form = useOfficeForm({
    schema: bookingAdminCreateSchema,
    initial: EMPTY_BOOKING,
    errorPrefix: 'Не удалось создать бронь: ',
    onSubmit: async (value) => onDone(await createBooking(value)),
  });
  const service = services.find((s) => s.id === form.values.service);
  const serviceField = form.field('service');

  return (
    <OfficeForm form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Имя клиента" required {...form.field('name')} />
        <TextField label="E-mail клиента" type="email" required {...form.field('email')} />
        <TextField label="Телефон" type="tel" {...form.field('phone')} />
        <Select
          label="Язык клиента"
          {...form.field('lang')}
          options={[
            { value: 'de', label: 'Немецкий' },
            { value: 'ru', label: 'Русский' },
          ]}
        />
        <Select
          label="Услуга"
          required
          {...serviceField}
          onChange={(id) => {
            // Another service: its own tariffs (the chosen one belonged to the previous service).
            serviceField.onChange(id);
            form.set('tariff', '');
          }}
          options={[
            { value: '', label: 'Выберите услугу' },
            ...services.map((s) => ({ value: s.id, label: s.name_ru || s.name_de })),
          ]}
        />
        {service && service.tariffs.length > 0 ? (
          <Select
            label="Тариф"
            {...form.field('tariff')}
            options={[
              { value: '', label: 'Без тарифа' },
              ...service.tariffs.map((t) => ({ value: t.id, label: `${t.name_ru || t.name_de} (${t.price})` })),
            ]}
          />
        ) : null}
        <TextField label="Дата съёмки" type="date" required {...form.field('date')} />
        <TextField label="Время начала" type="time" hint={TIME_HINT} {...form.field('time')} />
        <Select
          label="Статус"
          {...form.field('status')}
          options={[
            { value: 'confirmed', label: 'Подтверждена' },
            { value: 'pending', label: 'Ожидает (дата удерживается)' },
          ]}
        />
        <TextField label="Место съёмки" {...form.field('location')} />
      </div>
      <TextArea label="Заметка (видна только вам)" rows={3} {...form.field('note')} />
      <Checkbox label="Отправить клиенту письмо на его языке" {...form.check('notify')} />
      <OfficeFormFooter form={form} onCancel={onCancel} />
    </OfficeForm>
  );
}

type MoveValues = z.input<typeof bookingMoveSchema>;

/**
 * Moves a booking to another day or time (ADR 045): its places move with it or nothing changes
 * (a day without room is refused); the history is kept; with the box ticked the client gets a mail
 * and the updated calendar entry.
 */
export function MoveBookingForm({
  booking,
  onDone,
  onCancel,
}: {
  booking: BookingRequest;
  onDone: (booking: BookingRequest) => void;
  onCancel: () => void;
}) {
  const initial: MoveValues = { date: booking.date, time: booking.time ?? '', notify: false };
  const form = useOfficeForm({
    schema: bookingMoveSchema,
    initial,
    errorPrefix: 'Не удалось перенести бронь: ',
    onSubmit: async (value) => onDone(await moveBooking(booking.id, value)),
  });
  return (
    <OfficeForm form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Новая дата" type="date" required {...form.field('date')} />
        <TextField label="Новое время начала" type="time" hint={TIME_HINT} {...form.field('time')} />
      </div>
      <Checkbox label="Сообщить клиенту (письмо и обновлённая запись в календаре)" {...form.check('notify')} />
      <OfficeFormFooter form={form} onCancel={onCancel} />
    </OfficeForm>
  );
}

/**
 * Extends a running hold by some hours from its current end (ADR 045): a couple who asked for more
 * time to decide keeps the date; the owner is warned again before the new end.
 */
export function ExtendHoldForm({
  booking,
  onDone,
  onCancel,
}: {
  booking: BookingRequest;
  onDone: (booking: BookingRequest) => void;
  onCancel: () => void;
}) {
  const form = useOfficeForm({
    schema: bookingExtendHoldSchema,
    initial: { hours: 48 },
    errorPrefix: 'Не удалось продлить бронь: ',
    onSubmit: async (value) => onDone(await extendHold(booking.id, value)),
  });
  return (
    <OfficeForm form={form}>
      <TextField
        label="На сколько часов продлить"
        type="number"
        min={1}
        required
        hint="От нынешнего конца брони; не больше 30 дней."
        {...form.number('hours')}
      />
      <OfficeFormFooter form={form} onCancel={onCancel} />
    </OfficeForm>
  );
}
