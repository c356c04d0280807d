import { passwordProblem } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../admin-api/errors';
import { Banner, btn, PasswordField } from '../admin-ui/ui';
import { resetPassword } from './api';

/** Sets a new password from the e-mailed link (?token=...). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password, confirmation);
    if (problem) {
      setMessage(problem);
      return;
    }
    setSending(true);
    setMessage('');
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (e) {
      setMessage(`Ошибка: ${errorMessage(e)}`);
    } finally {
      setSending(false);
    }
  }

  if (!token) {
    return (
      <div className="space-y-4">
        <Banner text="Ошибка: ссылка неполная, в ней нет токена. Запросите новую ссылку на странице входа." />
        <Link className="text-sm underline" to="/admin/login">
          К странице входа
        </Link>
      </div>
    );
  }

  if (done) {
    return (
      <div className="space-y-4">
        <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800">
          Пароль изменён. Теперь войдите с новым паролем.
        </div>
        <Link className={`${btn.primary} w-full`} to="/admin/login">
          К странице входа
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Banner text={message} />
      <PasswordField
        label="Новый пароль"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
      />
      <PasswordField
        label="Повторите новый пароль"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        required
      />
      <p className="text-xs text-stone-600">
        Минимум 8 символов, хотя бы одна цифра и один из символов ! @ # $ % ^ & *.
      </p>
      <button type="submit" className={`${btn.primary} w-full`} disabled={sending}>
        {sending ? 'Сохранение…' : 'Сохранить пароль'}
      </button>
      <p className="text-center text-sm">
        <Link className="underline" to="/admin/login">
          К странице входа
        </Link>
      </p>
    </form>
  );
}
