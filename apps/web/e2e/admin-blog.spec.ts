import { acceptDialogs, pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('the owner writes a draft post, then publishes it', async ({ page, request }) => {
  acceptDialogs(page);
  const token = await signIn(page, request);
  const title = `Tipps für das Brautpaar ${unique()}`;

  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Написать статью' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Опубликовать')).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Текст статьи (немецкий)' })).toHaveAttribute(
    'contenteditable',
    'true',
  );
  await expect(form.getByLabel('Краткое описание (немецкий)')).toHaveAttribute('rows', '3');
  await form.getByLabel('Заголовок (немецкий)').fill(title);
  await form.getByLabel('Заголовок (русский)').fill('Советы для пары');
  await form.getByLabel('Краткое описание (немецкий)').fill('Fünf Tipps.');
  await form.getByLabel('Краткое описание (русский)').fill('Пять советов.');
  await form.getByLabel('Текст статьи (немецкий)').fill('Erstens: entspannt bleiben.');
  await form.getByLabel('Текст статьи (русский)').fill('Во-первых: не волноваться.');
  await form.getByLabel('Опубликовать').uncheck();
  await form.getByLabel('Выбрать изображение').setInputFiles(await pngFile('cover.png', '#7c3aed'));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Только черновики' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Черновик');
  const publicBefore = await request.get('/api/public/blog');
  expect(JSON.stringify(await publicBefore.json())).not.toContain(title);

  await row.getByRole('button', { name: /Изменить/ }).click();
  await page.getByRole('dialog').getByLabel('Опубликовать').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Только опубликованные' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Опубликовано');

  const posts = (await (await request.get('/api/public/blog')).json()) as { title_de: string }[];
  expect(posts.map((p) => p.title_de)).toContain(title);
  expect(token).toBeTruthy();
});
