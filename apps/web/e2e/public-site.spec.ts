import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';
import { makeProject } from './projects';

test('portfolio: category filters are links in the query string, empty category text', async ({ page, request }) => {
  // Three projects with photos and two sign-ins first: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // A filter is offered only for a category with a project (ADR 047): one in each category the test clicks.
  const made = await Promise.all(
    ['wedding', 'architecture', 'events'].map((category) =>
      makeProject(request, { title_de: `Filter ${category}`, title_ru: `Фильтр ${category}`, category }, [[600, 400]]),
    ),
  );
  await page.goto('/portfolio?category=wedding');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
  await expect(filters.getByRole('link', { name: 'Hochzeit', exact: true })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: 'Architektur', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=architecture$/);
  await expect(filters.getByRole('link', { name: 'Architektur', exact: true })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: 'Alle', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  // The old category key still opens the events category (ADR 007).
  await page.goto('/portfolio?category=event');
  await expect(filters.getByRole('link', { name: 'Event', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('link', { name: 'Event', exact: true })).toHaveAttribute(
    'href',
    '/portfolio?category=events',
  );

  const html = await (await page.request.get('/portfolio?category=gibt-es-nicht')).text();
  expect(html).toContain('Keine Projekte in dieser Kategorie gefunden.');
  const ru = await (await page.request.get('/ru/portfolio?category=gibt-es-nicht')).text();
  expect(ru).toContain('В этой категории проектов не найдено.');
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  for (const { id } of made) expect((await request.delete(`/api/admin/portfolio/${id}`, { headers })).ok()).toBe(true);
});

test('home: sample projects while none is featured lead to the portfolio, photos uncropped', async ({ page }) => {
  // The home page shows sample projects while the portfolio has no featured item: remove the
  // featured projects earlier journeys created.
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  const items = (await (await page.request.get('/api/admin/portfolio', { headers })).json()) as {
    id: string;
    featured: boolean;
  }[];
  for (const item of items.filter((i) => i.featured)) {
    expect((await page.request.delete(`/api/admin/portfolio/${item.id}`, { headers })).ok()).toBe(true);
  }
  await page.goto('/');
  const sample = page.getByRole('link', { name: /\(Hochzeit, 3 Fotos\)/ }).first();
  await expect(sample).toHaveAttribute('href', '/portfolio');
  const box = await sample.locator('img').boundingBox();
  // The sample photo's own 4:3, not a 4:5 crop.
  expect(box && Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
});

test('city pages: fixed path, /city/{slug}, catch-all and an unknown city', async ({ page, request }, testInfo) => {
  const fixed = await page.goto('/gera');
  expect(fixed?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gera');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Gera/);
  await expect(page.getByRole('link', { name: /Termin buchen/ })).toHaveAttribute('href', '/booking');
  await expect(page.getByRole('link', { name: /Anrufen/ })).toHaveAttribute('href', /^tel:/);

  await page.goto('/city/leipzig');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Leipzig');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/leipzig$/);
  const jsonLd = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toContain('Photographer');
  expect(jsonLd.areaServed.map((c: { name: string }) => c.name)).toContain('Leipzig');

  const unknown = await page.goto('/city/atlantis');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Stadt nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Die angeforderte Stadt konnte nicht gefunden werden.')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/atlantis');
  await expect(page).toHaveURL(/\/$/);

  // A location the owner adds is served at once, at /{slug}, and listed in the header menu.
  const token = await adminToken(request);
  const created = await request.post('/api/admin/settings/locations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `Weimar ${testInfo.project.name}`,
      slug: `weimar-${testInfo.project.name}`,
      title_de: 'Fotograf in Weimar',
      title_ru: 'Фотограф в Веймаре',
    },
  });
  expect(created.status()).toBe(201);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/weimar-${testInfo.project.name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fotograf in Weimar' })).toBeVisible();
  await page.getByRole('button', { name: 'Standorte' }).click();
  await expect(page.getByRole('link', { name: `Weimar ${testInfo.project.name}` })).toBeVisible();
});

test('the header menu: locations by keyboard on desktop, the menu toggle on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  // Keyboard input before hydration would reach a button without its handler.
  await page.locator('html[data-hydrated="true"]').waitFor();
  const menu = page.getByRole('button', { name: 'Standorte' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Menü öffnen' });
  await toggle.click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Leistungen' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
});

test('a new path starts at the top of the page', async ({ page }) => {
  await page.goto('/agb');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz', exact: true }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('services: details dialog with tariffs and Book now', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: /Details: Hochzeitsfotografie/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hochzeitsfotografie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Beliebt', { exact: true })).toHaveCount(1);
  // "Book now" opens the form with this service chosen (issue 16 item 6).
  await expect(dialog.getByRole('link', { name: 'Jetzt buchen' })).toHaveAttribute(
    'href',
    /^\/booking\?service=[\w-]+$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Details: Hochzeitsfotografie/ })).toBeFocused();
});

test('legal pages and SEO files are server-rendered', async ({ request }) => {
  const impressum = await (await request.get('/impressum')).text();
  expect(impressum).toContain('Stand: Januar 2025');
  expect(impressum).toContain('Haftung für Links');
  const agb = await (await request.get('/ru/agb')).text();
  expect(agb).toContain('Действуют с сентября 2025 года');
  const privacy = await (await request.get('/datenschutz')).text();
  expect(privacy).toContain('nach 7 Tagen gelöscht');
  expect(privacy).toMatch(/<link rel="canonical" href="[^"]+\/datenschutz"/);
  expect(privacy).toContain('property="og:title"');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/portfolio', '/services', '/impressum', '/gera', '/zwickau']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

test('the site icons are PNG files: a tab icon and a home-screen icon, no SVG icon', async ({ request }) => {
  // Chromium draws an SVG icon as an SVG document on the page's main thread (decision 035).
  for (const path of ['/', '/ru/portfolio', '/booking']) {
    const html = await (await request.get(path)).text();
    const icons = [...html.matchAll(/<link[^>]*rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map((m) => m[0]);
    expect(icons, path).toHaveLength(2);
    expect(icons.join('\n'), path).not.toContain('svg');
  }
  for (const [path, size] of [
    ['/favicon-32.png', 32],
    ['/apple-touch-icon.png', 180],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await res.body()).metadata();
    expect([meta.format, meta.width, meta.height], path).toEqual(['png', size, size]);
  }
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link [^>]*rel="icon" href="\/favicon-32\.png" sizes="32x32" type="image\/png"\/>/);
  expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon\.png"\/>/);
});

test('Russian stays chosen after a reload on an inner page', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page).toHaveURL(/\/ru\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что я снимаю для вас');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что я снимаю для вас');
  await expect(page.getByRole('link', { name: 'Услуги' }).first()).toBeVisible();
});

test('a hero photo is served responsive: AVIF/WebP/JPEG sizes, intrinsic size, high priority', async ({ request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const photo = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#6b5b4b' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/admin/uploads/image', {
    headers,
    multipart: { file: { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const before = await (await request.get('/api/admin/settings/site-images')).json();
  expect(
    (
      await request.put('/api/admin/settings/site-images', { headers, data: { ...before, hero_background_image: url } })
    ).status(),
  ).toBe(200);
  try {
    const html = await (await request.get('/')).text();
    const hero = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    expect(hero).toMatch(/<source type="image\/webp" srcSet="[^"]*\/480\.webp 480w, [^"]*\/960\.webp 960w/);
    // Drawn with object-fit: cover over a tall box: wider than the screen where the box is taller
    // than the photo's proportion (2000 × 1200: 5:3).
    expect(hero).toContain(
      'sizes="(min-width: 640px) max(100vw, calc(max(86vh, 700px) * 1.667)), max(100vw, calc(max(78vh, 700px) * 1.667))"',
    );
    expect(hero).toMatch(/<img [^>]*width="2000" height="1200"/);
    expect(hero).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(hero).toContain('loading="eager"');
    // Text sits on the hero: its blurred preview holds the background until the photo arrives.
    expect(hero).toMatch(/background-image:url\(&quot;data:image\/webp;base64,/);
  } finally {
    await request.put('/api/admin/settings/site-images', { headers, data: before });
  }
});

test('a public page paints before its scripts load, then hydrates without errors; the back office loads at once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/portfolio')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/await Promise\.all\(\[import\("\/assets\/root-[\w-]+\.js"\)/);
  const admin = await (await request.get('/admin/login')).text();
  expect(admin).toContain('rel="modulepreload"');

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  for (const path of ['/portfolio', '/blog', '/']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.preloads, path).toBeGreaterThan(0);
  }
  // Client navigation works after the deferred start.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Alle Projekte/ })
    .click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  expect(problems).toEqual([]);
});
