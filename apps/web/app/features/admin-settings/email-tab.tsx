import { type EmailSettingsInput, PASSWORD_MASK } from '@app/contracts';
import { useEffect, useState } from 'react';
import { codeText, errorMessage, fieldErrorsOf, formErrorText } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { FieldErrors } from '../admin-ui/field-errors';
import { btn, LoadError, PasswordField, Spinner, TextField } from '../admin-ui/ui';
import { getSection, type Notify, putSection, testEmail } from './api';
import { MailActivityPanel } from './mail-activity';

/** The form: the contract's input as typed text, and whether mail is configured. */
type EmailSettings = Record<keyof EmailSettingsInput, string> & { configured: boolean };
const FIELDS: readonly (keyof EmailSettingsInput)[] = [
  'sender_email',
  'sender_password',
  'admin_email',
  'smtp_server',
  'smtp_port',
];

export function EmailTab({ notify }: { notify: Notify }) {
  const loaded = useAdminData(adminKeys.settings('email-notifications'), () => getSection('email-notifications'));
  const refresh = useRefresh();
  const [form, setForm] = useState<EmailSettings | null>(null);
  const [stored, setStored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  // Bumped after each test: the status below reads the kept result again.
  const [testedAt, setTestedAt] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  // The form edits a copy of what was loaded (a failed load shows its error, no form: saving the
  // defaults over the stored settings would lose them); the password is write-only.
  useEffect(() => {
    if (loaded.data === undefined) return;
    const d: Partial<NonNullable<typeof loaded.data>> = loaded.data;
    setStored(Boolean(d.sender_password));
    setForm({
      sender_email: d.sender_email ?? '',
      sender_password: '',
      admin_email: d.admin_email ?? '',
      smtp_server: d.smtp_server || 'smtp.gmail.com',
      smtp_port: String(d.smtp_port || 587),
      configured: d.configured ?? false,
    });
  }, [loaded.data]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form) return;
    if (!stored && !form.sender_password) {
      notify('Ошибка: укажите пароль приложения');
      return;
    }
    setSaving(true);
    setFieldErrors({});
    try {
      await putSection('email-notifications', {
        sender_email: form.sender_email,
        sender_password: form.sender_password,
        admin_email: form.admin_email,
        smtp_server: form.smtp_server,
        smtp_port: Number(form.smtp_port),
      });
      if (form.sender_password) setStored(true);
      setForm({ ...form, sender_password: '', configured: true });
      await refresh(adminKeys.settings('email-notifications'));
      notify('Настройки e-mail обновлены');
    } catch (e) {
      setFieldErrors(fieldErrorsOf(e));
      notify(`Ошибка при сохранении настроек e-mail: ${formErrorText(e, FIELDS)}`);
    } finally {
      setSaving(false);
    }
  }

  async function test() {
    setTesting(true);
    try {
      const answer = await testEmail();
      // A failure's message is English or a system text: the owner reads its code's Russian text.
      const why = codeText(answer.code, 'mail.send_failed');
      notify(answer.success ? answer.message : `Ошибка тестирования email: ${why}`, 5000);
    } catch (e) {
      notify(`Ошибка при тестировании email конфигурации: ${errorMessage(e)}`, 5000);
    } finally {
      setTesting(false);
      setTestedAt(Date.now());
    }
  }

  if (!form && loaded.failed) {
    return <LoadError what="настройки e-mail" error={loaded.error} retry={loaded.retry} retrying={loaded.retrying} />;
  }
  if (!form) return <Spinner />;
  const set = (key: keyof EmailSettings, value: string) => setForm({ ...form, [key]: value });
  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-4">
        <FieldErrors value={fieldErrors}>
          <h2 className="text-lg font-semibold">Уведомления по e-mail</h2>
          <p className="text-sm text-stone-700">
            Статус: {form.configured ? 'данные сохранены' : 'не настроено'}. Новые заявки и сообщения приходят на e-mail
            администратора. Работает ли отправка, показывают проверка и список писем ниже.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="E-mail отправителя"
              name="sender_email"
              type="email"
              value={form.sender_email}
              onChange={(v) => set('sender_email', v)}
              required
            />
            <div>
              <PasswordField
                label="Пароль приложения"
                name="sender_password"
                autoComplete="new-password"
                value={form.sender_password}
                onChange={(v) => set('sender_password', v)}
                required={!stored}
              />
              <p className="mt-1 text-xs text-stone-600">
                {stored ? `Сохранён (${PASSWORD_MASK}). Оставьте пустым, чтобы не менять.` : 'Пароль ещё не сохранён.'}
              </p>
            </div>
            <TextField
              label="E-mail администратора"
              name="admin_email"
              type="email"
              value={form.admin_email}
              onChange={(v) => set('admin_email', v)}
              required
            />
            <TextField
              label="SMTP-сервер"
              name="smtp_server"
              value={form.smtp_server}
              onChange={(v) => set('smtp_server', v)}
              required
            />
            <TextField
              label="SMTP-порт"
              name="smtp_port"
              type="number"
              min={1}
              value={form.smtp_port}
              onChange={(v) => set('smtp_port', v)}
              required
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={btn.primary} disabled={saving}>
              {saving ? 'Сохранение…' : 'Сохранить'}
            </button>
            <button type="button" className={btn.secondary} disabled={testing} onClick={() => void test()}>
              {testing ? 'Отправка…' : 'Отправить тестовое письмо'}
            </button>
          </div>
        </FieldErrors>
      </form>
      <MailActivityPanel testedAt={testedAt} />
      <section className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <h3 className="font-semibold">Как настроить Gmail</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            Откройте myaccount.google.com → «Безопасность» и включите двухэтапную аутентификацию (2-Step Verification).
          </li>
          <li>Там же откройте «Пароли приложений» (App passwords) и создайте пароль для «Почта».</li>
          <li>Вставьте 16-значный пароль приложения в поле «Пароль приложения» (не ваш обычный пароль Gmail).</li>
          <li>SMTP-сервер smtp.gmail.com, порт 587. Сохраните и нажмите «Отправить тестовое письмо».</li>
        </ol>
      </section>
    </div>
  );
}
