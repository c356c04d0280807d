import { ADMIN, acceptDialogs, openNav, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 20 item 4: a change made in the office appears in the audit log with who, what and its
 * fields before and after; the log filters by what was changed (the filter stays in the address)
 * and never shows a secret's value; it reads on a phone without sideways scrolling.
 */
test('an approval in the office is in the audit log with the field before and after', async ({ page, request }) => {
  const native = acceptDialogs(page);
  const name = `Audit ${unique()}`;
  const token = await signIn(page, request);
  const created = await request.post('/api/admin/reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, text_de: 'Sehr schöne Bilder', rating: 5 },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/reviews?status=pending');
  await page.getByRole('button', { name: `Одобрить: ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Отзыв от «${name}» одобрен` })).toBeVisible();

  await openNav(page);
  await page.getByRole('link', { name: 'Журнал изменений' }).click();
  await expect(page.getByRole('heading', { name: 'Журнал изменений' })).toBeVisible();
  await page.getByLabel('Что').selectOption({ label: 'Отзыв' });
  await expect(page).toHaveURL(/record_type=review/);
  const entries = page.locator('[data-audit-entry]').filter({ hasText: `«${name}»` });
  await expect(entries).toHaveCount(2);
  const approval = entries.first();
  await expect(approval).toContainText('Изменено');
  await expect(approval).toContainText('admin');
  await expect(approval.getByRole('definition')).toHaveText(/^нет\s*→\s*стало\s*да$/);
  await expect(approval.getByRole('term')).toHaveText('Одобрен');
  await expect(entries.nth(1)).toContainText('Создано');

  // The filter is in the address: a reload shows the same view.
  await page.reload();
  await expect(page.getByLabel('Что')).toHaveValue('review');
  await expect(entries).toHaveCount(2);

  // A filter that matches nothing says so, and resets.
  await page.getByLabel('По').fill('2020-01-01');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  // Never a secret: starting the second factor's setup is listed with the password as hidden.
  const setup = await request.post('/api/admin/settings/2fa/setup', {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: ADMIN.password },
  });
  expect(setup.status()).toBe(200);
  await page.reload();
  const latest = page.locator('[data-audit-entry]').first();
  await expect(latest).toContainText('Двухфакторный вход: настройка');
  await expect(latest).toContainText('Текущий пароль');
  await expect(latest).toContainText('скрыто');
  await expect(page.locator('main')).not.toContainText(ADMIN.password);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  expect(native).toEqual([]);
});
