import {
  type AvailabilitySettings,
  availabilitySettingsSchema,
  type BlockedRange,
  BOOKING_MAIL_KINDS,
  BOOKING_MAIL_PLACEHOLDERS,
  type BookingMailKind,
  type BookingMails,
  type BookingMode,
  blockedRangeInputSchema,
  blockedRangeSchema,
  bookingMailsSchema,
  calendarFeedSchema,
  type ServicesSettings,
  servicesSettingsSchema,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '../admin-api/client';
import { errorMessage, fieldErrorsOf } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { FieldErrors } from '../admin-ui/field-errors';
import { OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, Checkbox, officeDate, Segmented, Select, Spinner, TextArea, TextField } from '../admin-ui/ui';
import type { Notify } from './api';
import { BusyFeeds } from './busy-feeds';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const MODE_OPTIONS = [
  { value: 'day', label: 'По дням (целый день)' },
  { value: 'slot', label: 'По слотам (время начала)' },
  { value: 'request', label: 'По запросу (любая свободная дата)' },
];
const keys = {
  availability: ['admin', 'booking', 'availability'] as const,
  blocked: ['admin', 'booking', 'blocked'] as const,
  feed: ['admin', 'booking', 'feed'] as const,
  mails: ['admin', 'booking', 'mails'] as const,
};

const defaultMode = (mode: BookingMode['mode']): BookingMode => ({
  mode,
  capacity: 1,
  duration_minutes: 120,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  start_times: mode === 'slot' ? ['10:00'] : [],
});

/**
 * The booking desk's settings (issue 17): working days, notice, horizon, how long a request holds
 * its date, the reminder, each service's booking mode; blocked days; the calendar feed address.
 */
export function BookingTab({ notify }: { notify: Notify }) {
  const stored = useAdminData(keys.availability, async () =>
    availabilitySettingsSchema.parse(await api('/admin/settings/availability')),
  );
  const services = useAdminData(adminKeys.settings('services'), async () =>
    servicesSettingsSchema.parse(await api('/admin/settings/services')),
  );
  const refresh = useRefresh();
  const [form, setForm] = useState<AvailabilitySettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    if (stored.data) setForm(stored.data);
  }, [stored.data]);

  if (!form || !services.data) return <Spinner />;
  const set = (patch: Partial<AvailabilitySettings>) => setForm({ ...form, ...patch });
  const number = (
    key: 'min_notice_days' | 'max_horizon_days' | 'hold_hours' | 'reminder_days',
    label: string,
    hint: string,
  ) => (
    <TextField
      label={label}
      name={key}
      type="number"
      min={0}
      value={String(form[key])}
      onChange={(v) => set({ [key]: Number(v) } as Partial<AvailabilitySettings>)}
      hint={hint}
    />
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!form) return;
    setSaving(true);
    setFieldErrors({});
    try {
      await api('/admin/settings/availability', { method: 'PUT', json: form });
      await refresh(keys.availability);
      notify('Настройки бронирования сохранены');
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      notify(`Ошибка: ${errorMessage(error, 'настройки не сохранены')}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-10">
      <form onSubmit={save} className="space-y-6">
        <FieldErrors value={fieldErrors}>
          <fieldset>
            <legend className="text-sm font-medium text-stone-700">Рабочие дни</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {WEEKDAYS.map((label, i) => (
                <Checkbox
                  key={label}
                  label={label}
                  checked={form.working_days.includes(i + 1)}
                  onChange={(on) =>
                    set({
                      working_days: on
                        ? [...form.working_days, i + 1].sort()
                        : form.working_days.filter((d) => d !== i + 1),
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {number('min_notice_days', 'Минимум дней до съёмки', 'Например, 2: на завтра записаться нельзя.')}
            {number('max_horizon_days', 'Бронирование не дальше, дней', 'Например, 730 — на два года вперёд.')}
            {number('hold_hours', 'Бронь заявки, часов', 'Столько дата держится за заявкой, пока вы не ответите.')}
            {number('reminder_days', 'Напоминание клиенту за, дней', '0 — без напоминания.')}
          </div>
          <ServiceModes services={services.data} form={form} set={set} />
        </FieldErrors>
        <button type="submit" className={btn.primary} disabled={saving}>
          {saving ? 'Сохранение…' : 'Сохранить настройки бронирования'}
        </button>
      </form>
      <BlockedRanges notify={notify} />
      <BusyFeeds notify={notify} />
      <ClientMails notify={notify} />
      <CalendarFeed notify={notify} />
    </div>
  );
}

function ServiceModes({
  services,
  form,
  set,
}: {
  services: ServicesSettings;
  form: AvailabilitySettings;
  set: (patch: Partial<AvailabilitySettings>) => void;
}) {
  const setMode = (id: string, mode: BookingMode | null) => {
    const modes = { ...form.modes };
    if (mode) modes[id] = mode;
    else delete modes[id];
    set({ modes });
  };
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-stone-700">Как бронируется каждая услуга</legend>
      {services.services.map((service) => {
        const mode = form.modes[service.id];
        const kind = mode?.mode ?? 'request';
        return (
          <fieldset key={service.id} className="rounded-lg border border-stone-200 p-4">
            <legend className="px-1 font-medium">{service.name_ru || service.name_de}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Select
                label="Способ бронирования"
                value={kind}
                options={MODE_OPTIONS}
                onChange={(v) =>
                  setMode(
                    service.id,
                    v === 'request'
                      ? null
                      : { ...defaultMode(v as BookingMode['mode']), ...(mode ?? {}), mode: v as BookingMode['mode'] },
                  )
                }
              />
              {mode?.mode === 'day' ? (
                <TextField
                  label="Съёмок в день"
                  type="number"
                  min={1}
                  value={String(mode.capacity)}
                  onChange={(v) => setMode(service.id, { ...mode, capacity: Number(v) })}
                />
              ) : null}
              {mode?.mode === 'slot' ? (
                <>
                  <TextField
                    label="Длительность, минут"
                    type="number"
                    min={15}
                    value={String(mode.duration_minutes)}
                    onChange={(v) => setMode(service.id, { ...mode, duration_minutes: Number(v) })}
                  />
                  <TextField
                    label="Пауза после, минут"
                    type="number"
                    min={0}
                    value={String(mode.buffer_after_minutes)}
                    onChange={(v) => setMode(service.id, { ...mode, buffer_after_minutes: Number(v) })}
                  />
                  <StartTimes
                    value={mode.start_times}
                    onChange={(start_times) => setMode(service.id, { ...mode, start_times })}
                  />
                </>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The start times as typed ("10:00, 13:00"): kept as text while typing, read into a list on leaving the field. */
function StartTimes({ value, onChange }: { value: string[]; onChange: (times: string[]) => void }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label="Время начала (по Берлину, через запятую)"
      value={text}
      onChange={setText}
      onBlur={() =>
        onChange(
          text
            .split(/[,;\s]+/)
            .map((t) => t.trim())
            .filter(Boolean),
        )
      }
      hint="Например: 10:00, 13:00, 16:00"
    />
  );
}

const NO_RANGE = { start_date: '', end_date: '', reason: '' };

function BlockedRanges({ notify }: { notify: Notify }) {
  const list = useAdminData(keys.blocked, async () =>
    z.array(blockedRangeSchema).parse(await api('/admin/booking/blocked')),
  );
  const refresh = useRefresh();
  const form = useOfficeForm({
    schema: blockedRangeInputSchema,
    initial: NO_RANGE,
    // One day: the end is the start.
    prepare: (range: typeof NO_RANGE) => ({ ...range, end_date: range.end_date || range.start_date }),
    errorPrefix: 'Ошибка, даты не заблокированы: ',
    onRefused: notify,
    async onSubmit(range) {
      await api('/admin/booking/blocked', { json: range });
      form.reset(NO_RANGE);
      await refresh(keys.blocked);
      notify('Даты заблокированы');
    },
  });
  async function remove(item: BlockedRange) {
    try {
      await api(`/admin/booking/blocked/${item.id}`, { method: 'DELETE' });
      await refresh(keys.blocked);
      notify('Блокировка снята');
    } catch (error) {
      notify(`Ошибка: ${errorMessage(error, 'блокировка не снята')}`);
    }
  }

  return (
    <section className="space-y-4">
      <h3 className="text-lg font-semibold">Заблокированные дни</h3>
      <p className="text-sm text-stone-600">
        Отпуск или другая работа: одна запись на весь период. Причину видите только вы.
      </p>
      <OfficeForm form={form} className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <TextField label="С" type="date" required {...form.field('start_date')} />
        <TextField label="По" type="date" {...form.field('end_date')} />
        <TextField label="Причина (видна только вам)" {...form.field('reason')} />
        <button type="submit" className={btn.primary} disabled={form.busy}>
          Заблокировать
        </button>
      </OfficeForm>
      {list.data === undefined ? (
        <Spinner />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-stone-600">Заблокированных дней нет.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {list.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                {officeDate(item.start_date)}
                {item.end_date !== item.start_date ? ` — ${officeDate(item.end_date)}` : ''}
                {item.reason ? <span className="text-stone-600"> · {item.reason}</span> : null}
              </span>
              <button type="button" className={btn.secondary} onClick={() => void remove(item)}>
                Снять блокировку
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const MAIL_LABELS: Record<BookingMailKind, string> = {
  confirmed: 'Подтверждение',
  declined: 'Отказ',
  cancelled: 'Отмена',
  expired: 'Бронь истекла',
  reminder: 'Напоминание',
};

/** The client's mails in German and Russian, with their placeholders. */
function ClientMails({ notify }: { notify: Notify }) {
  const stored = useAdminData(keys.mails, async () =>
    bookingMailsSchema.parse(await api('/admin/settings/booking-mails')),
  );
  if (!stored.data) return <Spinner />;
  return <ClientMailsEditor notify={notify} initial={stored.data} />;
}

function ClientMailsEditor({ notify, initial }: { notify: Notify; initial: BookingMails }) {
  const refresh = useRefresh();
  const [kind, setKind] = useState<BookingMailKind>('confirmed');
  const form = useOfficeForm({
    schema: bookingMailsSchema,
    initial,
    errorPrefix: 'Ошибка, письма не сохранены: ',
    onRefused: notify,
    async onSubmit(mails) {
      await api('/admin/settings/booking-mails', { method: 'PUT', json: mails });
      form.reset(mails);
      await refresh(keys.mails);
      notify('Письма клиентам сохранены');
    },
  });

  return (
    <section className="space-y-3">
      <h3 className="text-lg font-semibold">Письма клиентам</h3>
      <p className="text-sm text-stone-600">
        Клиент получает письмо на языке, на котором бронировал. Подстановки:{' '}
        {BOOKING_MAIL_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}. Имя клиента ({'{name}'}) подставляется только в ваши
        ответы (подтверждение, отказ, отмена) и только если клиент подтвердил свой e-mail; в автоматических письмах
        (истечение брони, напоминание) его нет: так чужой текст не уходит на чужой адрес.
      </p>
      <Segmented
        label="Письмо"
        value={kind}
        onChange={setKind}
        options={BOOKING_MAIL_KINDS.map((value) => ({ value, label: MAIL_LABELS[value] }))}
      />
      <OfficeForm form={form}>
        <div className="grid gap-4 lg:grid-cols-2">
          {(['de', 'ru'] as const).map((lang) => (
            <div key={lang} className="space-y-3">
              <TextField
                label={`Тема (${lang === 'de' ? 'немецкий' : 'русский'})`}
                {...form.field(`${kind}.${lang}.subject`)}
                required
              />
              <TextArea
                label={`Текст (${lang === 'de' ? 'немецкий' : 'русский'})`}
                {...form.field(`${kind}.${lang}.body`)}
                rows={10}
              />
            </div>
          ))}
        </div>
        <button type="submit" className={btn.primary} disabled={form.busy}>
          Сохранить письма
        </button>
      </OfficeForm>
    </section>
  );
}

function CalendarFeed({ notify }: { notify: Notify }) {
  const feed = useAdminData(keys.feed, async () => calendarFeedSchema.parse(await api('/admin/booking/calendar-feed')));
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  async function regenerate() {
    try {
      await api('/admin/booking/calendar-feed/regenerate', { method: 'POST' });
      await refresh(keys.feed);
      setConfirming(false);
      notify('Новый адрес календаря создан; старый больше не работает');
    } catch (error) {
      notify(`Ошибка: ${errorMessage(error, 'адрес не изменён')}`);
    }
  }
  return (
    <section className="space-y-3">
      <h3 className="text-lg font-semibold">Календарь для телефона</h3>
      <p className="text-sm text-stone-600">
        Подпишитесь на этот адрес в календаре телефона: подтверждённые съёмки, заявки (под вопросом) и заблокированные
        дни. Адрес — как пароль: не передавайте его.
      </p>
      {feed.data ? (
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 break-all rounded bg-stone-100 px-2 py-1 text-xs">{feed.data.url}</code>
          <button
            type="button"
            className={btn.secondary}
            onClick={() => {
              void navigator.clipboard?.writeText(feed.data?.url ?? '');
              notify('Адрес скопирован');
            }}
          >
            Копировать
          </button>
          {confirming ? (
            <span className="flex flex-wrap items-center gap-2 text-sm">
              Старый адрес перестанет работать.
              <button type="button" className={btn.danger} onClick={() => void regenerate()}>
                Да, новый адрес
              </button>
              <button type="button" className={btn.secondary} onClick={() => setConfirming(false)}>
                Отмена
              </button>
            </span>
          ) : (
            <button type="button" className={btn.secondary} onClick={() => setConfirming(true)}>
              Новый адрес
            </button>
          )}
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
