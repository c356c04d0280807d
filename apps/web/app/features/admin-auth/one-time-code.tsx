import { ApiError } from '../admin-api/errors';
import { TextField } from '../admin-ui/ui';

/** Whether a refused sign-in asks for the one-time code (the password was right, ADR 025). */
export function needsCode(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.totp_required';
}

/** The 6-digit code of the authenticator app, shown once the server asked for it. */
export function OneTimeCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Код из приложения-аутентификатора"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      value={value}
      onChange={onChange}
      hint="6 цифр из приложения (Google Authenticator, Aegis, 1Password…)."
      autoFocus
      required
    />
  );
}
