import { FIXED_CITY_SLUGS, type Language, languageOfPath, localePath } from '@app/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, PUBLIC_PAGES } from './helpers';
import { sitemapSchemaErrors } from './sitemap-schema';

/** The German names of the seeded cities: never on a Russian page's menus, grids or headings. */
const LATIN_CITY_NAMES = ['Gera', 'Ronneburg', 'Chemnitz', 'Erfurt', 'Leipzig', 'Jena', 'Zwickau'];

test('the home page is rendered on the server, in German by default', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('Hochzeitsfotograf in Thüringen und Sachsen');
  expect(html).not.toMatch(/<div id="root">\s*<\/div>/);
  expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  // No powerful feature for any page; no HSTS from a site on plain http (issue 22).
  expect(res.headers()['permissions-policy']).toContain('camera=()');
  expect(res.headers()['strict-transport-security']).toBeUndefined();
  const cached = await request.get('/');
  expect(cached.headers()['x-page-cache']).toBe('hit');
  expect(cached.headers()['permissions-policy']).toContain('camera=()');
});

test('the address decides the language: /ru is Russian, a cookie changes nothing', async ({ request }) => {
  const ru = await (await request.get('/ru')).text();
  expect(ru).toContain('<html lang="ru"');
  expect(ru).toContain('Свадебный фотограф в Тюрингии и Саксонии');
  const de = await (await request.get('/', { headers: { cookie: 'lang=ru' } })).text();
  expect(de).toContain('<html lang="de"');
});

test('the switcher leads to the same page in the other language, query string included', async ({ page }) => {
  await page.goto('/portfolio?category=wedding');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page).toHaveURL(/\/ru\/portfolio\?category=wedding$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('ru');
  // The Cyrillic headings have their font at once (preloaded with the Russian page, never a fallback).
  const cyrillicLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('600 32px "Cormorant Garamond Variable"', 'Портфолио');
  });
  expect(cyrillicLoaded).toBe(true);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(preloads.some((href) => href.includes('cyrillic'))).toBe(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=wedding$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('links inside Russian pages stay Russian; forms post to the Russian address', async ({ page }) => {
  await page.goto('/ru/services');
  const hrefs = await page
    .locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href) => languageOfPath(href.split('?')[0] ?? '') !== 'ru')).toEqual(['/services']);
  await page.goto('/ru/contact');
  await expect(page.locator('form[method="post"]').first()).toHaveAttribute('action', '/ru/contact');
});

test('a first visit from a Russian browser suggests the Russian page; no redirect', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  const res = await page.goto('/about');
  expect(res?.url()).toBe(`${baseURL}/about`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const hint = page.getByRole('region', { name: 'Эта страница есть и на русском языке.' });
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('link', { name: 'Читать на русском' })).toHaveAttribute('href', '/ru/about');
  await hint.getByRole('button', { name: 'Закрыть подсказку' }).click();
  await expect(hint).toBeHidden();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(hint).toBeHidden();
  await context.close();

  // A German browser on a Russian page gets the hint in German; a German one on a German page none.
  const german = await browser.newContext({ baseURL, locale: 'de-DE' });
  const p2 = await german.newPage();
  await p2.goto('/ru/about');
  await expect(p2.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toBeVisible();
  await p2.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
  await expect(p2).toHaveURL(`${baseURL}/about`);
  await expect(p2.getByRole('region', { name: /Diese Seite|Эта страница/ })).toHaveCount(0);
  await german.close();
});

test('the /language form is same-site only and never hangs on odd input', async ({ request, baseURL }) => {
  const post = (redirectTo: string, headers: Record<string, string> = {}) =>
    request.post('/language', { form: { lang: 'ru', redirectTo }, headers, maxRedirects: 0 });
  const ok = await post('/portfolio?category=wedding');
  expect(ok.status()).toBe(302);
  expect(ok.headers().location).toBe('/ru/portfolio?category=wedding');
  expect(ok.headers()['set-cookie']).toContain('lang=ru');
  for (const hostile of [
    '/\t/evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/a\u000bb',
    '/a\u001bb',
    '/a\u007fb',
    '/a\r\nSet-Cookie: x=1',
    '/a\u0000b',
    '/Straße',
    `/${'a'.repeat(5000)}`,
  ]) {
    const res = await post(hostile);
    expect(res.status(), JSON.stringify(hostile)).toBe(302);
    expect(res.headers().location, JSON.stringify(hostile)).toBe('/ru');
  }
  const cross = await post('/portfolio', { origin: 'https://evil.example' });
  expect(cross.status()).toBe(403);
  expect(await cross.json()).toMatchObject({ code: 'forbidden' });
  const same = await post('/about', { origin: baseURL ?? '' });
  expect(same.headers().location).toBe('/ru/about');
});

test('a Russian path with extra slashes never becomes another site (/ru//evil.example)', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  // The /language form: `/ru//evil.example` in German was `//evil.example` (issue 33).
  for (const lang of ['de', 'ru']) {
    for (const redirectTo of ['/ru//evil.example', '/ru///evil.example/x', '/ru//evil.example?x=1']) {
      const res = await request.post('/language', { form: { lang, redirectTo }, maxRedirects: 0 });
      const location = res.headers().location ?? '';
      expect(res.status(), redirectTo).toBe(302);
      expect(location, `${lang} ${redirectTo}`).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, baseURL).host).toBe(host);
    }
  }
  // The 404 page at such an address: its language switcher (and every other link) stays on the site.
  for (const path of ['/ru//evil.example', '/ru///evil.example/phish']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      expect(href, `${path}: ${href}`).not.toMatch(/^[/\\]{2}|^\/%2f/i);
    }
    const switcher = Object.fromEntries(
      [...html.matchAll(/<a href="([^"]*)" hrefLang="(de|ru)"/gi)].map((m) => [m[2] ?? '', m[1] ?? '']),
    );
    const tail = path.replace(/^.*evil\.example/, '');
    expect(switcher, path).toEqual({ de: `/evil.example${tail}`, ru: `/ru/evil.example${tail}` });
  }
});

test('every page in both languages in the sitemap, valid against the sitemap schema', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(sitemapSchemaErrors(xml)).toEqual([]);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  for (const path of [
    ...PUBLIC_PAGES.filter((p) => !p.startsWith('/city/')),
    ...FIXED_CITY_SLUGS.map((s) => `/${s}`),
  ]) {
    expect(locs, path).toContain(path);
    expect(locs, path).toContain(localePath('ru', path));
  }
  expect(xml).toContain(
    `<url><loc>${baseURL}/ru/portfolio</loc><xhtml:link rel="alternate" hreflang="de" href="${baseURL}/portfolio"/>`,
  );
  // The validator is not a formality: a sitemap with a wrong element fails it.
  expect(sitemapSchemaErrors(xml.replace('<loc>', '<location>').replace('</loc>', '</location>'))).not.toEqual([]);
});

/** One German-only and one Russian-only approved review (as visitors write them): the fallback is exercised. */
async function oneLanguageReviews(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const ids: string[] = [];
  for (const [text_de, text_ru] of [
    ['Nur auf Deutsch geschrieben.', ''],
    ['', 'Написано только по-русски.'],
  ]) {
    const name = `Einsprachig ${Date.now()}`;
    const sent = await request.post('/api/public/reviews', {
      data: { name, email: 'einsprachig@example.de', rating: 5, service: 'wedding', text_de, text_ru },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const id = ((await sent.json()) as { id: string }).id;
    expect((await request.put(`/api/admin/reviews/${id}`, { headers, data: { approved: true } })).ok()).toBe(true);
    ids.push(id);
  }
  return ids;
}

async function checkPage(page: Page, request: APIRequestContext, lang: Language, path: string, widths: number[]) {
  const url = localePath(lang, path);
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await expect(page.locator('html'), url).toHaveAttribute('lang', lang);

  // A canonical in the page's own language; hreflang de / ru / x-default naming each other.
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(languageOfPath(new URL(canonical).pathname), url).toBe(lang);
  const alternates = Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  ) as Record<string, string>;
  expect(Object.keys(alternates).sort(), url).toEqual(['de', 'ru', 'x-default']);
  expect(alternates[lang], url).toBe(canonical);
  expect(alternates['x-default'], url).toBe(alternates.de);
  const other: Language = lang === 'de' ? 'ru' : 'de';
  const back = await request.get(new URL(alternates[other] ?? '').pathname + new URL(alternates[other] ?? '').search);
  expect(back.status(), alternates[other]).toBe(200);
  const backHtml = await back.text();
  const escaped = canonical.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(backHtml, alternates[other]).toMatch(new RegExp(`<link[^>]*hreflang="${lang}"[^>]*href="${escaped}"`, 'i'));
  await expect(page.locator('meta[property="og:locale"]'), url).toHaveAttribute(
    'content',
    lang === 'de' ? 'de_DE' : 'ru_RU',
  );
  await expect(page.locator('meta[property="og:locale:alternate"]'), url).toHaveAttribute(
    'content',
    lang === 'de' ? 'ru_RU' : 'de_DE',
  );
  const inLanguage = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}').inLanguage).filter(Boolean));
  expect(inLanguage, url).toContain(lang === 'de' ? 'de-DE' : 'ru-RU');

  // No quote without words (a review written in the other language shows its own text).
  const quotes = await page.locator('blockquote').allInnerTexts();
  for (const quoted of quotes) expect(quoted.replace(/[„“«»"\s]/g, ''), url).not.toBe('');

  if (lang === 'ru') {
    const named = await page
      .locator('header, main h1, main h2, main h3, main a[href^="/ru/"], footer nav')
      .allInnerTexts();
    for (const city of LATIN_CITY_NAMES) {
      expect(
        named.filter((text) => new RegExp(`\\b${city}\\b`, 'i').test(text)),
        `${url}: ${city}`,
      ).toEqual([]);
    }
  }

  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

for (const lang of ['de', 'ru'] as const) {
  test(`every public page in ${lang}: language, hreflang pairs, canonical, no overflow, no empty quote`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const ids = await oneLanguageReviews(request);
    try {
      const widths = testInfo.project.name === 'phone' ? [360, 390] : [1440];
      for (const path of [...PUBLIC_PAGES, '/leipzig', '/city/gera']) {
        await checkPage(page, request, lang, path, widths);
        await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1440, height: 900 });
      }
      // The not-found page speaks the address's language too.
      const missing = await page.goto(localePath(lang, '/gibt/es/nicht'));
      expect(missing?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'de' ? 'Seite nicht gefunden' : 'Страница не найдена',
      );
    } finally {
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      for (const id of ids) await request.delete(`/api/admin/reviews/${id}`, { headers });
    }
  });
}

test('the back office is rendered in the browser only', async ({ page, request }) => {
  const html = await (await request.get('/admin')).text();
  expect(html).not.toContain('Админ-панель');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Админ-панель');
});
