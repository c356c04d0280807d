import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { renewIfDue, setSignInHandler } from '../admin-api/client';
import { errorMessage } from '../admin-api/errors';
import { btn, PasswordField, TextField } from '../admin-ui/ui';
import { login } from './api';
import { needsCode, OneTimeCodeField } from './one-time-code';

/**
 * The sign-in dialog over unsaved work (ADR 019): when the session expired or was revoked (a
 * log-out or password change elsewhere), the API client asks here instead of leaving the page.
 * The form underneath keeps everything typed; once the owner has signed in again, the refused
 * calls (the save, the reads beside it) are sent again by the client.
 */
export function SessionDialog({ username: knownUsername }: { username: string }) {
  const [answer, setAnswer] = useState<((signedIn: boolean) => void) | null>(null);
  const [username, setUsername] = useState(knownUsername);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(
    () =>
      setSignInHandler(
        () =>
          new Promise<boolean>((resolve) => {
            setPassword('');
            setError('');
            setAnswer(() => resolve);
          }),
      ),
    [],
  );

  function finish(signedIn: boolean) {
    answer?.(signedIn);
    setAnswer(null);
    setPassword('');
    setCode(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await login(username, password, code ?? '');
      finish(true);
    } catch (e) {
      if (needsCode(e)) {
        setCode('');
        return;
      }
      setError(errorMessage(e, 'Не удалось войти. Попробуйте ещё раз.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={answer !== null} onOpenChange={(open) => !open && !busy && finish(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          lang="ru"
          className="fixed left-1/2 top-1/2 z-[70] w-[calc(100%-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl sm:p-6"
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">Войдите снова</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            Сеанс завершился: истёк срок или был выполнен выход на другом устройстве. Всё введённое осталось на месте:
            после входа сохранение продолжится само.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            {error ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <TextField
              label="Имя пользователя"
              name="username"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              required
            />
            <PasswordField
              label="Пароль"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              required
            />
            {code !== null ? <OneTimeCodeField value={code} onChange={setCode} /> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className={btn.secondary} disabled={busy} onClick={() => finish(false)}>
                Отмена
              </button>
              <button type="submit" className={btn.primary} disabled={busy}>
                {busy ? 'Вход…' : 'Войти'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** How often the owner's activity may look at the token's time left. */
const ACTIVITY_CHECK_MS = 60 * 1000;

/**
 * A session in use is renewed before it ends (ADR 019): besides every API call, the owner's typing
 * and clicks (a long article is written without a call) let the client renew a token near its end.
 */
export function useRenewWhileInUse(): void {
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_CHECK_MS) return;
      last = now;
      void renewIfDue(now);
    };
    const events = ['keydown', 'pointerdown'] as const;
    for (const type of events) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, []);
}
