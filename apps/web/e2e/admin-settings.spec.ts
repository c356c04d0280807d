import { expect, test } from '@playwright/test';
import { acceptDialogs, pdfFile, signIn, unique } from './admin-helpers';

test('a new hero title from the branding tab shows on the home page', async ({ page, request }) => {
  const token = await signIn(page, request);
  const original = await (await request.get('/api/admin/settings/branding')).json();
  const title = `Licht und Liebe ${unique()}`;
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Брендинг' }).click();
  const field = page.getByLabel('Заголовок главной (H1, немецкий)');
  await expect(field).not.toHaveValue('');
  await field.fill(title);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Брендинг обновлён' })).toBeVisible();
  // The banner goes away after 3 seconds.
  await expect(page.getByRole('status').filter({ hasText: 'Брендинг обновлён' })).toBeHidden({ timeout: 5_000 });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Put the seeded branding back: other journeys read the home page's default title.
  const restored = await request.put('/api/admin/settings/branding', {
    headers: { Authorization: `Bearer ${token}` },
    data: original,
  });
  expect(restored.ok()).toBe(true);
});

test('the owner uploads a PDF document and hides it again', async ({ page, request }) => {
  const dialogs = acceptDialogs(page);
  await signIn(page, request);
  const name = `Preisliste ${unique()}`;
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Документы' }).click();
  await page.getByRole('button', { name: 'Добавить документ' }).click();
  const form = page.getByRole('dialog');
  const save = form.getByRole('button', { name: 'Создать документ' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Название (немецкий)').fill(name);
  await form.getByLabel('Название (русский)').fill('Прайс-лист');
  await expect(save).toBeDisabled();

  // Wrong type: refused before any upload, the form stays.
  await form
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(form.getByRole('alert')).toHaveText('Ошибка: Разрешены только PDF файлы');

  await form.locator('input[type=file]').first().setInputFiles(pdfFile('preisliste.pdf'));
  await expect(form.getByText('Файл (Немецкий) успешно загружен')).toBeVisible({ timeout: 10_000 });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Документ успешно создан' })).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: name });
  const link = row.getByRole('link', { name: /^DE \(/ });
  await expect(link).toHaveText(/DE \(\d+ KB\)/);
  const href = await link.getAttribute('href');
  const file = await request.get(href ?? '');
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const publicDocs = async () =>
    JSON.stringify(await (await request.get('/api/admin/settings/documents')).json()).includes(name);
  expect(await publicDocs()).toBe(true);
  await row.getByRole('button', { name: /Скрыть с сайта/ }).click();
  await expect(row.getByRole('button', { name: /Показать на сайте/ })).toBeVisible();
  expect(await publicDocs()).toBe(false);

  await row.getByRole('button', { name: /Удалить документ/ }).click();
  expect(dialogs).toContain('Вы уверены, что хотите удалить этот документ?');
  await expect(page.getByRole('status').filter({ hasText: 'Документ успешно удален' })).toBeVisible();
});
