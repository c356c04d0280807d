import type { PrivacySettings } from '@app/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { btn, LoadError, Spinner, TextField } from '../admin-ui/ui';
import { useUnsavedScope } from '../admin-ui/unsaved';
import { privacySettings, savePrivacySettings } from './api';

/** The periods the privacy page states (and the retention follows). */
export function PeriodsForm() {
  const read = useAdminData(adminKeys.settings('privacy'), privacySettings);
  const [value, setValue] = useState<PrivacySettings | null>(null);
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedScope();
  useEffect(() => {
    if (read.data) setValue(read.data);
  }, [read.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!value) return;
    setSaving(true);
    try {
      setValue(await savePrivacySettings(value));
      notify.success('Сроки хранения сохранены');
    } catch (e) {
      notify.error('Не удалось сохранить сроки', e);
    } finally {
      setSaving(false);
    }
  }

  const number = (key: keyof PrivacySettings, label: string, hint: string, min: number) =>
    value && (
      <TextField
        label={label}
        name={key}
        type="number"
        inputMode="numeric"
        min={min}
        required
        hint={hint}
        value={String(value[key])}
        onChange={(text) => setValue({ ...value, [key]: Number(text) })}
      />
    );

  return (
    <section ref={unsaved.ref} className="mt-10 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-1 text-lg font-semibold">Сроки хранения</h2>
      <p className="mb-4 text-sm text-stone-700">
        Эти сроки называет страница «Datenschutz» на обоих языках. Изменение создаёт новую версию текста согласия;
        прежние записи сохраняют свою.
      </p>
      {read.failed ? (
        <LoadError what="сроки хранения" error={read.error} retry={read.retry} retrying={read.retrying} />
      ) : !value ? (
        <Spinner />
      ) : (
        <form onSubmit={(e) => void save(e)} className="grid gap-4 sm:grid-cols-3">
          {number('enquiry_months', 'Запросы без съёмки, месяцев', 'после последнего контакта (1–120)', 1)}
          {number('outbox_days', 'Тексты отправленных писем, дней', 'после отправки (7–3650)', 7)}
          {number('booking_years', 'Подтверждённые съёмки, лет', 'после конца года съёмки (6–10, § 257 HGB)', 6)}
          {number(
            'gallery_days',
            'Галереи клиентов, дней',
            'после окончания срока ссылки: галерея и её фото удаляются (7–3650)',
            7,
          )}
          <div className="sm:col-span-3">
            <button type="submit" className={btn.primary} disabled={saving}>
              Сохранить сроки
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
