import { type EmailSettingsInput, emailSettingsInputSchema, PASSWORD_MASK } from '@app/contracts';
import { useMemo, useState } from 'react';
import { codeText, errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, LoadError, PasswordField, Spinner, TextField } from '../admin-ui/ui';
import { getSection, type Notify, putSection, testEmail } from './api';
import { MailActivityPanel } from './mail-activity';

export function EmailTab({ notify }: { notify: Notify }) {
  const loaded = useAdminData(adminKeys.settings('email-notifications'), () => getSection('email-notifications'));
  // The form edits a copy of what was loaded (a failed load shows its error, no form: saving the
  // defaults over the stored settings would lose them); the password is write-only.
  const initial = useMemo(() => {
    if (loaded.data === undefined) return null;
    const d: Partial<NonNullable<typeof loaded.data>> = loaded.data;
    return {
      values: {
        sender_email: d.sender_email ?? '',
        sender_password: '',
        admin_email: d.admin_email ?? '',
        smtp_server: d.smtp_server || 'smtp.gmail.com',
        smtp_port: d.smtp_port || 587,
      },
      stored: Boolean(d.sender_password),
      configured: d.configured ?? false,
    };
  }, [loaded.data]);

  if (!initial && loaded.failed) {
    return <LoadError what="настройки e-mail" error={loaded.error} retry={loaded.retry} retrying={loaded.retrying} />;
  }
  if (!initial) return <Spinner />;
  return <EmailSettingsEditor notify={notify} {...initial} />;
}

function EmailSettingsEditor({
  notify,
  values,
  stored: storedAtFirst,
  configured: configuredAtFirst,
}: {
  notify: Notify;
  values: EmailSettingsInput;
  stored: boolean;
  configured: boolean;
}) {
  const refresh = useRefresh();
  const [stored, setStored] = useState(storedAtFirst);
  const [configured, setConfigured] = useState(configuredAtFirst);
  const [testing, setTesting] = useState(false);
  // Bumped after each test: the status below reads the kept result again.
  const [testedAt, setTestedAt] = useState(0);
  const form = useOfficeForm({
    schema: emailSettingsInputSchema,
    initial: values,
    formats: { smtp_server: 'Только имя сервера, например smtp.gmail.com' },
    extraCheck: (v) => (!stored && !v.sender_password ? 'укажите пароль приложения' : null),
    errorPrefix: 'Ошибка при сохранении настроек e-mail: ',
    onRefused: notify,
    async onSubmit(value) {
      await putSection('email-notifications', value);
      if (value.sender_password) setStored(true);
      setConfigured(true);
      form.reset({ ...value, sender_password: '' });
      await refresh(adminKeys.settings('email-notifications'));
      notify('Настройки e-mail обновлены');
    },
  });

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

  return (
    <div className="space-y-6">
      <OfficeForm form={form}>
        <h2 className="text-lg font-semibold">Уведомления по e-mail</h2>
        <p className="text-sm text-stone-700">
          Статус: {configured ? 'данные сохранены' : 'не настроено'}. Новые заявки и сообщения приходят на e-mail
          администратора. Работает ли отправка, показывают проверка и список писем ниже.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="E-mail отправителя" type="email" {...form.field('sender_email')} required />
          <div>
            <PasswordField
              label="Пароль приложения"
              autoComplete="new-password"
              {...form.field('sender_password')}
              required={!stored}
            />
            <p className="mt-1 text-xs text-stone-600">
              {stored ? `Сохранён (${PASSWORD_MASK}). Оставьте пустым, чтобы не менять.` : 'Пароль ещё не сохранён.'}
            </p>
          </div>
          <TextField label="E-mail администратора" type="email" {...form.field('admin_email')} required />
          <TextField label="SMTP-сервер" {...form.field('smtp_server')} required />
          <TextField label="SMTP-порт" type="number" min={1} {...form.number('smtp_port')} required />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={btn.primary} disabled={form.busy}>
            {form.busy ? 'Сохранение…' : 'Сохранить'}
          </button>
          <button type="button" className={btn.secondary} disabled={testing} onClick={() => void test()}>
            {testing ? 'Отправка…' : 'Отправить тестовое письмо'}
          </button>
        </div>
      </OfficeForm>
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
