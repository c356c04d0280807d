import { useState } from 'react';
import { ApiError, errorMessage } from '../admin-api/errors';
import { btn, PasswordField, TextField } from '../admin-ui/ui';
import { login } from './api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { needsCode, OneTimeCodeField } from './one-time-code';

/** Username + password; 'Sign in' / 'Signing in...'; a 'Login Error' box with the refusal's Russian text. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Asked for once the password was right on an account with the second factor.
  const [code, setCode] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [error, setError] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setState('submitting');
    setError('');
    try {
      await login(username, password, code ?? '');
      setState('idle');
      onSuccess();
    } catch (e) {
      if (needsCode(e)) {
        setCode('');
        setState('idle');
        return;
      }
      setState('error');
      if (e instanceof ApiError || e instanceof TypeError) setError(errorMessage(e));
      else setError('An unexpected error occurred');
    }
  }

  return (
    <>
      <form onSubmit={submit} className="space-y-4">
        {state === 'error' ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">Login Error</p>
            <p className="mt-1">{error}</p>
          </div>
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
        <button type="submit" className={`${btn.primary} w-full`} disabled={state === 'submitting'}>
          {state === 'submitting' ? 'Signing in...' : 'Sign in'}
        </button>
        <p className="text-center text-sm">
          <button type="button" className="text-stone-700 underline" onClick={() => setForgotOpen(true)}>
            Забыли пароль?
          </button>
        </p>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
