import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, openNav, signIn } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 19 item 6: the optional second factor. Turned on in the profile with the app's key, then
 * the sign-in asks for the code after the password; turned off again with password and code.
 * The journeys share one admin: whatever happens, the second factor is switched off afterwards
 * from the shell (`npm run admin -- reset-2fa`, the owner's way back in with a lost phone).
 */
test.afterEach(() => {
  const cli = path.join(import.meta.dirname, '../../api/src/ops/admin-cli.ts');
  const run = spawnSync(process.execPath, [cli, 'reset-2fa', ADMIN.username], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: process.env.E2E_SERVER_DATA_DIR ?? '',
    },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
});

/** The code an authenticator app shows `steps` periods from now (each step's code works once). */
const code = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('the owner turns on the second factor; sign-in then asks for the code; turned off again', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Двухфакторная аутентификация' });
  await expect(section).toContainText('Выключена');
  await section.getByLabel('Пароль для подтверждения', { exact: true }).fill(ADMIN.password);
  await section.getByRole('button', { name: 'Включить' }).click();
  await expect(section.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is refused in Russian beside the field; nothing is switched on.
  await section
    .getByRole('textbox', { name: 'Код из приложения' })
    .fill('000000' === code(secret, -1) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Подтвердить и включить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка при включении' })).toBeVisible();
  await section.getByRole('textbox', { name: 'Код из приложения' }).fill(code(secret, -1));
  await section.getByRole('button', { name: 'Подтвердить и включить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Двухфакторная аутентификация включена' })).toBeVisible();
  await expect(section).toContainText('Включена');

  // Signed out, the password alone is not enough: the code field appears, without an error.
  await openNav(page);
  await page.getByRole('button', { name: /Выйти \(admin\)/ }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Имя пользователя').fill(ADMIN.username);
  await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codeField = page.getByRole('textbox', { name: 'Код из приложения-аутентификатора' });
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(page.getByText('Login Error')).toHaveCount(0);
  await codeField.fill(code(secret, 0));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Off again: password and a current code.
  await page.goto('/admin/settings');
  await section.getByLabel('Пароль для подтверждения', { exact: true }).fill(ADMIN.password);
  await section.getByRole('textbox', { name: 'Код из приложения' }).fill(code(secret, 1));
  await section.getByRole('button', { name: 'Выключить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Двухфакторная аутентификация выключена' })).toBeVisible();
  const answer = await request.post('/api/admin/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(answer.status()).toBe(200);
});
