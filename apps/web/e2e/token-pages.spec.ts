import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { createGalleryByApi, galleryPhoto, uploadByApi } from './gallery-helpers';
import { adminToken, fakeGoogle, setAnalyticsId } from './helpers';

/**
 * Issue 33 item 3: a page whose address is a secret (a client gallery, a newsletter confirmation or
 * unsubscribe link; `isTokenPage`) never loads analytics and never sends its address anywhere, even
 * with analytics consent given and a Google id configured. Every request of the page is recorded:
 * none goes to another host, no Referer names the page, and the token appears only in requests for
 * the page itself and its own gallery files. A normal page in the same setting does load gtag, so
 * the recording would see it.
 */

const GA_ID = 'G-TOKENTEST1';

test.describe.configure({ mode: 'serial' });

test.use({
  storageState: { cookies: [], origins: [] },
});

test.beforeEach(async ({ page, request }) => {
  await setAnalyticsId(request, GA_ID);
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ necessary: true, analytics: true, timestamp: '2026-01-01T00:00:00.000Z' }),
    );
  });
});

test.afterAll(async ({ request }) => {
  await setAnalyticsId(request, '');
});

interface Seen {
  url: string;
  referer: string | undefined;
}

function recordAll(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (req: Request) => {
    seen.push({ url: req.url(), referer: req.headers().referer });
  });
  return seen;
}

/** Asserts the token page's rules on what the page requested while it was open. */
function expectNothingLeaked(seen: Seen[], baseURL: string, secret: string, allowed: RegExp) {
  const own = new URL(baseURL).host;
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((r) => new URL(r.url).host !== own).map((r) => r.url)).toEqual([]);
  expect(seen.filter((r) => r.referer?.includes(secret)).map((r) => `${r.url} <- ${r.referer}`)).toEqual([]);
  // React Router's route discovery (`/__manifest?paths=…`) names the page's own links to its own
  // server: the site itself, like the page request.
  const carrying = seen.filter((r) => r.url.includes(secret) && new URL(r.url).pathname !== '/__manifest');
  expect(carrying.filter((r) => !allowed.test(new URL(r.url).pathname)).map((r) => r.url)).toEqual([]);
}

/** Waits until the page's scripts ran (hydration): analytics, if any, would have been started by then. */
async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

test('a normal page loads gtag after consent (the recording sees it)', async ({ page }) => {
  const calls = await fakeGoogle(page);
  await page.goto('/about');
  await hydrated(page);
  await expect.poll(() => calls.some((url) => url.includes(`gtag/js?id=${GA_ID}`))).toBe(true);
});

test('a navigation inside the site to a token page switches gtag off before the address changes', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const gallery = await createGalleryByApi(request, admin, { title_de: 'Navigation' });
  const calls = await fakeGoogle(page);
  await page.goto('/about');
  await hydrated(page);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
  // As a link of the site would navigate (the router in the page, no document load); the state of
  // gtag is noted at the moment the address changes (gtag reacts to history changes).
  await page.evaluate(
    ({ path, id }) => {
      const w = window as unknown as Record<string, unknown> & {
        __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
      };
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        w.disabledAtPush = w[`ga-disable-${id}`];
        push(...args);
      };
      void w.__reactRouterDataRouter.navigate(path);
    },
    { path: `/g/${gallery.token}`, id: GA_ID },
  );
  await expect(page).toHaveURL(new RegExp(`/g/${gallery.token}$`));
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).disabledAtPush)).toBe(true);
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(
    true,
  );
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
});

test('a client gallery (German and Russian) loads nothing from Google and sends its link nowhere', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminToken(request);
  const gallery = await createGalleryByApi(request, admin, { title_de: 'Token-Galerie', title_ru: 'Галерея' });
  await uploadByApi(request, admin, gallery.id, await galleryPhoto('IMG_1.jpg', 40));
  const calls = await fakeGoogle(page);
  const seen = recordAll(page);
  for (const path of [`/g/${gallery.token}?visitor=Anna`, `/ru/g/${gallery.token}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['content-security-policy']).not.toContain('google');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await hydrated(page);
    await expect(page.locator('main img').first()).toBeVisible();
    // The photo's own file request is allowed to carry the token: it is the gallery's.
    await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
  }
  expect(calls).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expectNothingLeaked(
    seen,
    baseURL ?? '',
    gallery.token,
    new RegExp(`^/(ru/)?g/${gallery.token}(\\.data)?$|^/api/public/galleries/${gallery.token}/`),
  );
});

test('mailed confirmation and unsubscribe links load nothing from Google, and their forms still post', async ({
  page,
  baseURL,
}) => {
  const calls = await fakeGoogle(page);
  const seen = recordAll(page);
  const secret = 'Tok3nNobodyMaySee_abcdefghijklmnop';
  for (const path of [
    `/newsletter?confirm=${secret}`,
    `/ru/newsletter?unsubscribe=${secret}`,
    // The gallery publication confirmation link (ADR 039) and the booking request's (ADR 038).
    `/ru/consent?token=${secret}`,
    `/booking/confirm?token=${secret}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['content-security-policy']).not.toContain('google');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await hydrated(page);
  }
  expect(calls).toEqual([]);
  expectNothingLeaked(seen, baseURL ?? '', secret, /^\/(ru\/)?(newsletter|consent|booking\/confirm)(\.data)?$/);

  // The page's own post still works without a Referer (the browser sends Origin: null from it).
  await page.goto(`/newsletter?confirm=${secret}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page).toHaveURL(/\/newsletter\?invalid=1$/);
});
