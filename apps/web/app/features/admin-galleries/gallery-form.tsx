import { GALLERY_WATERMARK_MAX } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { Checkbox, PasswordField, Select, TextField } from '../admin-ui/ui';
import { type GalleryInput, siteName, type WatermarkKind, withBooking } from './api';
import { BookingPicker } from './booking-picker';
import { WatermarkLogo } from './watermark-logo';

const WATERMARKS: { value: WatermarkKind; label: string }[] = [
  { value: 'none', label: 'нет' },
  { value: 'text', label: 'текст' },
  { value: 'logo', label: 'логотип' },
];

const SHOWN = [
  'title_de',
  'title_ru',
  'client_name',
  'client_email',
  'booking_id',
  'expires_at',
  'password',
  'downloads',
  'originals_gps',
  'favourites_min',
  'favourites_max',
  'watermark_text',
  'language',
  'reminder_days',
];

/** The site's name (branding): what a newly switched-on watermark says. */
function useSiteName(): string {
  const [name, setName] = useState('');
  useEffect(() => {
    siteName()
      .then((name) => setName(name ?? ''))
      .catch(() => undefined);
  }, []);
  return name;
}

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
  const defaultWatermark = useSiteName();
  // The site's name arrives after the form opened: a text watermark switched on before that (an
  // empty text) gets it then.
  useEffect(() => {
    if (defaultWatermark)
      setForm((f) => (f.watermark === 'text' && !f.watermark_text ? { ...f, watermark_text: defaultWatermark } : f));
  }, [defaultWatermark]);
  // Whether the studio logo is stored (undefined: not known yet; the server checks anyway).
  const [logoStored, setLogoStored] = useState<boolean | undefined>(undefined);
  const onLogoPresence = useCallback((stored: boolean) => setLogoStored(stored), []);
  const marked = form.watermark !== 'none';
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
    if (form.watermark === 'text' && !form.watermark_text.trim()) {
      errors.show('Водяной знак: введите текст, например название студии');
      return;
    }
    if (form.watermark === 'logo' && logoStored === false) {
      errors.show('Водяной знак: сначала загрузите логотип студии');
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
          <BookingPicker
            value={form.booking_id}
            onPick={(id, booking) => setForm((f) => withBooking(f, id, booking))}
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
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">Водяной знак</legend>
          <div className="mt-1 flex flex-wrap gap-x-5">
            {WATERMARKS.map((w) => (
              // The whole line is the touch target (44 px high on a phone).
              <label
                key={w.value}
                className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-800 sm:min-h-8"
              >
                <input
                  type="radio"
                  name="watermark"
                  value={w.value}
                  className="size-5 shrink-0 border-stone-400 sm:size-4"
                  checked={form.watermark === w.value}
                  onChange={() =>
                    setForm((f) => ({
                      ...f,
                      watermark: w.value,
                      watermark_text: w.value === 'text' && !f.watermark_text ? defaultWatermark : f.watermark_text,
                      // Originals carry no watermark: with one, the client downloads the marked web size.
                      downloads: w.value !== 'none' && f.downloads === 'original' ? 'web' : f.downloads,
                    }))
                  }
                />
                {w.label}
              </label>
            ))}
          </div>
          <p className="text-xs text-stone-600">
            Полупрозрачный текст или логотип в правом нижнем углу превью; оригиналы не меняются. После изменения превью
            пересоздаются в фоне.
          </p>
        </fieldset>
        {form.watermark === 'text' ? (
          <TextField
            label="Текст водяного знака"
            name="watermark_text"
            value={form.watermark_text}
            onChange={(v) => set('watermark_text', v)}
            maxLength={GALLERY_WATERMARK_MAX}
            required
          />
        ) : null}
        {form.watermark === 'logo' ? <WatermarkLogo onPresence={onLogoPresence} /> : null}
        <Select
          label="Скачивание для клиента"
          name="downloads"
          value={form.downloads}
          onChange={(v) => set('downloads', v === 'off' || v === 'original' ? v : 'web')}
          options={[
            {
              value: 'web',
              label: marked ? 'Веб-размер с водяным знаком (до 2048 px)' : 'Веб-размер (до 2048 px)',
            },
            ...(marked ? [] : [{ value: 'original', label: 'Оригиналы' }]),
            { value: 'off', label: 'Выключено' },
          ]}
        />
        {form.downloads === 'original' ? (
          <Checkbox
            label="Оставить в оригиналах GPS-координаты"
            checked={form.originals_keep_gps}
            onChange={(v) => set('originals_keep_gps', v)}
            hint="По умолчанию место съёмки удаляется из скачиваемых оригиналов; остальные данные (автор, авторское право, камера) остаются."
          />
        ) : null}
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
        {marked ? (
          <p className="-mt-2 text-xs text-stone-600">
            С водяным знаком оригиналы не выдаются: иначе клиент получил бы фото без знака.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Язык клиента (письма)"
            name="language"
            value={form.language}
            onChange={(v) => set('language', v === 'ru' ? 'ru' : 'de')}
            options={[
              { value: 'de', label: 'Немецкий' },
              { value: 'ru', label: 'Русский' },
            ]}
          />
          <TextField
            label="Напоминание до окончания срока, дней"
            name="reminder_days"
            type="number"
            min={0}
            value={form.reminder_days}
            onChange={(v) => set('reminder_days', v)}
            hint="Письмо клиенту за столько дней до окончания ссылки, один раз; 0 — без напоминания"
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
