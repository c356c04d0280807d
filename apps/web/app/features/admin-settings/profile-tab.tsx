import { passwordProblem } from '@app/contracts';
import { useEffect, useState } from 'react';
import { setToken } from '../admin-api/client';
import { ApiError, errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { btn, PasswordField, TextField } from '../admin-ui/ui';
import { changePassword, getUser, type Notify, updateProfile } from './api';
import { TwoFactorSection } from './two-factor';

export function ProfileTab({ notify }: { notify: Notify }) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [savingProfile, setSavingProfile] = useState(false);
  const refresh = useRefresh();

  const user = useAdminData(adminKeys.settings('user'), getUser);
  useEffect(() => {
    if (!user.data) return;
    setUsername(user.data.username ?? '');
    setEmail(user.data.email ?? '');
  }, [user.data]);

  async function saveProfile() {
    setSavingProfile(true);
    try {
      const saved = await updateProfile(email.trim());
      setEmail(saved.email);
      await refresh(adminKeys.settings('user'));
      notify('Профиль обновлён');
    } catch (e) {
      notify(`Ошибка при сохранении профиля: ${errorMessage(e)}`);
    } finally {
      setSavingProfile(false);
    }
  }

  async function submitPassword(event: React.FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(next, confirmation);
    if (problem) {
      notify(problem);
      return;
    }
    setSaving(true);
    try {
      const answer = await changePassword(current, next);
      if (answer.access_token) setToken(answer.access_token);
      setCurrent('');
      setNext('');
      setConfirmation('');
      notify('Пароль успешно изменен!');
    } catch (e) {
      notify(
        e instanceof ApiError && e.code === 'auth.wrong_current_password'
          ? 'Неверный текущий пароль'
          : 'Ошибка при изменении пароля',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-8">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void saveProfile();
        }}
      >
        <h2 className="text-lg font-semibold">Профиль</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Имя пользователя" value={username} onChange={() => {}} readOnly />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            hint="На этот адрес придёт ссылка, если вы забудете пароль."
          />
        </div>
        <button type="submit" className={btn.secondary} disabled={savingProfile}>
          {savingProfile ? 'Сохранение…' : 'Сохранить профиль'}
        </button>
      </form>
      <form className="space-y-4 border-t border-stone-200 pt-6" onSubmit={submitPassword}>
        <h2 className="text-lg font-semibold">Изменить пароль</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <PasswordField
            label="Текущий пароль"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            required
          />
          <PasswordField label="Новый пароль" autoComplete="new-password" value={next} onChange={setNext} required />
          <PasswordField
            label="Подтвердите новый пароль"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            required
          />
        </div>
        <p className="text-xs text-stone-600">
          Минимум 8 символов, хотя бы одна цифра и один из символов ! @ # $ % ^ & *.
        </p>
        <button type="submit" className={btn.primary} disabled={saving}>
          {saving ? 'Сохранение…' : 'Изменить пароль'}
        </button>
      </form>
      <TwoFactorSection notify={notify} />
    </div>
  );
}
