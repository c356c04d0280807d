import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiToken, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, galleryPhoto, uploadByApi } from './gallery-helpers';

/**
 * Issue 18 items 3 and 4 (ADR 029): the owner sets favourites limits; the client picks favourites
 * within them, submits the selection (the hearts lock) and downloads one photo alone; the owner
 * sees the visits, downloads and the selection, exports its file names for Lightroom and reopens
 * it; the client can change the favourites again. Runs at 1440 px and at 390 px.
 */

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the client submits a selection within the limits; the owner exports the file names and reopens it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Auswahl Lena ${id}`;
  await signIn(page, request);

  // The owner: a gallery with 2 to 3 favourites, four photos in camera order.
  await page.goto('/admin/galleries');
  await page.getByRole('button', { name: 'Создать галерею' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название (немецкий)').fill(title);
  await dialog.getByLabel('Название (русский)').fill(`Выбор Лены ${id}`);
  await dialog.getByLabel('Имя клиента').fill('Lena Berg');
  await dialog.getByLabel('Минимум избранных').fill('3');
  await dialog.getByLabel('Максимум избранных').fill('2');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Минимум избранных не может быть больше максимума')).toBeVisible();
  await dialog.getByLabel('Минимум избранных').fill('2');
  await dialog.getByLabel('Максимум избранных').fill('3');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles(
      await Promise.all([
        galleryPhoto('IMG_0001.jpg', 30),
        galleryPhoto('IMG_0002.jpg', 90),
        galleryPhoto('IMG_0003.jpg', 150),
        galleryPhoto('IMG_0004.jpg', 210),
      ]),
    );
  await expect(page.getByText('Загружено 4 из 4: 100%')).toBeVisible({ timeout: 60_000 });
  // The previews are rendered in the background (ADR 046): the client sees a photo once they exist.
  await expect(page.getByRole('list', { name: 'Фотографии галереи' }).locator('img')).toHaveCount(4, {
    timeout: 60_000,
  });
  await page.getByLabel('Порядок фотографий').selectOption('name');
  await expect(page.getByRole('status').filter({ hasText: 'упорядочены по имени файла' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Статистика и выбор клиента' });
  await expect(stats).toContainText('Пока никто не отметил избранные фотографии.');
  const path = new URL(await page.getByLabel('Ссылка для клиента (немецкий)').inputValue()).pathname;

  // The client picks favourites within the limits and submits them.
  const client = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1440, height: 900 } });
  const visitor = await client.newPage();
  // This page is not the fixture's: wait for hydration as a visitor would before typing.
  const hydrated = () => visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await visitor.goto(path);
  await hydrated();
  const main = visitor.getByRole('main');
  await main.getByLabel('Ihr Name (für Ihre Favoriten)').fill('Lena');
  const hearts = main.getByRole('button', { name: /^Favorit:/ });
  await expect(hearts).toHaveCount(4);
  await expect(main.getByText('0 von 3 ausgewählt')).toBeVisible();
  await expect(main.getByText('bitte 2 bis 3 Fotos')).toBeVisible();
  const submit = main.getByRole('button', { name: 'Auswahl abschicken' });
  await hearts.nth(0).click();
  await expect(main.getByText('1 von 3 ausgewählt')).toBeVisible();
  await expect(main.getByText('Bitte wählen Sie noch 1 Foto aus.')).toBeVisible();
  await expect(submit).toBeDisabled();
  for (const i of [1, 2, 3]) {
    await hearts.nth(i).click();
    await expect(hearts.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(main.getByText('4 von 3 ausgewählt')).toBeVisible();
  await expect(main.getByText('Bitte entfernen Sie 1 Foto aus Ihren Favoriten.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await hearts.nth(3).click();
  await expect(main.getByText('3 von 3 ausgewählt')).toBeVisible();
  await submit.click();
  await expect(main.getByText('Auswahl mit 3 Fotos abschicken?', { exact: false })).toBeVisible();
  await main.getByRole('button', { name: 'Ja, abschicken' }).click();
  await expect(main.getByText(/Ihre Auswahl wurde am .* abgeschickt/)).toBeVisible();
  await expect(hearts.nth(0)).toBeDisabled();
  await expect(hearts.nth(3)).toBeDisabled();
  await visitor.reload();
  await hydrated();
  await expect(main.getByText(/Ihre Auswahl wurde am .* abgeschickt/)).toBeVisible();
  await expect(main.getByRole('button', { name: /^Favorit:/, pressed: true })).toHaveCount(3);
  for (const i of [0, 1, 2, 3]) await expect(hearts.nth(i)).toBeDisabled();
  await visitor.evaluate(() => window.scrollTo(0, 0));
  await visitor.screenshot({ path: testInfo.outputPath('client-selection-submitted.png'), fullPage: true });
  expect(await axeViolations(visitor)).toEqual([]);

  // One photo alone, as an attachment with the client's file name.
  const [single] = await Promise.all([
    visitor.waitForEvent('download'),
    main.getByRole('link', { name: 'Herunterladen: Foto 2 von 4' }).click(),
  ]);
  expect(single.suggestedFilename()).toBe('IMG_0002.jpg');
  expect((await readFile(await single.path())).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

  // The owner sees the visit, the download and the submitted selection, and exports its names.
  await page.reload();
  await expect(stats.getByText('Просмотры страницы')).toBeVisible();
  await expect(stats.locator('dd').nth(0)).toHaveText('2');
  await expect(stats.locator('dd').nth(2)).toHaveText('1');
  const lena = stats.getByRole('listitem').filter({ hasText: 'Lena' });
  await expect(lena).toContainText('3 фотографии');
  await expect(lena).toContainText('выбор отправлен');
  const names = lena.getByLabel('Имена файлов для Lightroom / Capture One (Lena)');
  await expect(names).toHaveValue('IMG_0001, IMG_0002, IMG_0003');
  const [txt] = await Promise.all([
    page.waitForEvent('download'),
    lena.getByRole('button', { name: 'Скачать .txt: Lena' }).click(),
  ]);
  expect(txt.suggestedFilename()).toBe('auswahl-Lena.txt');
  expect(await readFile(await txt.path(), 'utf8')).toBe('IMG_0001, IMG_0002, IMG_0003\n');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await lena.getByRole('button', { name: 'Скопировать имена: Lena' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Имена файлов скопированы' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('IMG_0001, IMG_0002, IMG_0003');
  await page.screenshot({ path: testInfo.outputPath('office-selection.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // The owner reopens it: the client may change the favourites again.
  await lena.getByRole('button', { name: 'Открыть выбор снова: Lena' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Выбор открыт снова: Lena' })).toBeVisible();
  await expect(lena).toContainText('не отправлен');
  await visitor.reload();
  await hydrated();
  await expect(main.getByText('3 von 3 ausgewählt')).toBeVisible();
  await expect(hearts.nth(0)).toBeEnabled();
  await hearts.nth(2).click();
  await expect(main.getByText('2 von 3 ausgewählt')).toBeVisible();
  await expect(submit).toBeEnabled();

  // Proofing (issue 36 item 4): the file names on request, the favourites alone, a heart in the lightbox.
  const view = main.getByRole('navigation', { name: 'Ansicht' });
  await view.getByRole('link', { name: 'Dateinamen anzeigen' }).click();
  await expect(main.locator('ul li span.font-mono')).toHaveText(['IMG_0001', 'IMG_0002', 'IMG_0003', 'IMG_0004']);
  await view.getByRole('link', { name: 'Nur Favoriten (2)' }).click();
  const opened = main.getByRole('link', { name: /^Foto öffnen:/ });
  await expect(opened).toHaveCount(2);
  await expect(main.locator('ul li span.font-mono')).toHaveText(['IMG_0001', 'IMG_0002']);
  await opened.nth(1).click();
  const box = visitor.locator('.yarl__container');
  await expect(box).toBeVisible();
  const heart = visitor.getByRole('button', { name: 'Favorit: Foto 2 von 2' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await visitor.keyboard.press('Escape');
  await expect(box).toBeHidden();
  // Unmarked in the lightbox: one favourite left, the view shows it alone.
  await expect(main.getByText('1 von 3 ausgewählt')).toBeVisible();
  await expect(opened).toHaveCount(1);
  await view.getByRole('link', { name: 'Alle Fotos (4)' }).click();
  await expect(opened).toHaveCount(4);
  await hearts.nth(1).click();
  await expect(main.getByText('2 von 3 ausgewählt')).toBeVisible();

  // Russian, from the link.
  await visitor.goto(path.replace('/g/', '/ru/g/'));
  await hydrated();
  await expect(visitor.getByRole('main').getByText('Выбрано 2 из 3')).toBeVisible();
  await expect(visitor.getByRole('main').getByText('нужно от 2 до 3 фотографий')).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('client-selection-ru.png'), fullPage: true });
  await client.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the client names themself, marks and unmarks favourites and submits the selection (plain forms)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const token = await apiToken(request);
    const id = unique();
    const gallery = await createGalleryByApi(request, token, {
      title_de: `Ohne Skript ${id}`,
      title_ru: `Без скрипта ${id}`,
      favourites_min: 2,
      favourites_max: 2,
    });
    for (const [i, hue] of [30, 120, 210].entries()) {
      await uploadByApi(request, token, gallery.id, await galleryPhoto(`IMG_100${i + 1}.jpg`, hue));
    }

    await page.goto(`/g/${gallery.token}`);
    const main = page.getByRole('main');
    const hearts = main.getByRole('button', { name: /^Favorit:/ });
    await expect(hearts).toHaveCount(0);
    await main.getByLabel('Ihr Name (für Ihre Favoriten)').fill('Mara K.');
    await main.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\?visitor=Mara(\+|%20)K\.$/);
    await expect(hearts).toHaveCount(3);
    await expect(main.getByText('0 von 2 ausgewählt')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Auswahl abschicken' })).toBeDisabled();

    // Each heart is a form: the page comes back at that photo with the new state.
    await hearts.nth(0).click();
    await expect(page).toHaveURL(/#photo-/);
    await expect(main.getByText('1 von 2 ausgewählt')).toBeVisible();
    await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await hearts.nth(2).click();
    await expect(main.getByText('2 von 2 ausgewählt')).toBeVisible();
    await hearts.nth(2).click();
    await expect(main.getByText('1 von 2 ausgewählt')).toBeVisible();
    await expect(hearts.nth(2)).toHaveAttribute('aria-pressed', 'false');
    await hearts.nth(1).click();
    await expect(main.getByText('2 von 2 ausgewählt')).toBeVisible();

    // Asked once more (a round trip), cancelled, then submitted.
    await main.getByRole('button', { name: 'Auswahl abschicken' }).click();
    await expect(main.getByText('Auswahl mit 2 Fotos abschicken?', { exact: false })).toBeVisible();
    await main.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(main.getByText('Auswahl mit 2 Fotos abschicken?', { exact: false })).toHaveCount(0);
    await main.getByRole('button', { name: 'Auswahl abschicken' }).click();
    await page.screenshot({ path: testInfo.outputPath('client-selection-no-js-ask.png'), fullPage: true });
    await main.getByRole('button', { name: 'Ja, abschicken' }).click();
    await expect(main.getByText(/Ihre Auswahl wurde am .* abgeschickt/)).toBeVisible();
    for (const i of [0, 1, 2]) await expect(hearts.nth(i)).toBeDisabled();
    await expect(main.getByRole('button', { name: /^Favorit:/, pressed: true })).toHaveCount(2);

    // Stored on the server as with JavaScript: those two photos, submitted.
    const office = await request.get(`/api/admin/galleries/${gallery.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const photos = ((await office.json()) as { photos: { id: string }[] }).photos.map((p) => p.id);
    const stored = await request.get(`/api/public/galleries/${gallery.token}/favourites?visitor=Mara%20K.`);
    expect(await stored.json()).toMatchObject({ photo_ids: [photos[0], photos[1]], submitted_at: expect.any(String) });

    // The view's switches are links: the file names and the favourites alone, without a script.
    await main.getByRole('navigation', { name: 'Ansicht' }).getByRole('link', { name: 'Dateinamen anzeigen' }).click();
    await expect(main.locator('ul li span.font-mono')).toHaveText(['IMG_1001', 'IMG_1002', 'IMG_1003']);
    await main.getByRole('navigation', { name: 'Ansicht' }).getByRole('link', { name: 'Nur Favoriten (2)' }).click();
    await expect(main.getByRole('link', { name: /^Foto öffnen:/ })).toHaveCount(2);
    await expect(main.locator('ul li span.font-mono')).toHaveText(['IMG_1001', 'IMG_1002']);

    // Russian, from the link with the name.
    await page.goto(`/ru/g/${gallery.token}?visitor=Mara%20K.`);
    await expect(main.getByText('Выбрано 2 из 2')).toBeVisible();
    await expect(main.getByText(/Ваш выбор отправлен/)).toBeVisible();
  });
});

test('the photo order is made from what the gallery holds now: a photo added meanwhile elsewhere is kept', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  const gallery = await createGalleryByApi(request, token, { title_de: `Reihenfolge ${unique()}` });
  for (const [name, hue] of [
    ['IMG_0003.jpg', 30],
    ['IMG_0001.jpg', 90],
  ] as const) {
    await uploadByApi(request, token, gallery.id, await galleryPhoto(name, hue));
  }
  await page.goto(`/admin/galleries/${gallery.id}`);
  const list = page.getByRole('list', { name: 'Фотографии галереи' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Without capture times a new gallery goes by file name (ADR 053).
  await expect(list.locator('p')).toHaveText(['IMG_0001.jpg', 'IMG_0003.jpg']);
  // Another tab (here: the API) adds a photo; this page's list does not know it yet.
  await uploadByApi(request, token, gallery.id, await galleryPhoto('IMG_0002.jpg', 150));
  // The owner moves a photo by hand: her order, with the new photo kept at the end.
  await list.getByRole('button', { name: 'Позже: IMG_0001.jpg' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(list.locator('p')).toHaveText(['IMG_0003.jpg', 'IMG_0001.jpg', 'IMG_0002.jpg']);
  await expect(page.getByLabel('Порядок фотографий')).toHaveValue('manual');
});
