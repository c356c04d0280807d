import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, galleryPhoto, uploadByApi } from './gallery-helpers';

/**
 * Issue 18 item 3, the logo (ADR 029): in the gallery form the owner chooses "Водяной знак:
 * логотип", uploads the studio logo there (a file that is no PNG/WebP with transparency is refused
 * with the reason), sees its preview, saves: originals are switched off and the previews are
 * rendered again with the logo. Deleting the logo while the gallery uses it is refused. At 1440 px,
 * and the choice's targets at 390 px.
 */

/** A 300 x 120 PNG: an opaque dark block on a transparent background. */
async function logoFile() {
  const buffer = await sharp({
    create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 240, height: 60, channels: 4, background: { r: 30, g: 30, b: 60, alpha: 1 } } },
        left: 30,
        top: 30,
      },
    ])
    .png()
    .toBuffer();
  return { name: 'studio-logo.png', mimeType: 'image/png', buffer };
}

async function officeGallery(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/admin/galleries/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { downloads: string; watermark_logo: boolean; photos: { url: string }[] };
}

test('the owner uploads the studio logo in the gallery form and marks the gallery with it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Logo ${unique()}`;
  const token = await signIn(page, request);
  const gallery = await createGalleryByApi(request, token, { title_de: title, downloads: 'original' });
  await uploadByApi(request, token, gallery.id, await galleryPhoto('IMG_3001.jpg', 90, 1200, 800));

  await page.goto(`/admin/galleries/${gallery.id}`);
  await page.getByRole('button', { name: `Изменить: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const choice = dialog.getByRole('group', { name: 'Водяной знак' });
  await expect(choice.getByRole('radio', { name: 'нет' })).toBeChecked();
  await choice.getByRole('radio', { name: 'логотип' }).check();
  await expect(dialog.getByText('Логотип ещё не загружен.')).toBeVisible();
  // Originals are no longer offered with a watermark.
  await expect(dialog.getByLabel('Скачивание для клиента')).toHaveValue('web');

  // A JPEG is refused by the server (checked by content), with the rules in Russian.
  const photo = await galleryPhoto('logo.png', 10, 200, 100);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: photo.buffer });
  await expect(dialog.getByRole('alert')).toContainText('Логотип «logo.png» не принят: нужен PNG или WebP');

  await dialog.locator('input[type=file]').setInputFiles(await logoFile());
  const preview = dialog.getByRole('img', { name: 'Логотип для водяного знака' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await expect(dialog.locator('label', { hasText: 'Заменить логотип' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('office-logo-form.png'), fullPage: true });

  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Галерея сохранена' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Выдача клиенту' })).toContainText('логотип студии');
  await expect
    .poll(async () => (await officeGallery(request, token, gallery.id)).photos[0]?.url ?? '', { timeout: 30_000 })
    .toMatch(/[?&]v=1$/);
  expect(await officeGallery(request, token, gallery.id)).toMatchObject({ downloads: 'web', watermark_logo: true });

  // The logo cannot go while this gallery shows it: the form says where it is used.
  await page.getByRole('button', { name: `Изменить: ${title}` }).click();
  await expect(choice.getByRole('radio', { name: 'логотип' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Удалить логотип' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Логотип не удалён: он водяной знак в 1 галерее');
  await expect(preview).toBeVisible();

  // On a phone every choice and button of the block is a 44 px target.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const target of [
    choice.locator('label', { hasText: 'текст' }),
    choice.locator('label', { hasText: 'логотип' }),
    dialog.locator('label', { hasText: 'Заменить логотип' }),
    dialog.getByRole('button', { name: 'Удалить логотип' }),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: testInfo.outputPath('office-logo-form-phone.png'), fullPage: true });
});
