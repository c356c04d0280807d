import { localePath } from '@app/contracts';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, withCookieChoice } from './helpers';

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
  test(`contact (${lang}): a sent message shows the success dialog and clears the form`, async ({ page, request }) => {
    await page.goto(localePath(lang, '/contact'));
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posts.push(`${new URL(req.url()).pathname} ${req.postData() ?? ''}`);
    });
    const name = `Anna Schmidt ${Date.now()}`;
    await page.getByRole('main').getByLabel(texts.name).fill(name);
    await page.getByRole('main').getByLabel(texts.email).fill('anna@example.com');
    await page.getByRole('main').getByLabel(texts.message).fill('Wir heiraten im Juni in Gera.');
    await page.getByRole('button', { name: texts.submit }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.success);
    // Sent to the page's own action without a reload, with the enhanced form's Idempotency-Key.
    expect(posts).toHaveLength(1);
    expect(posts[0]?.startsWith(`${localePath(lang, '/contact')}`)).toBe(true);
    expect(posts[0]).toMatch(/_js=1/);
    expect(posts[0]).toMatch(/_key=[0-9a-f-]{32,36}/);
    expect(page.url()).toMatch(new RegExp(`${localePath(lang, '/contact')}$`));
    const token = await adminToken(request);
    const stored = (await (
      await request.get('/api/admin/forms/contacts?limit=50', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { name: string }[];
    expect(stored.filter((m) => m.name === name)).toHaveLength(1);
    await dialog.getByRole('button').click();
    await expect(page.getByRole('main').getByLabel(texts.name)).toHaveValue('');
    await expect(page.getByRole('main').getByLabel(texts.message)).toHaveValue('');
  });
}

test('contact: an address the server refuses is named beside the field; the data stays', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('form[action="/contact"]').evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByRole('main').getByLabel('Name').fill('Anna');
  await page.getByRole('main').getByLabel('E-Mail').fill('anna(at)example.com');
  await page.locator('#contact-message').fill('Hallo');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Felder.');
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Anna');
  await expect(page.locator('#contact-message')).toHaveValue('Hallo');
  await expect(page.getByRole('dialog')).toHaveCount(0);
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

test('the forms are posts to their page (no data in a URL), ready before the scripts load', async ({ request }) => {
  const contact = await (await request.get('/contact')).text();
  const form = /<form[^>]*action="\/contact"[^>]*>/.exec(contact)?.[0] ?? '';
  expect(form).toContain('method="post"');
  expect(contact).not.toMatch(/<button type="submit" disabled=""[^>]*>(?:(?!<\/button>).)*Nachricht senden/s);
  const booking = await (await request.get('/booking')).text();
  expect(/<form[^>]*>/.exec(booking)?.[0]).toContain('method="post"');
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
  await page.getByRole('main').getByLabel('Name').fill('Vor dem Laden');
  await page.getByRole('main').getByLabel('Nachricht').fill('Getippt, bevor die Seite bereit war.');
  const send = page.getByRole('button', { name: 'Nachricht senden' });
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Vor dem Laden');
  await expect(page.getByRole('main').getByLabel('Nachricht')).toHaveValue('Getippt, bevor die Seite bereit war.');
  await page.getByRole('main').getByLabel('E-Mail').fill('frueh@example.de');
  await send.click();
  await expect(page.getByRole('dialog')).toContainText('Nachricht gesendet! Ich melde mich bald bei Ihnen.');

  // The booking form too, its consent box included.
  release = await holdScripts(page);
  await page.goto('/booking', { waitUntil: 'commit' });
  await page.getByRole('main').getByLabel('Name').fill('Frühe Buchung');
  await page.getByRole('main').getByRole('checkbox').check();
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Frühe Buchung');
  await expect(page.getByRole('main').getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('button', { name: /Anfrage senden|Buchungsanfrage senden/ })).toBeEnabled();
});

test('a press before the scripts load sends the contact form the plain way, and it arrives', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByRole('main').getByLabel('Name').fill('Ganz früh');
  await page.getByRole('main').getByLabel('E-Mail').fill('frueh@example.de');
  await page.getByRole('main').getByLabel('Nachricht').fill('Abgeschickt, bevor ein Skript lief.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole('status')).toContainText('Nachricht gesendet!');
});
