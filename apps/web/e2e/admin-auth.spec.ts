import { ADMIN, acceptDialogs, openNav, signIn } from './admin-helpers';
import { expect, test } from './fixtures';

const NEW_PASSWORD = 'Neu-Pass-2026!';

test('a visitor without a token is sent to the login page and back to where they wanted to go', async ({ page }) => {
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fblog/);
  await page.getByLabel('Имя пользователя').fill(ADMIN.username);
  await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();

  // Signed in, the login page forwards to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a wrong password shows the Login Error box with the refusal in Russian', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Имя пользователя').fill(ADMIN.username);
  await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Показать: Пароль' }).click();
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const box = page.getByRole('alert');
  await expect(box).toContainText('Login Error');
  await expect(box).not.toHaveText('Login Error');
  await expect(box).toContainText('Неверное имя пользователя или пароль.');
  await expect(box).not.toContainText('Incorrect');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
});

test('the forgot-password dialog confirms and closes itself', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Забыли пароль?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('owner@example.com');
  await dialog.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(dialog.getByRole('status')).toContainText('ссылку');
  await expect(dialog).toBeHidden({ timeout: 8_000 });
});

test('the owner changes the password, signs in with the new one, and logs out', async ({ page, request }) => {
  acceptDialogs(page);
  await signIn(page, request);
  const newPassword = NEW_PASSWORD;
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Имя пользователя')).toHaveValue(ADMIN.username);

  // The rules are checked before the call, in the spec's order.
  await page.getByLabel('Текущий пароль', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Новый пароль', { exact: true }).fill('short1!');
  await page.getByLabel('Подтвердите новый пароль', { exact: true }).fill('short1!');
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText('Пароль должен содержать минимум 8 символов');

  await page.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
  await page.getByLabel('Подтвердите новый пароль', { exact: true }).fill('Something-else1!');
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText('Новые пароли не совпадают');

  await page.getByLabel('Текущий пароль', { exact: true }).fill('wrong-current-1!');
  await page.getByLabel('Подтвердите новый пароль', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный текущий пароль');

  await page.getByLabel('Текущий пароль', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
  await page.getByLabel('Подтвердите новый пароль', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  // Hashing the new password takes a moment on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: 'Пароль успешно изменен!' })).toBeVisible({
    timeout: 15_000,
  });

  // The page keeps working with the token from the answer.
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeVisible();

  // Log out, then sign in with the new password.
  await openNav(page);
  await page.getByRole('button', { name: /Выйти \(admin\)/ }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Имя пользователя').fill(ADMIN.username);
  await page.getByLabel('Пароль', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель управления' })).toBeVisible();
});

// Whatever happened in the password journey, the other journeys sign in with the original password
// (only after that journey: a failed sign-in attempt counts towards the lock-out).
test.afterEach(async ({ request }, testInfo) => {
  if (!testInfo.title.startsWith('the owner changes the password')) return;
  const res = await request.post('/api/admin/login', { data: { username: ADMIN.username, password: NEW_PASSWORD } });
  if (!res.ok()) return;
  const { access_token } = await res.json();
  const restored = await request.put('/api/admin/settings/password', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { currentPassword: NEW_PASSWORD, newPassword: ADMIN.password },
  });
  expect(restored.ok()).toBe(true);
});
