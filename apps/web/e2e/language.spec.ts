import { expect, test } from './fixtures';

test('the home page is rendered on the server, in German by default', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('Hochzeitsfotograf in Thüringen und Sachsen');
  expect(html).not.toMatch(/<div id="root">\s*<\/div>/);
  expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
});

test('switching to Russian changes <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochzeitsfotograf in Thüringen und Sachsen');

  await page.getByRole('button', { name: /Русский/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Свадебный фотограф в Тюрингии и Саксонии');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('ru');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Свадебный фотограф в Тюрингии и Саксонии');

  await page.getByRole('button', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/gibt-es-nicht/wirklich');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});

test('the back office is rendered in the browser only', async ({ page, request }) => {
  const html = await (await request.get('/admin')).text();
  expect(html).not.toContain('Админ-панель');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Админ-панель');
});
