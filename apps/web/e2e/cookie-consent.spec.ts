import { localePath } from '@app/contracts';
import { expect, test } from './fixtures';
import { fakeGoogle, PUBLIC_PAGES, recordThirdParty, setAnalyticsId } from './helpers';

// These journeys are about the banner: start without the stored choice the config gives every test.
test.use({ storageState: { cookies: [], origins: [] } });

const GA_ID = 'G-E2ETEST123';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setAnalyticsId(request, '');
});

test('the banner appears after a second and "reject all" stores only the necessary cookies', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await expect(banner).toBeHidden();
  await expect(banner).toBeVisible({ timeout: 3000 });
  await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(banner).toBeHidden();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null');
  expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
  expect(Date.parse(stored.timestamp)).not.toBeNaN();
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner).toBeHidden();
});

test('without a configured id the CSP allows no Google host', async ({ request }) => {
  await setAnalyticsId(request, '');
  const res = await request.get('/about');
  expect(res.headers()['content-security-policy']).not.toContain('googletagmanager');
});

test('with an analytics id, gtag loads only after "accept all"', async ({ page, request, baseURL }) => {
  await setAnalyticsId(request, GA_ID);
  const calls = await fakeGoogle(page);
  const events: unknown[] = [];
  await page.exposeFunction('recordConsent', (detail: unknown) => events.push(detail));
  await page.addInitScript(() => {
    window.addEventListener('cookie-consent-changed', (e) =>
      (window as unknown as { recordConsent: (d: unknown) => void }).recordConsent((e as CustomEvent).detail),
    );
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
  const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await expect(banner).toBeVisible({ timeout: 3000 });
  expect(calls).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls[0]).toContain(`gtag/js?id=${GA_ID}`);
  expect(events).toEqual([expect.objectContaining({ necessary: true, analytics: true, marketing: true })]);
  const third = recordThirdParty(page, baseURL ?? '');
  await page.reload();
  await expect.poll(() => third.some((u) => u.includes('googletagmanager'))).toBe(true);
});

test('customize: analytics on loads gtag, switching it off again removes it', async ({ page, request }) => {
  await setAnalyticsId(request, GA_ID);
  const calls = await fakeGoogle(page);
  await page.goto('/services');
  const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await banner.getByRole('button', { name: 'Anpassen' }).click({ timeout: 3000 });
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings.getByRole('switch', { name: 'Notwendig' })).toBeDisabled();
  await expect(settings.getByRole('switch', { name: 'Notwendig' })).toHaveAttribute('aria-checked', 'true');

  // Cancel keeps nothing and loads nothing.
  await settings.getByRole('switch', { name: 'Analyse' }).click();
  await settings.getByRole('button', { name: 'Abbrechen' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  expect(calls).toEqual([]);

  await banner.getByRole('button', { name: 'Anpassen' }).click();
  await settings.getByRole('switch', { name: 'Analyse' }).click();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null');
  expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: false });
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);

  // The footer reopens the settings; withdrawing consent removes the script.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(settings.getByRole('switch', { name: 'Analyse' })).toHaveAttribute('aria-checked', 'true');
  await settings.getByRole('switch', { name: 'Analyse' }).click();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(
    true,
  );
});

test('no request to a third party before consent, on every page in both languages', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setAnalyticsId(request, GA_ID);
  await fakeGoogle(page);
  const third = recordThirdParty(page, baseURL ?? '');
  for (const [lang, title] of [
    ['de', 'Cookies und Datenschutz'],
    ['ru', 'Cookie и конфиденциальность'],
  ] as const) {
    for (const path of PUBLIC_PAGES) {
      await page.goto(localePath(lang, path));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 3000 });
    }
  }
  expect(third).toEqual([]);
});
