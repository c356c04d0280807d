import { useState } from 'react';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { Checkbox, PasswordField, Select, TextField } from '../admin-ui/ui';
import type { GalleryInput } from './api';

const SHOWN = [
  'title_de',
  'title_ru',
  'client_name',
  'client_email',
  'booking_id',
  'expires_at',
  'password',
  'downloads',
  'favourites_min',
  'favourites_max',
];

/** Create or edit a gallery: titles, the client, an optional booking, the link's expiry and password. */
export function GalleryForm({
  initial,
  hasPassword,
  onSave,
  onCancel,
}: {
  initial: GalleryInput;
  hasPassword: boolean;
  onSave: (input: GalleryInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const errors = useFormErrors();
  const set = <K extends keyof GalleryInput>(key: K, value: GalleryInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (form.password && form.password.length < 6) {
      errors.show('Пароль: не меньше 6 символов');
      return;
    }
    const min = Number(form.favourites_min || 0);
    const max = Number(form.favourites_max || 0);
    if (min > 0 && max > 0 && min > max) {
      errors.show('Минимум избранных не может быть больше максимума');
      return;
    }
    setSaving(true);
    errors.clear();
    try {
      await onSave(form);
    } catch (e) {
      errors.fail(e, SHOWN, 'Не удалось сохранить галерею: ');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={errors.fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Название (немецкий)"
            name="title_de"
            value={form.title_de}
            onChange={(v) => set('title_de', v)}
            required
          />
          <TextField
            label="Название (русский)"
            name="title_ru"
            value={form.title_ru}
            onChange={(v) => set('title_ru', v)}
          />
          <TextField
            label="Имя клиента"
            name="client_name"
            value={form.client_name}
            onChange={(v) => set('client_name', v)}
            required
          />
          <TextField
            label="E-mail клиента"
            name="client_email"
            type="email"
            value={form.client_email}
            onChange={(v) => set('client_email', v)}
          />
          <TextField
            label="Номер заявки (необязательно)"
            name="booking_id"
            value={form.booking_id}
            onChange={(v) => set('booking_id', v)}
            hint="24 символа из заявки на съёмку, если галерея к ней относится"
          />
          <TextField
            label="Ссылка действует до"
            name="expires_at"
            type="date"
            value={form.expires_on}
            onChange={(v) => set('expires_on', v)}
            hint="Пусто: без срока. После этой даты клиент видит «срок истёк»."
          />
        </div>
        <Select
          label="Скачивание для клиента"
          name="downloads"
          value={form.downloads}
          onChange={(v) => set('downloads', v === 'off' || v === 'original' ? v : 'web')}
          options={[
            { value: 'web', label: 'Веб-размер (до 2048 px)' },
            { value: 'original', label: 'Оригиналы' },
            { value: 'off', label: 'Выключено' },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Минимум избранных"
            name="favourites_min"
            type="number"
            min={1}
            inputMode="numeric"
            value={form.favourites_min}
            onChange={(v) => set('favourites_min', v)}
            hint="Пусто: без ограничения. Клиент отправит выбор, когда отметит не меньше."
          />
          <TextField
            label="Максимум избранных"
            name="favourites_max"
            type="number"
            min={1}
            inputMode="numeric"
            value={form.favourites_max}
            onChange={(v) => set('favourites_max', v)}
            hint="Пусто: без ограничения. Например, 20 фотографий для ретуши."
          />
        </div>
        <PasswordField
          label={hasPassword ? 'Новый пароль (пусто: оставить прежний)' : 'Пароль для клиента (необязательно)'}
          name="password"
          value={form.password}
          autoComplete="new-password"
          onChange={(v) => set('password', v)}
        />
        {hasPassword ? (
          <Checkbox label="Убрать пароль" checked={form.remove_password} onChange={(v) => set('remove_password', v)} />
        ) : null}
        <FormFooter
          error={errors.text}
          busy={saving}
          onCancel={() => {
            setForm(initial);
            errors.clear();
            onCancel();
          }}
        />
      </FieldErrors>
    </form>
  );
}
