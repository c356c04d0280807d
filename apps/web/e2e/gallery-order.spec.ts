import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, uploadByApi } from './gallery-helpers';

/** A camera JPEG: taken at `at` ("2027:06:12 14:00:05") by a body (make, model, serial). */
async function cameraPhoto(name: string, at: string, body: [string, string, string], hue: number) {
  const buffer = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: hue, g: 120, b: 90 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: body[0], Model: body[1] },
      IFD2: { DateTimeOriginal: at, BodySerialNumber: body[2] },
    })
    .toBuffer();
  return { name, buffer };
}

const CANON: [string, string, string] = ['Canon', 'Canon EOS R6', '0320211111'];
const SONY: [string, string, string] = ['SONY', 'ILCE-7M4', '5552222'];

const grid = (page: Page) => page.getByRole('list', { name: 'Фотографии галереи' });
/** The file names in the order the office shows them. */
const shown = (page: Page) =>
  grid(page)
    .getByRole('listitem')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));

/** Drags a photo by its handle onto another tile with the mouse (dnd-kit's pointer sensor). */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('the owner merges two cameras by capture time, drags and moves a selection, and deletes several photos', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await signIn(page, request);
  const gallery = await createGalleryByApi(request, token, { title_de: `Hochzeit Ordnung ${unique()}` });
  // Uploads finish in any order; the Sony's clock ran an hour behind.
  for (const photo of [
    await cameraPhoto('DSC_0003.jpg', '2027:06:12 14:00:20', CANON, 30),
    await cameraPhoto('A7_0010.jpg', '2027:06:12 13:00:30', SONY, 60),
    await cameraPhoto('DSC_0001.jpg', '2027:06:12 14:00:00', CANON, 90),
    await cameraPhoto('DSC_0002.jpg', '2027:06:12 14:00:10', CANON, 120),
    await cameraPhoto('A7_0009.jpg', '2027:06:12 13:00:05', SONY, 150),
    await cameraPhoto('DSC_0004.jpg', '2027:06:12 14:00:40', CANON, 180),
  ]) {
    await uploadByApi(request, token, gallery.id, photo);
  }

  await page.goto(`/admin/galleries/${gallery.id}`);
  await expect(page.getByLabel('Порядок фотографий')).toHaveValue('captured');
  await expect
    .poll(() => shown(page))
    .toEqual(['A7_0009.jpg', 'A7_0010.jpg', 'DSC_0001.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg', 'DSC_0004.jpg']);

  // Two cameras: the Sony's offset merges them.
  await page.getByLabel('Сдвиг часов: SONY ILCE-7M4 #2222').fill('+01:00');
  await page.getByRole('button', { name: 'Применить сдвиг' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'упорядочены по времени съёмки' })).toBeVisible();
  await expect
    .poll(() => shown(page))
    .toEqual(['DSC_0001.jpg', 'A7_0009.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg', 'A7_0010.jpg', 'DSC_0004.jpg']);
  await expect(page.getByLabel('Сдвиг часов: SONY ILCE-7M4 #2222')).toHaveValue('+01:00:00');

  // Two photos chosen, to the front in one click.
  await grid(page).getByLabel('Выбрать: DSC_0004.jpg').check();
  await grid(page).getByLabel('Выбрать: A7_0010.jpg').check();
  await expect(page.getByTestId('photo-selection')).toHaveText('Выбрано: 2 из 6');
  await page.getByRole('button', { name: 'В начало' }).click();
  await expect
    .poll(() => shown(page))
    .toEqual(['A7_0010.jpg', 'DSC_0004.jpg', 'DSC_0001.jpg', 'A7_0009.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg']);
  // Arranged by hand now, and kept on the server.
  await expect(page.getByLabel('Порядок фотографий')).toHaveValue('manual');
  await page.getByRole('button', { name: 'Снять выбор' }).click();

  // The last photo dragged with the mouse onto the fourth place (above it on a phone's two columns).
  const tile = (name: string) =>
    grid(page)
      .getByRole('listitem')
      .filter({ has: page.getByAltText(name) });
  const handle = grid(page).getByRole('button', { name: 'Перетащить: DSC_0003.jpg' });
  await tile('A7_0009.jpg').scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  await drag(page, handle, tile('A7_0009.jpg'));
  const dragged = ['A7_0010.jpg', 'DSC_0004.jpg', 'DSC_0001.jpg', 'DSC_0003.jpg', 'A7_0009.jpg', 'DSC_0002.jpg'];
  await expect.poll(() => shown(page)).toEqual(dragged);
  await page.reload();
  await expect.poll(() => shown(page)).toEqual(dragged);
  await page.screenshot({ path: testInfo.outputPath('gallery-order.png'), fullPage: true });

  // Two photos deleted at once, after a question.
  await grid(page).getByLabel('Выбрать: DSC_0001.jpg').check();
  await grid(page).getByLabel('Выбрать: A7_0009.jpg').check();
  await page.getByRole('button', { name: 'Удалить выбранные' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('выбранные фотографии (2)');
  await question.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Удалено фотографий: 2' })).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(['A7_0010.jpg', 'DSC_0004.jpg', 'DSC_0003.jpg', 'DSC_0002.jpg']);
  await expect(page.getByTestId('photo-selection')).toHaveText('Ничего не выбрано');

  // By file name in one choice.
  await page.getByLabel('Порядок фотографий').selectOption('name');
  await expect(page.getByRole('status').filter({ hasText: 'упорядочены по имени файла' })).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(['A7_0010.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg', 'DSC_0004.jpg']);
});
