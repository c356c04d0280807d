import { readFileSync } from 'node:fs';
import { signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, galleryPhoto, uploadByApi } from './gallery-helpers';

/**
 * Issue 20 items 2 and 6: the owner finds one address's records across the forms, downloads them
 * as a ZIP and erases them after a question; the privacy page states the periods from the settings.
 */
test('the owner finds, exports and erases one address’s data', async ({ page, request }, testInfo) => {
  const email = `privat-${unique()}@example.com`;
  const sent = [
    await request.post('/api/public/contact', { data: { name: 'Pia Privat', email, message: 'Hallo!' } }),
    await request.post('/api/public/reviews', {
      data: { name: 'Pia P.', email, rating: 5, service: 'portrait', text_de: 'Sehr schön.', text_ru: '' },
    }),
    await request.post('/api/public/newsletter', { data: { email, consent: true } }),
  ];
  for (const res of sent) expect(res.status(), await res.text()).toBe(201);

  await signIn(page, request);
  await page.goto('/admin/dashboard');
  const menu = page.getByRole('button', { name: 'Открыть меню' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Персональные данные' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Персональные данные' })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByLabel('Адрес e-mail').fill(email.toUpperCase());
  await main.getByRole('button', { name: 'Найти' }).click();
  const found = main.getByRole('region', { name: `Данные ${email}` });
  for (const section of ['Сообщения из формы контакта', 'Отзывы', 'Подписка на рассылку', 'Согласия']) {
    await expect(found.getByRole('heading', { level: 3, name: new RegExp(`^${section}`) })).toBeVisible();
  }
  await expect(found.getByRole('cell', { name: 'Pia Privat', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('privacy-person.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await found.getByRole('button', { name: 'Выгрузить ZIP' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');

  await found.getByRole('button', { name: 'Удалить данные' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Удалить все данные ${email}?` });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(found.getByRole('cell', { name: 'Pia Privat', exact: true })).toBeVisible();
  await found.getByRole('button', { name: 'Удалить данные' }).click();
  await dialog.getByRole('button', { name: 'Удалить данные' }).click();
  await expect(page.getByText(`Данные ${email} удалены`)).toBeVisible();
  await expect(main.getByRole('heading', { name: `О ${email} ничего не хранится` })).toBeVisible();

  // The retention's dry run: nothing in this fresh run is older than the periods.
  await main.getByRole('button', { name: 'Проверить (без удаления)' }).click();
  await expect(main.getByText('Записей с истёкшим сроком нет.')).toBeVisible();
});

test('the privacy page states the periods the owner set, in German and Russian', async ({ page, request }) => {
  await page.goto('/datenschutz');
  await expect(page.getByText(/Löschung 12 Monate nach dem letzten Kontakt/)).toBeVisible();
  await expect(page.getByText(/Löschung 90 Tage nach dem Versand/)).toBeVisible();
  await page.goto('/ru/datenschutz');
  await expect(page.getByText(/удаляются через 12 месяцев после последнего контакта/)).toBeVisible();
  await expect(page.getByText(/6 лет с конца года съёмки/)).toBeVisible();
  expect((await request.get('/api/public/privacy')).ok()).toBe(true);
});

test('the owner finds a gallery visitor by the name they typed and erases their favourites', async ({
  page,
  request,
}, testInfo) => {
  const token = await signIn(page, request);
  const visitor = `Вера Кузнецова ${unique()}`;
  const gallery = await createGalleryByApi(request, token, { title_de: `Name ${unique()}` });
  await uploadByApi(request, token, gallery.id, await galleryPhoto('IMG_3001.jpg', 80));
  const photos = (await (
    await request.get(`/api/admin/galleries/${gallery.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { photos: { id: string }[] };
  const marked = await request.post(`/api/public/galleries/${gallery.token}/favourites`, {
    data: { visitor, photo_id: photos.photos[0]?.id, favourite: true },
  });
  expect(marked.status()).toBe(200);

  await page.goto('/admin/privacy');
  const main = page.getByRole('main');
  await main.getByLabel('Имя', { exact: true }).fill(visitor.toLocaleUpperCase('ru'));
  await main.getByRole('button', { name: 'Найти' }).click();
  const found = main.getByRole('region', { name: `Данные ${visitor.toLocaleUpperCase('ru')}` });
  await expect(
    found.getByRole('heading', { level: 3, name: /^Избранное в галереях \(по имени посетителя\)/ }),
  ).toBeVisible();
  await expect(found.getByRole('cell', { name: visitor, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('privacy-person-by-name.png'), fullPage: true });
  await found.getByRole('button', { name: 'Удалить данные' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить данные' }).click();
  await expect(main.getByRole('heading', { name: /ничего не хранится$/ })).toBeVisible();
  const left = await request.get(
    `/api/public/galleries/${gallery.token}/favourites?visitor=${encodeURIComponent(visitor)}`,
  );
  expect(((await left.json()) as { photo_ids: string[] }).photo_ids).toEqual([]);
});
