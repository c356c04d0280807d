import { signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi } from './gallery-helpers';

/**
 * Issue 33 item 5: wrong gallery passwords lock out only the address they came from, and the
 * owner lifts a lock-out from the gallery's screen in the office.
 */
test('the owner sees a password lock-out on the gallery screen and lifts it', async ({ page, request }) => {
  const token = await signIn(page, request);
  const g = await createGalleryByApi(request, token, { title_de: `Sperre ${unique()}`, password: 'richtig-2026' });
  const unlock = (password: string) => request.post(`/api/public/galleries/${g.token}/unlock`, { data: { password } });
  for (let i = 0; i < 5; i++) expect((await unlock(`falsch-${i}`)).status()).toBe(401);
  const locked = await unlock('richtig-2026');
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);

  await page.goto(`/admin/galleries/${g.id}`);
  const notice = page.getByTestId('gallery-lockout');
  await expect(notice).toHaveText(/Неверный пароль введён слишком много раз: 1 адрес заблокирован на 15 минут\./);
  await page.getByRole('button', { name: 'Снять блокировку пароля' }).click();
  await expect(page.getByText('Блокировка снята: клиент может снова ввести пароль')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Снять блокировку пароля' })).toHaveCount(0);
  // The client gets in at once.
  expect((await unlock('richtig-2026')).status()).toBe(200);
});
