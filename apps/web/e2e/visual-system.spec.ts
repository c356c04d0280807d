import type { Service } from '@app/contracts';
import sharp from 'sharp';
import { pngFile, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';

/**
 * Issue 16 item 6: one visual system and the ways to booking. The booking button is visible in
 * the header at every width; "book now" opens the form with its service (and tariff) chosen, also
 * without JavaScript; a post ends with a call to action; the buttons share one shape (square,
 * upper case); the page's own site image is the portfolio's hero and its preview image.
 */
const bookable = async (request: import('@playwright/test').APIRequestContext) => {
  const { services } = (await (await request.get('/api/admin/settings/services')).json()) as { services: Service[] };
  const service = services.find((s) => s.active && s.tariffs.length > 1);
  if (!service) throw new Error('the e2e site has no active service with tariffs');
  return service;
};

for (const lang of ['de', 'ru'] as const) {
  const prefix = lang === 'ru' ? '/ru' : '';
  // Phones show the short label (the visible text is the name).
  const booking = lang === 'ru' ? /^(Забронировать|Запись)$/ : /^Buchen$/;

  test(`the header's booking button leads to the form (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/portfolio`);
    const button = page.getByRole('banner').getByRole('link', { name: booking });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(28, 25, 23)');
    // The header fits the phone: nothing scrolls sideways, the site name is not broken into letters.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    const name = page.getByRole('banner').getByRole('link').first();
    expect((await name.boundingBox())?.height ?? 0).toBeLessThan(60);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/booking$`));
  });

  test(`"book now" on a service chooses it, a tariff's button chooses both (${lang})`, async ({ page, request }) => {
    const service = await bookable(request);
    const name = lang === 'ru' ? service.name_ru || service.name_de : service.name_de;
    const tariff = service.tariffs[1];
    if (!tariff) throw new Error('no second tariff');
    await page.goto(`${prefix}/services`);
    await page.getByRole('link', { name: `${lang === 'ru' ? 'Забронировать' : 'Jetzt buchen'}: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/booking\\?service=${service.id}$`));
    await expect(page.getByRole('main').getByLabel(lang === 'ru' ? 'Услуга' : 'Leistung')).toHaveValue(service.id);

    await page.goto(`${prefix}/services`);
    await page.getByRole('button', { name: `${lang === 'ru' ? 'Подробнее' : 'Details'}: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    const tariffName = lang === 'ru' ? tariff.name_ru || tariff.name_de : tariff.name_de;
    await dialog
      .getByRole('link', {
        name: `${lang === 'ru' ? 'Забронировать этот пакет' : 'Dieses Paket buchen'}: ${tariffName}`,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/booking\\?service=${service.id}&tariff=${tariff.id}$`));
    await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveAttribute('value', tariff.id);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the preselected service and tariff are in the served form, and an unknown one chooses nothing', async ({
    page,
    request,
  }) => {
    const service = await bookable(request);
    const tariff = service.tariffs[0];
    await page.goto(`/booking?service=${service.id}&tariff=${tariff?.id}`);
    await expect(page.getByRole('main').getByLabel('Leistung')).toHaveValue(service.id);
    await expect(page.getByRole('main').locator(`input[name="tariff"][value="${tariff?.id}"]`)).toBeChecked();
    await page.goto('/booking?service=gibt-es-nicht&tariff=x');
    await expect(page.getByRole('main').getByLabel('Leistung')).toHaveValue('');
  });
});

test('a post ends with a call to book, in its language', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const id = unique();
  const created = await request.post('/api/admin/blog', {
    headers,
    multipart: {
      title_de: `Licht im Herbst ${id}`,
      title_ru: `Осенний свет ${id}`,
      excerpt_de: 'Ein Spaziergang im Park.',
      excerpt_ru: 'Прогулка в парке.',
      content_format: 'html',
      content_de: '<p>Goldenes Licht am Nachmittag.</p>',
      content_ru: '<p>Золотой свет после обеда.</p>',
      slug: `licht-im-herbst-${id}`,
      published: 'true',
      image: await pngFile('herbst.png', '#b45309'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: string };
  try {
    for (const [prefix, title, action] of [
      ['', 'Lust auf Bilder wie diese?', 'Termin anfragen'],
      ['/ru', 'Хотите такие же снимки?', 'Забронировать дату'],
    ] as const) {
      await page.goto(`${prefix}/blog/licht-im-herbst-${id}`);
      const cta = page.getByRole('region', { name: title });
      await expect(cta).toBeVisible();
      await expect(cta.getByRole('link', { name: action })).toHaveAttribute('href', `${prefix}/booking`);
    }
  } finally {
    await request.delete(`/api/admin/blog/${post.id}`, { headers });
  }
});

test('buttons share one shape: square corners and upper-case labels, on forms, cards and dialogs', async ({ page }) => {
  const shapes = async () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main button, main a[class*="min-h-1"], header a[class*="min-h-1"]')]
        .filter((el) => el.offsetParent !== null && getComputedStyle(el).textTransform !== 'none')
        .map((el) => ({ text: el.textContent?.trim(), radius: getComputedStyle(el).borderRadius })),
    );
  for (const path of ['/services', '/booking', '/contact', '/reviews', '/newsletter', '/ru/booking']) {
    await page.goto(path);
    const found = await shapes();
    expect(found.length, path).toBeGreaterThan(0);
    expect(
      found.filter((b) => b.radius !== '0px'),
      path,
    ).toEqual([]);
  }
  // Every submit button of a public form is one of them.
  for (const path of ['/booking', '/contact', '/newsletter']) {
    await page.goto(path);
    const submit = page.getByRole('main').locator('button[type="submit"]').first();
    expect(await submit.evaluate((b) => [getComputedStyle(b).borderRadius, getComputedStyle(b).textTransform])).toEqual(
      ['0px', 'uppercase'],
    );
  }
});

test('the portfolio opens with its own site image as hero and preview; without one the hero is text only', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  await page.goto('/services');
  await expect(page.locator('main section').first().locator('img')).toHaveCount(0);
  const photo = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#5b4b3b' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/admin/uploads/image', {
    headers,
    multipart: { file: { name: 'portfolio-hero.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const before = await (await request.get('/api/admin/settings/site-images')).json();
  const saved = await request.put('/api/admin/settings/site-images', {
    headers,
    data: { ...before, portfolio_category_image: url, services_category_image: url },
  });
  expect(saved.status()).toBe(200);
  try {
    for (const path of ['/portfolio', '/ru/portfolio']) {
      await page.goto(path);
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(hero.locator('img')).toHaveCount(1);
      expect(await hero.locator('img').evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og).toContain(url.split('/').slice(0, -1).join('/'));
    }
    // The photo hero keeps the text hero's distance to what follows (the filter, the services),
    // on a phone and on a desktop.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [path, next] of [
        ['/portfolio', page.getByRole('navigation', { name: 'Nach Kategorie filtern' })],
        ['/services', page.getByRole('main').locator('ul').first()],
      ] as const) {
        await page.goto(path);
        const heroBox = await page.locator('main section').first().boundingBox();
        const nextBox = await next.boundingBox();
        const gap = (nextBox?.y ?? 0) - ((heroBox?.y ?? 0) + (heroBox?.height ?? 0));
        expect(gap, `${path} at ${width} px`).toBeGreaterThanOrEqual(40);
      }
    }
  } finally {
    await request.put('/api/admin/settings/site-images', { headers, data: before });
  }
});

test('no public page is wider than the screen (a grid track or fieldset sized by its content pushed /booking to 405 px on a 360-390 px phone)', async ({
  page,
  request,
}) => {
  // A review with a word longer than a phone's line (an address, a URL, a German compound).
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const long = await request.post('/api/admin/reviews', {
    headers,
    data: { name: 'Lang', text_de: `Danke! ${'Hochzeitsfotografieerlebnis'.repeat(3)}`, approved: true },
  });
  expect(long.status()).toBe(201);
  const pages = ['/', '/booking', '/ru/booking', '/portfolio', '/services', '/contact', '/ru/contact', '/reviews'];
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${path} at ${width} px`).toBeLessThanOrEqual(client);
    }
  }
  await request.delete(`/api/admin/reviews/${(await long.json()).id}`, { headers });
});

test('the desktop header fits at every laptop width: no link runs under the language switcher (at 1536 px "Standorte" sat under "DE" and "Buchen")', async ({
  page,
}) => {
  // Also with the heading font missing: on a first visit on a slow line Cormorant misses its
  // window (font-display: optional) and the logo is drawn in the wider fallback serif (at 1280 px
  // the German row then ran 5 px under the language switcher).
  const cases = [
    ...[1280, 1366, 1440, 1536, 1920].map((width) => ({ width, font: true })),
    ...[1280, 1366].map((width) => ({ width, font: false })),
  ];
  for (const { width, font } of cases) {
    await page.setViewportSize({ width, height: 800 });
    if (!font) await page.route(/\.woff2$/, (route) => route.abort());
    for (const path of ['/', '/ru']) {
      await page.goto(path);
      const header = await page.evaluate(() => {
        const nav = document.querySelector('header nav') as HTMLElement;
        const actions = nav.nextElementSibling as HTMLElement;
        const items = [...nav.children].map((c) => c.getBoundingClientRect());
        return {
          scroll: nav.scrollWidth,
          client: nav.clientWidth,
          lastRight: Math.max(...items.map((r) => r.right)),
          actionsLeft: actions.getBoundingClientRect().left,
          logoRight: (document.querySelector('header a[href]') as HTMLElement).getBoundingClientRect().right,
          firstLeft: Math.min(...items.map((r) => r.left)),
        };
      });
      const where = `${path} at ${width} px${font ? '' : ' without the heading font'}`;
      expect(header.scroll, where).toBeLessThanOrEqual(header.client);
      expect(header.lastRight, where).toBeLessThanOrEqual(header.actionsLeft);
      expect(header.firstLeft, where).toBeGreaterThanOrEqual(header.logoRight);
    }
  }
});

test('the sticky header is solid paper: nothing scrolled under it shows through, and it is no filtered layer', async ({
  page,
}) => {
  await page.goto('/portfolio');
  await page.mouse.wheel(0, 900);
  const header = await page
    .locator('header')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { position: style.position, background: style.backgroundColor, filter: style.backdropFilter };
    });
  expect(header.position).toBe('sticky');
  // Fully opaque: rgb(...) or an rgba/oklab colour with alpha 1.
  expect(header.background).not.toMatch(/\/\s*0?\.\d+\)|,\s*0?\.\d+\)$/);
  expect(header.filter).toBe('none');
});
