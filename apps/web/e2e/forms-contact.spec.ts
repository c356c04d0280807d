import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withCookieChoice } from './helpers';

test.beforeEach(async ({ context }) => {
  await withCookieChoice(context);
});

for (const [lang, texts] of [
  [
    'de',
    {
      name: 'Name',
      email: 'E-Mail',
      message: 'Nachricht',
      submit: 'Nachricht senden',
      success: 'Nachricht gesendet! Ich melde mich bald bei Ihnen.',
    },
  ],
  [
    'ru',
    {
      name: 'Имя',
      email: 'Эл. почта',
      message: 'Сообщение',
      submit: 'Отправить сообщение',
      success: 'Сообщение отправлено! Я скоро свяжусь с вами.',
    },
  ],
] as const) {
  test(`contact (${lang}): a sent message shows the success dialog and clears the form`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
    await page.goto('/contact');
    const sent: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/public/contact') && req.method() === 'POST') {
        sent.push({ headers: req.headers(), body: req.postDataJSON() });
      }
    });
    await page.getByLabel(texts.name).fill('Anna Schmidt');
    await page.getByLabel(texts.email).fill('anna@example.com');
    await page.getByLabel(texts.message).fill('Wir heiraten im Juni in Gera.');
    await page.getByRole('button', { name: texts.submit }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.success);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[0]?.body).toMatchObject({ name: 'Anna Schmidt', email: 'anna@example.com', website: '' });
    await dialog.getByRole('button').click();
    await expect(page.getByLabel(texts.name)).toHaveValue('');
    await expect(page.getByLabel(texts.message)).toHaveValue('');
  });
}

test('contact: a failing send shows the alert and keeps the data; a retry reuses the key', async ({ page }) => {
  await page.goto('/contact');
  const keys: string[] = [];
  await page.route('**/api/public/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' });
  });
  await page.getByLabel('Name').fill('Anna');
  await page.getByLabel('E-Mail').fill('anna@example.com');
  await page.locator('#contact-message').fill('Hallo');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Fehler beim Senden der Nachricht. Bitte versuchen Sie es später erneut.',
  );
  await expect(page.getByLabel('Name')).toHaveValue('Anna');
  await expect(page.locator('#contact-message')).toHaveValue('Hallo');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
});

test('contact: opening hours, the response note and meta tags are server-rendered', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('<title>Kontakt | ');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/contact"/);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('Montag – Freitag');
  expect(html).toContain('nach Vereinbarung');
  expect(html).toContain('innerhalb von 24 Stunden');
});

test('contact and booking pages have no axe violations', async ({ page }) => {
  for (const path of ['/contact', '/booking']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations, path).toEqual([]);
  }
});

test('before the page is interactive the forms cannot be sent the browser way (no data in a URL)', async ({
  request,
}) => {
  const contact = await (await request.get('/contact')).text();
  const form = /<form[^>]*>/.exec(contact)?.[0] ?? '';
  expect(form).toContain('method="post"');
  // The server-rendered submit button waits for the page's scripts (ADR 006).
  expect(contact).toMatch(/<button type="submit" disabled=""[^>]*>(?:(?!<\/button>).)*Nachricht senden/s);
  const booking = await (await request.get('/booking')).text();
  expect(/<form[^>]*>/.exec(booking)?.[0]).toContain('method="post"');
  expect(booking).toMatch(/<button type="submit"[^>]*disabled=""/);
});

/** Holds the page's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unroute('**/assets/*.js');
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what a visitor types before the page is interactive is kept when it becomes interactive', async ({ page }) => {
  let release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Vor dem Laden');
  await page.getByLabel('Nachricht').fill('Getippt, bevor die Seite bereit war.');
  const send = page.getByRole('button', { name: 'Nachricht senden' });
  await expect(send).toBeDisabled();
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('Name')).toHaveValue('Vor dem Laden');
  await expect(page.getByLabel('Nachricht')).toHaveValue('Getippt, bevor die Seite bereit war.');
  await page.getByLabel('E-Mail').fill('frueh@example.de');
  await send.click();
  await expect(page.getByRole('dialog')).toContainText('Nachricht gesendet! Ich melde mich bald bei Ihnen.');

  // The booking form too, its consent box included.
  release = await holdScripts(page);
  await page.goto('/booking', { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Frühe Buchung');
  await page.getByRole('checkbox').check();
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByLabel('Name')).toHaveValue('Frühe Buchung');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('button', { name: /Anfrage senden|Buchungsanfrage senden/ })).toBeEnabled();
});
