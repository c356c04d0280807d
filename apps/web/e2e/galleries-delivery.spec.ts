import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, galleryPhoto, uploadByApi } from './gallery-helpers';

/**
 * Issue 18 item 3 (ADR 029): the owner turns a gallery's watermark on in the office (the
 * originals option goes, with the reason shown; the previews are rendered again under new URLs);
 * the lightbox's download. At 1440 px and 390 px.
 */

async function photo(name: string, w: number, h: number) {
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = 60 + (x * 120) / w;
      raw[i + 1] = 90 + (y * 100) / h;
      raw[i + 2] = 140;
    }
  }
  const buffer = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function createGallery(request: APIRequestContext, token: string, title: string, extra: object = {}) {
  const res = await request.post('/api/admin/galleries', {
    headers: { authorization: `Bearer ${token}` },
    data: { title_de: title, title_ru: `Галерея ${title}`, client_name: 'Anna Schmidt', expires_at: null, ...extra },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; token: string };
}

async function officeGallery(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/admin/galleries/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as {
    downloads: string;
    watermark_text: string;
    photos: { url: string }[];
    publication_consent: { status: string; lang: string | null };
  };
}

test('the owner turns the watermark on: originals are switched off and the previews get new URLs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Wasserzeichen ${unique()}`;
  const token = await signIn(page, request);
  const gallery = await createGallery(request, token, title, { downloads: 'original' });

  await page.goto(`/admin/galleries/${gallery.id}`);
  await page.locator('input[type=file]').setInputFiles([await photo('IMG_0001.jpg', 1200, 800)]);
  await expect(page.getByText('Загружено 1 из 1: 100%')).toBeVisible({ timeout: 60_000 });
  const before = (await officeGallery(request, token, gallery.id)).photos[0]?.url ?? '';
  expect(before).not.toMatch(/[?&]v=/);

  await page.getByRole('button', { name: `Изменить: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const downloads = dialog.getByLabel('Скачивание для клиента');
  await expect(downloads.locator('option')).toHaveText(['Веб-размер (до 2048 px)', 'Оригиналы', 'Выключено']);
  await expect(downloads).toHaveValue('original');
  await dialog.getByRole('group', { name: 'Водяной знак' }).getByRole('radio', { name: 'текст' }).check();
  // Starts with the site's name; originals are no longer offered, and the form says why.
  await expect(dialog.getByLabel('Текст водяного знака')).not.toHaveValue('');
  await dialog.getByLabel('Текст водяного знака').fill('Studio Gera');
  await expect(downloads).toHaveValue('web');
  await expect(downloads.locator('option')).toHaveText(['Веб-размер с водяным знаком (до 2048 px)', 'Выключено']);
  await expect(dialog.getByText('С водяным знаком оригиналы не выдаются')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('office-watermark-form.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Галерея сохранена' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Выдача клиенту' })).toContainText('«Studio Gera»');

  // Rendered again in the background: the preview URLs change (files are cached privately for 10 minutes).
  await expect
    .poll(async () => (await officeGallery(request, token, gallery.id)).photos[0]?.url ?? '', { timeout: 30_000 })
    .toMatch(/[?&]v=1$/);
  const after = await officeGallery(request, token, gallery.id);
  expect(after).toMatchObject({ downloads: 'web', watermark_text: 'Studio Gera' });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Фотографии галереи' }).locator('img').first()).toHaveAttribute(
    'src',
    /v=1/,
  );
  await page.screenshot({ path: testInfo.outputPath('office-watermark-page.png'), fullPage: true });
});

// The client's publication opt-in (now confirmed by the client's mailbox, ADR 039): gallery-publication.spec.ts.

test('the lightbox downloads the photo shown (web size), in German and Russian; none when downloads are off', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const gallery = await createGallery(request, token, `Lightbox ${unique()}`);
  await uploadByApi(request, token, gallery.id, await galleryPhoto('IMG_2001.jpg', 40, 1200, 800));
  await uploadByApi(request, token, gallery.id, await galleryPhoto('IMG_2002.jpg', 200, 800, 1200));

  await page.goto(`/g/${gallery.token}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Foto öffnen: Foto 1 von 2' }).click();
  const button = page.getByRole('button', { name: 'Dieses Foto herunterladen' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // The title stays readable and keeps clear of the toolbar: beside it, or on a phone under it.
  const title = page.locator('.yarl__slide_title').first();
  await expect(title).toBeVisible();
  const titleBox = await title.boundingBox();
  expect(titleBox?.width ?? 0).toBeGreaterThan(100);
  const besideToolbar = (titleBox?.x ?? 0) + (titleBox?.width ?? 0) <= (box?.x ?? 0);
  const underToolbar = (titleBox?.y ?? 0) >= (box?.y ?? 0) + (box?.height ?? 0);
  expect(besideToolbar || underToolbar).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`lightbox-download-${testInfo.project.name}.png`) });
  const [first] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(first.suggestedFilename()).toBe('IMG_2001.jpg');
  // The photo shown, not the one opened first.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.photo-lightbox-counter')).toHaveText('2 / 2');
  const [second] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(second.suggestedFilename()).toBe('IMG_2002.jpg');
  await page.keyboard.press('Escape');

  await page.goto(`/ru/g/${gallery.token}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Открыть фото: Фото 2 из 2' }).click();
  await expect(page.getByRole('button', { name: 'Скачать это фото' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`lightbox-download-ru-${testInfo.project.name}.png`) });

  // Downloads off: the lightbox has no such button.
  const off = await request.put(`/api/admin/galleries/${gallery.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { downloads: 'off' },
  });
  expect(off.status()).toBe(200);
  await page.goto(`/g/${gallery.token}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Foto öffnen: Foto 1 von 2' }).click();
  await expect(page.getByRole('button', { name: 'Schließen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dieses Foto herunterladen' })).toHaveCount(0);
});

test('a gallery draws the blurred previews of its first screen only; the other photos load as the client scrolls', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const gallery = await createGalleryByApi(request, token, { title_de: `Vorschau ${unique()}` });
  for (let i = 0; i < 8; i++) {
    await uploadByApi(request, token, gallery.id, await galleryPhoto(`IMG_40${i}.jpg`, i * 30, 600, 400));
  }
  await page.goto(`/g/${gallery.token}`);
  const photos = page.locator('li[id^="photo-"] img');
  await expect(photos).toHaveCount(8);
  const drawn = await photos.evaluateAll((images) =>
    images.map((img) => [
      (img as HTMLImageElement).loading,
      getComputedStyle(img).backgroundImage.startsWith('url("data:image/webp'),
    ]),
  );
  expect(drawn).toEqual([...Array.from({ length: 6 }, () => ['eager', true]), ['lazy', false], ['lazy', false]]);
  const last = photos.last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
