import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { setToken } from '../admin-api/client';
import { errorMessage, fieldErrorsOf } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { FieldErrors } from '../admin-ui/field-errors';
import { btn, LoadError, PasswordField, Spinner, TextField } from '../admin-ui/ui';
import {
  totpDisable as disable,
  totpEnable as enable,
  type Notify,
  totpSetup as setup,
  totpStatus as status,
} from './api';

type Setup = Awaited<ReturnType<typeof setup>>;

/** "JBSW Y3DP EHPK 3PXP": the key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The optional second factor (ADR 025): turned on with the current password, the app's QR code
 * (or the key typed in) and a first code; turned off with the password and a current code. A lost
 * phone: `npm run admin -- reset-2fa <username>` on the server.
 */
export function TwoFactorSection({ notify }: { notify: Notify }) {
  const state = useAdminData([...adminKeys.settings('2fa')], status);
  const refresh = useRefresh();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<Setup | null>(null);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});

  async function run(step: () => Promise<void>, failure: string) {
    setBusy(true);
    setFields({});
    try {
      await step();
    } catch (e) {
      setFields(fieldErrorsOf(e));
      notify(`${failure}: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  }

  if (state.failed) {
    return <LoadError what="настройки входа" error={state.error} retry={state.retry} retrying={state.retrying} />;
  }
  if (!state.data) return <Spinner />;
  const enabled = state.data.enabled;

  return (
    <section className="space-y-4 border-t border-stone-200 pt-6" aria-labelledby="two-factor">
      <h2 id="two-factor" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-stone-700" aria-hidden /> Двухфакторная аутентификация
      </h2>
      <p className="text-sm text-stone-700">
        {enabled
          ? 'Включена: при входе, кроме пароля, нужен 6-значный код из приложения-аутентификатора.'
          : 'Выключена. С ней для входа нужен не только пароль, но и код из приложения на телефоне (Google Authenticator, Aegis, 1Password и др.).'}
      </p>
      <FieldErrors value={fields}>
        {enabled ? (
          <form
            className="grid gap-4 sm:grid-cols-3 sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                setToken((await disable(password, code)).access_token);
                setPassword('');
                setCode('');
                await refresh(adminKeys.settings('2fa'));
                notify('Двухфакторная аутентификация выключена');
              }, 'Ошибка при выключении');
            }}
          >
            <PasswordField
              label="Пароль для подтверждения"
              name="currentPassword"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              required
            />
            <TextField
              label="Код из приложения"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={setCode}
              required
            />
            <button type="submit" className={btn.danger} disabled={busy}>
              Выключить
            </button>
          </form>
        ) : pending ? (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                setToken((await enable(code)).access_token);
                setPending(null);
                setCode('');
                await refresh(adminKeys.settings('2fa'));
                notify('Двухфакторная аутентификация включена');
              }, 'Ошибка при включении');
            }}
          >
            <ol className="list-decimal space-y-3 pl-5 text-sm text-stone-800">
              <li>
                Отсканируйте QR-код приложением-аутентификатором
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pending.qr_svg)}`}
                  alt="QR-код для приложения-аутентификатора"
                  width={176}
                  height={176}
                  className="mt-2 rounded border border-stone-200 bg-white p-1"
                />
                или введите ключ вручную:{' '}
                <code className="break-all rounded bg-stone-100 px-1 font-mono" data-testid="totp-secret">
                  {grouped(pending.secret)}
                </code>
              </li>
              <li>Введите 6-значный код, который показывает приложение.</li>
            </ol>
            <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
              <TextField
                label="Код из приложения"
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={setCode}
                required
              />
              <button type="submit" className={btn.primary} disabled={busy}>
                Подтвердить и включить
              </button>
              <button type="button" className={btn.secondary} disabled={busy} onClick={() => setPending(null)}>
                Отмена
              </button>
            </div>
          </form>
        ) : (
          <form
            className="grid gap-4 sm:grid-cols-3 sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                setPending(await setup(password));
                setPassword('');
              }, 'Ошибка при настройке');
            }}
          >
            <PasswordField
              label="Пароль для подтверждения"
              name="currentPassword"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              required
            />
            <button type="submit" className={btn.secondary} disabled={busy}>
              Включить
            </button>
          </form>
        )}
      </FieldErrors>
      <p className="text-xs text-stone-600">
        Телефон потерян? На сервере: <code>npm run admin -- reset-2fa &lt;имя&gt;</code> выключает второй фактор.
      </p>
    </section>
  );
}
