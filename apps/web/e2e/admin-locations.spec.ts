import { acceptDialogs, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('the owner adds a city page and it is served at its slug', async ({ page, request }) => {
  const dialogs = acceptDialogs(page);
  await signIn(page, request);
  const id = unique();
  const name = `Altenburg ${id}`;
  const slug = `altenburg-${id}`;

  await page.goto('/admin/locations');
  await expect(page.getByRole('listitem').filter({ hasText: '/gera' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить локацию' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Название города (DE)').fill(name);
  await expect(form.getByLabel('Slug (адрес страницы)')).toHaveAttribute('placeholder', slug);
  await form.getByLabel('Заголовок (немецкий)').fill(`Fotograf in ${name}`);
  await form.getByLabel('Заголовок (русский)').fill(`Фотограф в ${name}`);
  await form.getByLabel('Подзаголовок героя (немецкий)').fill('Hochzeiten und Porträts');
  const content = form.getByRole('textbox', { name: 'Текст страницы города (немецкий)' });
  await content.click();
  await form.getByRole('button', { name: 'Заголовок', exact: true }).first().click();
  await page.keyboard.type('Willkommen');
  await page.keyboard.press('Enter');
  await page.keyboard.type('in Altenburg.');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Локация сохранена!' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`/${slug}`);

  const res = await page.goto(`/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // The editor's heading and paragraph, as written (sanitised by the server).
  await expect(page.getByRole('heading', { level: 2, name: 'Willkommen' })).toBeVisible();
  await expect(page.getByText('in Altenburg.', { exact: true })).toBeVisible();

  await page.goto('/admin/locations');
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: /Удалить/ })
    .click();
  // The question is the office's own (in Russian, naming the city), not the browser's.
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Удалить локацию «${name}»?`);
  await question.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Локация удалена!' })).toBeVisible();
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
