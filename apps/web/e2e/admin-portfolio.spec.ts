import { acceptDialogs, apiToken, pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { makeProject } from './projects';

test('the owner creates a category and a project with two images and sees it on /portfolio', async ({
  page,
  request,
}) => {
  const dialogs = acceptDialogs(page);
  await signIn(page, request);
  const id = unique();
  const category = `Paare ${id}`;
  const title = `Sommerhochzeit ${id}`;

  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: 'Категории' }).click();
  await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Создать' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Название (немецкий)').fill(category);
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Название (русский)').fill(`Пары ${id}`);
  await expect(dialog.getByLabel('Slug (адрес)')).toHaveAttribute('placeholder', `paare-${id}`);
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Категория «Пары ${id}» создана` })).toBeVisible();
  expect(dialogs).toEqual([]);
  const row = page.getByRole('listitem').filter({ hasText: category });
  await expect(row).toContainText(`/portfolio?category=paare-${id}`);
  // The newest category is last: it cannot move down, but it can move up.
  await expect(row.getByRole('button', { name: /^Ниже/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Выше/ })).toBeEnabled();
  // The protected 'all' category has no delete button and cannot move up.
  const all = page.getByRole('listitem').filter({ hasText: /адрес: \/portfolio(?!\?)/ });
  await expect(all).toHaveCount(1);
  await expect(all.getByRole('button', { name: /Удалить/ })).toHaveCount(0);
  await expect(all.getByRole('button', { name: /^Выше/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Проекты' }).click();
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Название (немецкий)').fill(title);
  await form.getByLabel('Название (русский)').fill(`Летняя свадьба ${id}`);
  await form.getByLabel('Описание (немецкий)').fill('Eine Hochzeit am See.');
  await form.getByLabel('Описание (русский)').fill('Свадьба у озера.');
  await form.getByLabel('Категория').selectOption(`paare-${id}`);
  await form.getByLabel('Дата съёмки').fill('2026-07-04');
  await form.getByLabel('Место (немецкий)').fill('Cospudener See');

  // Images are required on create: the form says so and keeps what was typed.
  await form.getByRole('button', { name: 'Создать проект' }).click();
  await expect(form.getByRole('alert')).toHaveText('Добавьте хотя бы одно изображение');
  await expect(form.getByLabel('Название (немецкий)')).toHaveValue(title);

  await form
    .locator('input[type=file]')
    .setInputFiles([await pngFile('see-1.png', '#b45309'), await pngFile('see-2.png', '#0f766e')]);
  await expect(form.getByText('Фото 2 (see-2.png)')).toBeVisible();
  await form.getByRole('button', { name: 'Создать проект' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });

  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('фото: 2');

  const items = (await (await request.get('/api/public/portfolio')).json()) as {
    title_de: string;
    images: string[];
    shot_on: string;
    place_de: string;
  }[];
  expect(items.find((i) => i.title_de === title)).toMatchObject({ shot_on: '2026-07-04', place_de: 'Cospudener See' });
  expect(items.find((i) => i.title_de === title)?.images).toHaveLength(2);
  // The public page renders it on the server (captions may only show on hover on a phone).
  await page.goto('/portfolio');
  await expect(page.getByText(title).first()).toBeAttached();
  expect(await (await request.get('/portfolio')).text()).toContain(title);
});

test('a category that projects use is not deleted: the office says how many and keeps it', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const id = unique();
  const category = await request.post('/api/admin/portfolio-categories', {
    headers,
    data: { name_de: `Tiere ${id}`, name_ru: `Животные ${id}`, slug: `tiere-${id}`, sort_order: 95, active: false },
  });
  expect(category.status()).toBe(201);
  const project = await makeProject(
    request,
    { title_de: `Hund ${id}`, title_ru: `Собака ${id}`, category: `tiere-${id}` },
    [[800, 600]],
  );
  try {
    await page.goto('/admin/portfolio');
    await page.getByRole('button', { name: 'Категории' }).click();
    await page.getByRole('button', { name: `Удалить категорию: Tiere ${id}` }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `Категорию «Животные ${id}» нельзя удалить: в ней 1 проект.` });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: `Животные ${id}` })).toBeVisible();
  } finally {
    await request.delete(`/api/admin/portfolio/${project.id}`, { headers });
    await request.delete(`/api/admin/portfolio-categories/${(await category.json()).id}`, { headers });
  }
});
