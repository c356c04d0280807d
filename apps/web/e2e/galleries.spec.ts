import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 18 items 1-3 (what exists so far, ADR 029): the owner creates a gallery and uploads photos
 * (one upload's connection is cut and the file resumes), orders them and picks a cover; the client
 * opens the link with the password in German and Russian; a regenerated link is 404 at once and an
 * expired one 410, both with a page in the visitor's language. Runs at 1440 px and at 390 px.
 */

/** A photo-like JPEG made at test time: a gradient, `w` x `h`. */
async function photo(name: string, w: number, h: number, hue: number) {
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = (x * 255) / w;
      raw[i + 1] = (y * 255) / h;
      raw[i + 2] = hue;
    }
  }
  const buffer = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The entry names of a ZIP archive, read from its central directory (no library needed for that). */
function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

/** WCAG 2.1 AA violations axe finds on the page. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function galleryByTitle(request: APIRequestContext, token: string, title: string) {
  const list = await request.get('/api/admin/galleries', { headers: { authorization: `Bearer ${token}` } });
  return ((await list.json()) as { id: string; title_de: string; token: string }[]).find((g) => g.title_de === title);
}

test('the owner uploads photos with a resumed upload; the client opens the protected link in both languages', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Hochzeit Anna ${id}`;
  const token = await signIn(page, request);

  await page.goto('/admin/galleries');
  await page.getByRole('button', { name: 'Создать галерею' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название (немецкий)').fill(title);
  await dialog.getByLabel('Название (русский)').fill(`Свадьба Анны ${id}`);
  await dialog.getByLabel('Имя клиента').fill('Anna Schmidt');
  await dialog.getByLabel('E-mail клиента').fill('anna@example.de');
  // The link expires in 60 days unless the owner changes it.
  const expiry = await dialog.getByLabel('Ссылка действует до').inputValue();
  const days = (Date.parse(expiry) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(58);
  expect(days).toBeLessThan(61);
  await dialog.getByLabel('Пароль для клиента (необязательно)', { exact: true }).fill('geheim-2026');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The first data request (PATCH) of one file loses its connection: tus-js-client asks the server
  // for the offset (HEAD) and sends the rest; the batch goes on.
  let cut = false;
  let headsAfterCut = 0;
  await page.route('**/api/admin/gallery-uploads/**', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH' && !cut) {
      cut = true;
      await route.abort('connectionreset');
      return;
    }
    if (request.method() === 'HEAD' && cut) headsAfterCut++;
    await route.continue();
  });
  const files = await Promise.all([
    photo('IMG_0001.jpg', 1200, 800, 40),
    photo('IMG_0002.jpg', 800, 1200, 120),
    photo('IMG_0003.jpg', 1000, 1000, 200),
  ]);
  await page.locator('input[type=file]').setInputFiles(files);
  await expect(page.getByText('Загружено 3 из 3: 100%')).toBeVisible({ timeout: 60_000 });
  expect(cut).toBe(true);
  expect(headsAfterCut).toBeGreaterThan(0);
  const grid = page.getByRole('list', { name: 'Фотографии галереи' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  // The uploads were answered before the previews existed (ADR 046): the page shows each photo's
  // preview once the server has rendered it, without a reload.
  await expect(grid.locator('img')).toHaveCount(3, { timeout: 60_000 });

  // Order and cover.
  // Without capture times a new gallery goes by file name whatever order the uploads finish in (ADR 053).
  await expect
    .poll(() =>
      grid
        .getByRole('listitem')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    )
    .toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']);
  const names = (await grid
    .getByRole('listitem')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''))) as string[];
  await grid.getByRole('button', { name: `Позже: ${names[0]}` }).click();
  await expect(grid.getByRole('listitem').first()).toContainText(names[1] ?? '');
  await expect(grid.getByRole('listitem').nth(1)).toContainText(names[0] ?? '');
  // Moved by hand: the order is the owner's; file name order again in one choice.
  await expect(page.getByLabel('Порядок фотографий')).toHaveValue('manual');
  await page.getByLabel('Порядок фотографий').selectOption('name');
  await expect(page.getByRole('status').filter({ hasText: 'упорядочены по имени файла' })).toBeVisible();
  await expect(grid.getByRole('listitem').first()).toContainText('IMG_0001.jpg');
  await expect(grid.getByRole('listitem').last()).toContainText('IMG_0003.jpg');
  await grid.getByRole('button', { name: `Сделать обложкой: ${names[2]}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Обложка выбрана' })).toBeVisible();
  await expect(grid.getByRole('listitem').filter({ hasText: 'Обложка' })).toContainText(names[2] ?? '');
  await page.screenshot({ path: testInfo.outputPath('office-gallery.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  const linkDe = await page.getByLabel('Ссылка для клиента (немецкий)').inputValue();
  const linkRu = await page.getByLabel('Ссылка для клиента (русский)').inputValue();
  expect(linkDe).toMatch(/\/g\/[A-Za-z0-9_-]{32}$/);
  expect(linkRu).toBe(linkDe.replace('/g/', '/ru/g/'));
  const path = new URL(linkDe).pathname;

  // The client: no admin token, a fresh browser.
  const client = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1440, height: 900 } });
  const visitor = await client.newPage();
  const first = await visitor.goto(path);
  expect(first?.status()).toBe(401);
  expect(first?.headers()['referrer-policy']).toBe('no-referrer');
  expect(first?.headers()['cache-control']).toBe('private, no-store');
  await expect(visitor.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Diese Galerie ist geschützt' })).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await main.getByLabel('Passwort').fill('falsch-1');
  await main.getByRole('button', { name: 'Galerie öffnen' }).click();
  await expect(main.getByRole('alert')).toHaveText(/Das Passwort ist nicht richtig/);
  // The page sends no Referer, so its own posts carry Origin: null; one from another site is refused.
  for (const site of ['cross-site', undefined]) {
    const forged = await request.post(path, {
      headers: { origin: 'null', ...(site ? { 'sec-fetch-site': site } : {}) },
      form: { password: 'geheim-2026' },
    });
    expect(forged.status(), `Sec-Fetch-Site: ${site}`).toBe(400);
  }
  await main.getByLabel('Passwort').fill('geheim-2026');
  await main.getByRole('button', { name: 'Galerie öffnen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photos = main.getByRole('link', { name: /Foto öffnen/ });
  await expect(photos).toHaveCount(3);
  // Every preview loaded (through the link, with the password's cookie).
  await expect
    .poll(() =>
      main.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(3);
  await visitor.screenshot({ path: testInfo.outputPath('client-gallery-de.png'), fullPage: true });
  // All photos as one ZIP (web size by default), through the same link and cookie.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    main.getByRole('link', { name: 'Alle Fotos herunterladen (ZIP)' }).click(),
  ]);
  const zip = await readFile(await download.path());
  expect(zipNames(zip).sort()).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']);
  // Favourites under the visitor's name, kept on the server, and their own ZIP.
  await main.getByLabel('Ihr Name (für Ihre Favoriten)').fill('Anna');
  const hearts = main.getByRole('button', { name: /^Favorit:/ });
  await expect(hearts).toHaveCount(3);
  await hearts.nth(0).click();
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await hearts.nth(2).click();
  await expect(main.getByText('2 Favoriten')).toBeVisible();
  const [favouritesZip] = await Promise.all([
    visitor.waitForEvent('download'),
    main.getByRole('link', { name: 'Favoriten herunterladen (ZIP)' }).click(),
  ]);
  expect(zipNames(await readFile(await favouritesZip.path()))).toHaveLength(2);
  await visitor.reload();
  await expect(main.getByRole('button', { name: /^Favorit:/, pressed: true })).toHaveCount(2);
  expect(await axeViolations(visitor)).toEqual([]);
  // The lightbox of the portfolio.
  await photos.first().click();
  const box = visitor.locator('.yarl__container');
  await expect(box).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(box).toBeHidden();

  // Russian, from the link.
  await visitor.goto(new URL(linkRu).pathname);
  await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: `Свадьба Анны ${id}` })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText('3 фотографии');
  await visitor.screenshot({ path: testInfo.outputPath('client-gallery-ru.png'), fullPage: true });

  // Not in the sitemap.
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/g/');

  // A new link: the old one is a 404 at once.
  await page.getByRole('button', { name: 'Новая ссылка' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Создать новую ссылку' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Новая ссылка создана' })).toBeVisible();
  await expect(page.getByLabel('Ссылка для клиента (немецкий)')).not.toHaveValue(linkDe);
  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('main').getByRole('heading', { name: 'Galerie nicht gefunden' })).toBeVisible();

  // Expired: 410 with a German and a Russian page.
  const saved = await galleryByTitle(request, token, title);
  if (!saved) throw new Error('gallery not found');
  const put = await request.put(`/api/admin/galleries/${saved.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { expires_at: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(put.status()).toBe(200);
  const expired = await visitor.goto(`/g/${saved.token}`);
  expect(expired?.status()).toBe(410);
  await expect(visitor.getByRole('main').getByRole('heading', { name: 'Diese Galerie ist abgelaufen' })).toBeVisible();
  const expiredRu = await visitor.goto(`/ru/g/${saved.token}`);
  expect(expiredRu?.status()).toBe(410);
  await expect(visitor.getByRole('main').getByRole('heading', { name: 'Срок действия галереи истёк' })).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await client.close();

  // Deleting the gallery from the list.
  await page.goto('/admin/galleries');
  await page.getByRole('button', { name: `Удалить галерею: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Галерея удалена' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
