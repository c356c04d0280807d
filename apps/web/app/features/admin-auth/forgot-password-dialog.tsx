import { useEffect, useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { FormFooter } from '../admin-ui/form-footer';
import { Modal, TextField } from '../admin-ui/ui';
import { requestPasswordReset } from './api';

/** Asks for the e-mail, sends the reset request, confirms and closes itself after 5 seconds. */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => onOpenChange(false), 5000);
    return () => window.clearTimeout(timer);
  }, [done, onOpenChange]);

  useEffect(() => {
    if (open) {
      setDone(false);
      setError('');
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      await requestPasswordReset(email);
      setDone(true);
    } catch (e) {
      setError(errorMessage(e, 'Error sending password reset request') || 'Error sending password reset request');
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Восстановление пароля">
      {done ? (
        <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">
          Если этот адрес зарегистрирован, мы отправили на него ссылку для сброса пароля. Проверьте почту.
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-stone-700">
            Введите e-mail администратора. Мы пришлём ссылку, по которой можно задать новый пароль.
          </p>
          <TextField label="E-mail" type="email" name="email" value={email} onChange={setEmail} required />
          <FormFooter
            error={error}
            busy={sending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Отправить ссылку"
            busyLabel="Отправка…"
          />
        </form>
      )}
    </Modal>
  );
}
