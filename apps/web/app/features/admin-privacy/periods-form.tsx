import { type PrivacySettings, privacySettingsSchema } from '@app/contracts';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { OfficeForm, OfficeFormAlert } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { notify } from '../admin-ui/notice';
import { btn, LoadError, Spinner, TextField } from '../admin-ui/ui';
import { privacySettings, savePrivacySettings } from './api';

/** The periods the privacy page states (and the retention follows). */
export function PeriodsForm() {
  const read = useAdminData(adminKeys.settings('privacy'), privacySettings);

  return (
    <section className="mt-10 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-1 text-lg font-semibold">Сроки хранения</h2>
      <p className="mb-4 text-sm text-stone-700">
        Эти сроки называет страница «Datenschutz» на обоих языках. Изменение создаёт новую версию текста согласия;
        прежние записи сохраняют свою.
      </p>
      {read.failed ? (
        <LoadError what="сроки хранения" error={read.error} retry={read.retry} retrying={read.retrying} />
      ) : !read.data ? (
        <Spinner />
      ) : (
        <PeriodsEditor initial={read.data} />
      )}
    </section>
  );
}

/** The four periods, checked with the contract's ranges before they are sent. */
function PeriodsEditor({ initial }: { initial: PrivacySettings }) {
  const form = useOfficeForm({
    schema: privacySettingsSchema,
    initial,
    errorPrefix: 'Не удалось сохранить сроки: ',
    async onSubmit(value) {
      const saved = await savePrivacySettings(value);
      form.reset(saved);
      notify.success('Сроки хранения сохранены');
    },
  });

  const number = (key: keyof PrivacySettings, label: string, hint: string, min: number) => (
    <TextField label={label} type="number" inputMode="numeric" min={min} required hint={hint} {...form.number(key)} />
  );

  return (
    <OfficeForm form={form} className="grid gap-4 sm:grid-cols-3">
      {number('enquiry_months', 'Запросы без съёмки, месяцев', 'после последнего контакта (1–120)', 1)}
      {number('outbox_days', 'Тексты отправленных писем, дней', 'после отправки (7–3650)', 7)}
      {number('booking_years', 'Подтверждённые съёмки, лет', 'после конца года съёмки (6–10, § 257 HGB)', 6)}
      {number(
        'gallery_days',
        'Галереи клиентов, дней',
        'после окончания срока ссылки: галерея и её фото удаляются (7–3650)',
        7,
      )}
      <div className="space-y-2 sm:col-span-3">
        <OfficeFormAlert form={form} />
        <button type="submit" className={btn.primary} disabled={form.busy}>
          Сохранить сроки
        </button>
      </div>
    </OfficeForm>
  );
}
