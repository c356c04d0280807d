import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';
import { type MadeProject, makeProject } from './projects';
import { sitemapSchemaErrors } from './sitemap-schema';

/** Screenshots to look at by hand: SHOTS_DIR=/tmp/shots npx playwright test … */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage: name.startsWith('grid') || name.startsWith('project-rows'),
  });
}

/** A real touch swipe (CDP touch events, as a finger on a phone), from x1 to x2 across the middle. */
async function swipe(page: Page, x1: number, x2: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x1, y }] });
  for (let i = 1; i <= steps; i++) {
    const x = x1 + ((x2 - x1) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two quick taps of a finger at one point. */
async function doubleTap(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 2; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await cdp.detach();
}

let older: MadeProject;
let middle: MadeProject;
let newer: MadeProject;
/** Seven photos of mixed shapes (landscape first) and a long title: the lightbox journey and the rows. */
let story: MadeProject;
const STORY_SIZES: [number, number][] = [
  [1500, 1000],
  [1000, 1500],
  [1500, 1000],
  [1200, 1200],
  [1600, 900],
  [1000, 1500],
  [1500, 1000],
];

test.beforeAll(async ({ request }, testInfo) => {
  // Nine 3000 px photos through the image pipeline: slow on a busy 2-core machine, not broken.
  testInfo.setTimeout(120_000);
  const n = testInfo.project.name;
  older = await makeProject(request, { title_de: `Scheunenhochzeit ${n}`, title_ru: `Свадьба в амбаре ${n}` });
  middle = await makeProject(request, {
    title_de: `Altstadtporträt ${n}`,
    title_ru: `Портрет в старом городе ${n}`,
    shot_on: '2026-05-16',
    place_de: 'Altstadt Weimar',
    place_ru: 'Старый город Веймара',
  });
  newer = await makeProject(request, { title_de: `Seeufer im Herbst ${n}`, title_ru: `Осенний берег ${n}` });
  story = await makeProject(
    request,
    {
      title_de: `Hochzeit im Schlossgarten von Altenburg mit Empfang am See ${n}`,
      title_ru: `Свадьба в саду замка Альтенбург с приёмом у озера ${n}`,
      category: 'portrait',
    },
    STORY_SIZES,
  );
});

test('the grid opens a project page (plain link); the page has photos, facts, neighbours, booking, in both languages', async ({
  page,
}, testInfo) => {
  await page.goto('/portfolio');
  await shot(page, `grid-de-${testInfo.project.name}`);
  const tile = page.getByRole('link', { name: new RegExp(`^${middle.title_de} \\(`) });
  await expect(tile).toHaveAttribute('href', `/portfolio/${middle.slug}`);
  // Photos as framed: the tile is as tall as the photo's own proportion (3:2), not a 4:5 crop.
  const box = await tile.locator('img').boundingBox();
  expect(box && Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.02);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${middle.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: middle.title_de })).toBeVisible();
  await expect(page.getByText('Hochzeit', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('3 Fotos')).toBeVisible();
  // The shooting date and the place the owner gave.
  await expect(page.locator('time[datetime="2026-05-16"]')).toHaveText('16. Mai 2026');
  await expect(page.getByText('Altstadt Weimar', { exact: true })).toBeVisible();
  await expect(page.locator('[data-photo-index]')).toHaveCount(3);
  const nav = page.getByRole('navigation', { name: 'Weitere Projekte' });
  await expect(nav.getByRole('link', { name: new RegExp(newer.title_de) })).toHaveAttribute(
    'href',
    `/portfolio/${newer.slug}`,
  );
  await expect(nav.getByRole('link', { name: new RegExp(older.title_de) })).toHaveAttribute(
    'href',
    `/portfolio/${older.slug}`,
  );
  await expect(page.getByRole('link', { name: 'Termin anfragen' })).toHaveAttribute('href', '/booking');
  await shot(page, `project-de-${testInfo.project.name}`);

  // A shared link to the Russian page: everything in Russian, links stay under /ru.
  const response = await page.goto(`/ru/portfolio/${middle.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: middle.title_ru })).toBeVisible();
  await expect(page.getByText('3 фотографии')).toBeVisible();
  await expect(page.locator('time[datetime="2026-05-16"]')).toHaveText('16 мая 2026 г.');
  await expect(page.getByText('Старый город Веймара', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Записаться на съёмку' })).toHaveAttribute('href', '/ru/booking');
  await expect(page.getByRole('link', { name: 'Ко всем работам' })).toHaveAttribute('href', '/ru/portfolio');
  await expect(
    page.getByRole('navigation', { name: 'Другие проекты' }).getByRole('link', { name: new RegExp(newer.title_ru) }),
  ).toHaveAttribute('href', `/ru/portfolio/${newer.slug}`);
  await shot(page, `project-ru-${testInfo.project.name}`);
  await page.goto('/ru/portfolio');
  await shot(page, `grid-ru-${testInfo.project.name}`);
  await page.getByRole('link', { name: new RegExp(`^${middle.title_ru} \\(`) }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/portfolio/${middle.slug}$`));
});

test('only the first photo is fetched ahead of the layout; grid photos carry no inline preview to decode', async ({
  page,
}) => {
  await page.goto(`/portfolio/${middle.slug}`);
  const photos = await page.locator('[data-photo-index] img').evaluateAll((images) =>
    images.map((img) => {
      const image = img as HTMLImageElement;
      return [image.loading, image.fetchPriority, getComputedStyle(image).backgroundImage];
    }),
  );
  expect(photos).toEqual([
    ['eager', 'high', 'none'],
    ['lazy', 'auto', 'none'],
    ['lazy', 'auto', 'none'],
  ]);
  // The lazy ones still arrive (the screen or the next scroll shows them).
  for (const img of await page.locator('[data-photo-index] img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await page.goto('/portfolio');
  const cards = await page
    .locator('main ul img')
    .evaluateAll((images) => images.map((img) => getComputedStyle(img).backgroundImage));
  expect(cards.length).toBeGreaterThan(2);
  expect(new Set(cards)).toEqual(new Set(['none']));
});

test('without JavaScript the grid still leads to the page and each photo to its file', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/portfolio');
  await page.getByRole('link', { name: new RegExp(`^${older.title_de} \\(`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: older.title_de })).toBeVisible();
  await expect(page.locator('[data-photo-index="0"]')).toHaveAttribute(
    'href',
    /^\/media\/img\/[0-9a-f]{24}\/2400\.jpg$/,
  );
  await context.close();
});

test('when the viewer cannot be loaded (a deploy replaced it), a photo opens as its file, not an error page', async ({
  page,
}) => {
  // The lightbox's chunk is gone: as after a deploy while the page was open.
  await page.route(/\/assets\/photo-lightbox-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/portfolio/${older.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: older.title_de })).toBeVisible();
  await page.locator('[data-photo-index="0"]').click();
  await expect(page).toHaveURL(/\/media\/img\/[0-9a-f]{24}\/2400\.jpg$/);
});

test('Open Graph image, ImageGallery JSON-LD, canonical and hreflang; unknown slug is the 404 page', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/portfolio/${middle.slug}`);
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(new RegExp(`^${baseURL}/media/img/[0-9a-f]{24}/1600\\.jpg$`));
  expect((await page.request.get(og ?? '')).ok()).toBe(true);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1600');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/portfolio/${middle.slug}`);
  await expect(page.locator('link[hreflang="ru"]')).toHaveAttribute('href', `${baseURL}/ru/portfolio/${middle.slug}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const gallery = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'ImageGallery');
  expect(gallery).toMatchObject({
    '@context': 'https://schema.org',
    name: middle.title_de,
    url: `${baseURL}/portfolio/${middle.slug}`,
    inLanguage: 'de-DE',
    dateCreated: '2026-05-16',
    contentLocation: { '@type': 'Place', name: 'Altstadt Weimar' },
  });
  expect(gallery.associatedMedia).toHaveLength(3);
  for (const media of gallery.associatedMedia) {
    expect(media['@type']).toEqual(['Photograph', 'ImageObject']);
    // The largest file: 2400 px, or the photo's own width when smaller (the 2000 px portrait).
    const width = Number(/\/(\d+)\.jpg$/.exec(media.contentUrl)?.[1]);
    expect(media.contentUrl).toMatch(/^http.*\/media\/img\/[0-9a-f]{24}\/(2400|2000)\.jpg$/);
    expect(media.width).toBe(width);
  }

  for (const address of ['/portfolio/gibt-es-nicht', '/ru/portfolio/gibt-es-nicht']) {
    const missing = await page.goto(address);
    expect(missing?.status(), address).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('the sitemap lists each project in both languages with alternates, valid against the schema', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(sitemapSchemaErrors(xml)).toEqual([]);
  const de = `${baseURL}/portfolio/${middle.slug}`;
  const ru = `${baseURL}/ru/portfolio/${middle.slug}`;
  expect(xml).toMatch(
    new RegExp(
      `<url><loc>${ru}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod><xhtml:link rel="alternate" hreflang="de" href="${de}"/><xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>`,
    ),
  );
  expect(xml).toContain(`<loc>${de}</loc>`);
});

test('lightbox on the project page: swipe, caption with title, arrows beside the photo, zoom, focus kept and returned', async ({
  page,
  isMobile,
}, testInfo) => {
  // The lazily loaded viewer runs under the page's Content-Security-Policy without a refusal.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  for (const lang of ['de', 'ru'] as const) {
    const ru = lang === 'ru';
    await page.goto(`${ru ? '/ru' : ''}/portfolio/${middle.slug}`);
    const opener = page.locator('[data-photo-index="1"]');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: ru ? 'Фотографии проекта' : 'Projektbilder' });
    await expect(dialog).toBeVisible();
    const title = ru ? middle.title_ru : middle.title_de;
    await expect(dialog.locator('.yarl__slide_current').getByText(title)).toBeVisible();
    const counter = dialog.locator('.photo-lightbox-counter');
    await expect(counter).toHaveText('2 / 3');
    await page.waitForTimeout(400); // the fade-in
    await shot(page, `lightbox-${lang}-${testInfo.project.name}`);

    // From 640 px the arrows sit beside the current photo, never over it; below, the photo takes
    // the whole width and the arrows lie over it.
    const current = dialog.locator('.yarl__slide_current img.yarl__slide_image');
    await expect(current).toBeVisible();
    const photo = await current.boundingBox();
    const prev = await dialog.getByRole('button', { name: ru ? 'Предыдущее фото' : 'Vorheriges Bild' }).boundingBox();
    const next = await dialog.getByRole('button', { name: ru ? 'Следующее фото' : 'Nächstes Bild' }).boundingBox();
    if (!photo || !prev || !next) throw new Error('no boxes');
    if ((page.viewportSize()?.width ?? 0) >= 640) {
      expect(prev.x + prev.width).toBeLessThanOrEqual(photo.x + 1);
      expect(next.x).toBeGreaterThanOrEqual(photo.x + photo.width - 1);
    } else {
      expect(prev.x).toBeGreaterThanOrEqual(photo.x - 1);
      expect(next.x + next.width).toBeLessThanOrEqual(photo.x + photo.width + 1);
    }

    // Swipe left: the next photo; on a phone with a finger, on a desktop with the mouse.
    const y = photo.y + photo.height / 2;
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    if (isMobile) await swipe(page, viewport.width * 0.8, viewport.width * 0.2, y);
    else {
      await page.mouse.move(viewport.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(viewport.width * 0.3, y, { steps: 8 });
      await page.mouse.up();
    }
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('2 / 3');

    // Double-tap (double-click) zooms in; zoom out is then possible.
    const zoomOut = dialog.getByRole('button', { name: ru ? 'Уменьшить' : 'Verkleinern' });
    await expect(zoomOut).toBeDisabled();
    // Once the slide has come to rest and its photo is loaded (zoom needs its size).
    await page.waitForTimeout(700);
    await expect
      .poll(() =>
        dialog
          .locator('.yarl__slide_current img.yarl__slide_image')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const box = await dialog.locator('.yarl__slide_current img.yarl__slide_image').boundingBox();
    if (!box) throw new Error('no photo');
    if (isMobile) await doubleTap(page, box.x + box.width / 2, box.y + box.height / 2);
    else await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await expect(zoomOut).toBeEnabled();

    // Focus stays inside while Tab goes round; Escape closes and the opener has the focus again.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.photo-lightbox'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
  expect(refused).toEqual([]);
});

test('photos read in rows in the project order, as framed, with no ragged end', async ({ page, request }, testInfo) => {
  const answer = (await (await request.get(`/api/public/portfolio/${story.slug}`)).json()) as {
    project: { images: string[] };
  };
  const folder = (url: string) => url.replace(/[^/]+$/, '');
  for (const width of testInfo.project.name === 'phone' ? [390, 360] : [1440, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/portfolio/${story.slug}`);
    const links = page.locator('[data-photo-index]');
    await expect(links).toHaveCount(STORY_SIZES.length);
    await shot(page, `project-rows-${width}-${testInfo.project.name}`);
    const boxes: { i: number; x: number; y: number; w: number; h: number; src: string }[] = [];
    for (let i = 0; i < STORY_SIZES.length; i++) {
      const link = links.nth(i);
      // In the DOM in the project's order, each showing its own photo.
      await expect(link).toHaveAttribute('data-photo-index', String(i));
      await link.scrollIntoViewIfNeeded();
      const img = link.locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== '')).toBe(true);
      const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      expect(folder(new URL(src).pathname)).toBe(folder(answer.project.images[i] ?? ''));
      const box = await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
      });
      boxes.push({ i, ...box, src });
    }
    // Each photo keeps its own proportion (no crop).
    for (const box of boxes) {
      const [w, h] = STORY_SIZES[box.i] ?? [1, 1];
      expect(Math.abs(box.w / box.h - w / h), `photo ${box.i + 1} at ${width} px`).toBeLessThan(0.02);
    }
    // Read left to right, top to bottom: the order on screen is the project's order.
    const onScreen = [...boxes].sort((a, b) => (Math.abs(a.y - b.y) < 2 ? a.x - b.x : a.y - b.y)).map((b) => b.i);
    expect(onScreen, `order at ${width} px`).toEqual(boxes.map((b) => b.i));
    // Rows: the photos of a row share top and bottom; every row but the last fills the width.
    const rows: (typeof boxes)[] = [];
    for (const box of boxes) {
      const row = rows.at(-1);
      if (row && Math.abs((row[0]?.y ?? 0) - box.y) < 2) row.push(box);
      else rows.push([box]);
    }
    expect(rows.length, `rows at ${width} px`).toBeGreaterThan(1);
    const list = await page
      .locator('[data-photo-index]')
      .first()
      .evaluate((el) => {
        const ul = el.closest('ul')?.getBoundingClientRect();
        return { left: (ul?.left ?? 0) + window.scrollX, right: (ul?.right ?? 0) + window.scrollX };
      });
    for (const [n, row] of rows.entries()) {
      const bottoms = row.map((b) => b.y + b.h);
      expect(Math.max(...bottoms) - Math.min(...bottoms), `row ${n + 1} bottoms at ${width} px`).toBeLessThan(1.5);
      expect(Math.abs((row[0]?.x ?? 0) - list.left)).toBeLessThan(1.5);
      const last = row.at(-1);
      if (n < rows.length - 1 && last)
        expect(Math.abs(last.x + last.w - list.right), `row ${n + 1} at ${width} px`).toBeLessThan(1.5);
    }
  }
});

test('lightbox journey: counter, thumbnails, keys, wrap around (de, ru)', async ({ page, isMobile }, testInfo) => {
  const count = STORY_SIZES.length;
  for (const lang of ['de', 'ru'] as const) {
    const ru = lang === 'ru';
    await page.goto(`${ru ? '/ru' : ''}/portfolio/${story.slug}`);
    await page.locator('[data-photo-index="0"]').click();
    const dialog = page.getByRole('dialog', { name: ru ? 'Фотографии проекта' : 'Projektbilder' });
    await expect(dialog).toBeVisible();
    const counter = dialog.locator('.photo-lightbox-counter');
    await expect(counter).toHaveText(`1 / ${count}`);
    const strip = dialog.getByRole('navigation', { name: ru ? 'Все фотографии' : 'Alle Fotos' });
    const thumbs = strip.getByRole('button');
    await expect(thumbs).toHaveCount(count);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    // Each thumbnail is the photo's smallest file (480 px), loaded lazily.
    const images = await strip
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src'), loading: img.getAttribute('loading') })),
      );
    for (const image of images) {
      expect(image.src).toMatch(/\/480\.(webp|jpg)$/);
      expect(image.loading).toBe('lazy');
    }
    const shown = dialog.locator('.yarl__slide_current img.yarl__slide_image');
    const alt = (n: number) =>
      ru
        ? `Свадьба в саду замка Альтенбург с приёмом у озера ${testInfo.project.name}, фото ${n} из ${count}`
        : `Hochzeit im Schlossgarten von Altenburg mit Empfang am See ${testInfo.project.name}, Foto ${n} von ${count}`;
    await expect(shown).toHaveAttribute('alt', alt(1));

    // A thumbnail shows its photo (a finger's tap on a phone).
    const fifth = thumbs.nth(4);
    await expect(fifth).toHaveAccessibleName(ru ? `Показать фото 5 из ${count}` : `Foto 5 von ${count} zeigen`);
    if (isMobile) await fifth.tap();
    else await fifth.click();
    await expect(counter).toHaveText(`5 / ${count}`);
    await expect(fifth).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');
    await expect(shown).toHaveAttribute('alt', alt(5));

    // Keys: arrows, End and Home, and round past either end.
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`6 / ${count}`);
    await page.keyboard.press('End');
    await expect(counter).toHaveText(`${count} / ${count}`);
    await expect(shown).toHaveAttribute('alt', alt(count));
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(shown).toHaveAttribute('alt', alt(1));
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${count} / ${count}`);
    await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Home');
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('on a phone the lightbox draws a landscape photo across the screen and shows its whole title', async ({
  page,
}, testInfo) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    for (const lang of ['de', 'ru'] as const) {
      await page.goto(`${lang === 'ru' ? '/ru' : ''}/portfolio/${story.slug}`);
      await page.locator('[data-photo-index="0"]').click(); // 1500 × 1000
      const dialog = page.getByRole('dialog');
      const current = dialog.locator('.yarl__slide_current img.yarl__slide_image');
      await expect
        .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await page.waitForTimeout(400); // the fade-in
      await shot(page, `lightbox-story-${lang}-${width}-${testInfo.project.name}`);
      const box = await current.boundingBox();
      if (!box) throw new Error('no photo');
      if (width < 640) {
        // Edge to edge: no padding around the slide on a phone.
        expect(box.width).toBeGreaterThanOrEqual(width * 0.98);
        expect(box.x).toBeLessThanOrEqual(width * 0.01);
      }
      // The whole title: wrapped, not cut, inside the screen.
      const title = dialog.locator('.yarl__slide_current .yarl__slide_title');
      await expect(title).toContainText(lang === 'ru' ? 'с приёмом у озера' : 'mit Empfang am See');
      const fits = await title.evaluate((el) => ({
        wide: el.scrollWidth <= el.clientWidth,
        tall: el.scrollHeight <= el.clientHeight + 1,
        ellipsis: getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth,
      }));
      expect(fits).toEqual({ wide: true, tall: true, ellipsis: false });
      const titleBox = await title.boundingBox();
      expect((titleBox?.x ?? -1) >= 0 && (titleBox?.x ?? 0) + (titleBox?.width ?? 0) <= width).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});

test('axe finds no violation on a project page and in its lightbox (de, ru)', async ({ page }) => {
  // Four axe scans: about 20 s on a phone screen alone.
  test.setTimeout(60_000);
  const violations = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  for (const prefix of ['', '/ru']) {
    await page.goto(`${prefix}/portfolio/${middle.slug}`);
    expect(await violations()).toEqual([]);
    await page.locator('[data-photo-index="0"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
    expect(await violations()).toEqual([]);
  }
});

/** The loader data React Router writes into a page for hydration (its inline stream), as one string. */
async function inlineData(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g)];
  expect(chunks.length, `${path} has inline data`).toBeGreaterThan(0);
  return chunks.map((m) => JSON.parse(m[1] ?? '""') as string).join('');
}

test('a page carries in its inline data what it shows, in its own language', async ({ request }, testInfo) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const category = `daten-${testInfo.project.name}-${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/portfolio-categories', {
    headers,
    data: { name_de: `Daten ${category}`, name_ru: `Данные ${category}`, slug: category, active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const made = await makeProject(request, { title_de: `Daten ${category}`, title_ru: `Данные ${category}`, category });
  const answer = (await (await request.get(`/api/public/portfolio/${made.slug}`)).json()) as {
    project: { photos: { url: string }[] };
  };
  // Each photo's files share a folder (/media/img/{id}/...).
  const folders = answer.project.photos.map((p) => p.url.replace(/[^/]+$/, ''));
  expect(folders).toHaveLength(3);
  const [cover, ...others] = folders;
  const described = { de: `Eine ruhige Reportage: Daten ${category}.`, ru: `Спокойный репортаж: Данные ${category}.` };

  for (const lang of ['de', 'ru'] as const) {
    const other = lang === 'de' ? 'ru' : 'de';
    const prefix = lang === 'ru' ? '/ru' : '';
    // The grid: the cover of each project, its texts in the page's language, nothing else of it.
    const grid = await inlineData(request, `${prefix}/portfolio?category=${category}`);
    expect(grid).toContain(cover);
    for (const folder of others) expect(grid).not.toContain(folder);
    expect(grid).toContain(described[lang]);
    expect(grid).not.toContain(described[other]);
    // The project page: all its photos, its texts in the page's language.
    const page = await inlineData(request, `${prefix}/portfolio/${made.slug}`);
    for (const folder of folders) expect(page).toContain(folder);
    expect(page).toContain(described[lang]);
    expect(page).not.toContain(described[other]);
    // The layout's part of every public page: the site's name and description, not the home page's texts.
    for (const data of [grid, page]) {
      // Grids draw no blurred previews, so their inline images stay out of the data too.
      expect(data).not.toContain('data:image/webp');
      expect(data).not.toContain('wedding_expertise');
      expect(data).not.toContain(`site_description_${other}`);
    }
  }
});
