import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withCookieChoice } from './helpers';

test.beforeEach(async ({ context }) => {
  await withCookieChoice(context);
});

const ADMIN = { username: 'admin', password: 'E2e-admin-pass1!' };

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

async function findBooking(request: APIRequestContext, email: string) {
  const res = await request.get('/api/admin/forms/bookings?limit=500', { headers: await adminHeaders(request) });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { email: string; service: string; tariff: string; [key: string]: unknown }[];
  return list.filter((b) => b.email === email);
}

/** A date some days ahead, as the date input wants it. */
function futureDate(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The smallest well-formed PDF (one empty page, correct cross-reference table). */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillPersonalData(page: Page, labels: { name: string; email: string; phone: string }, email: string) {
  await page.getByRole('main').getByLabel(labels.name).fill('Erika Mustermann');
  await page.getByRole('main').getByLabel(labels.email).fill(email);
  await page.getByRole('main').getByLabel(labels.phone).fill('+49 365 123456');
}

test('a visitor sends a booking request: tariffs follow the service, consent gates the button', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('booking-de');
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihren Termin anfragen');
  const date = page.getByRole('main').getByLabel('Wunschtermin');
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('main').getByLabel('E-Mail')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('main').getByLabel('Telefon')).toHaveAttribute('type', 'tel');

  await fillPersonalData(page, { name: 'Name', email: 'E-Mail', phone: 'Telefon' }, email);

  const service = page.getByRole('main').getByLabel('Leistung');
  await service.selectOption('restoration');
  await expect(page.getByText('Keine Tarife für diese Leistung verfügbar')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);

  await service.selectOption('wedding');
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /Hochzeitstag, Beliebt, ab\s2\.300\s€/ })).toBeVisible();
  await page.getByText('Hochzeitstag', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Hochzeitstag/ })).toBeChecked();

  // Another service: the chosen tariff is cleared. Portraits are booked by slot: a free day of the
  // calendar, then one of its free times (Berlin time).
  await service.selectOption('portrait');
  await expect(page.getByRole('radio', { name: /^Standard/ })).not.toBeChecked();
  const day = page.locator('.booking-calendar td[data-day]:not([data-disabled]) button').first();
  await day.click();
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const time = page.getByRole('main').getByLabel('Uhrzeit (Berliner Zeit)');
  await expect(time.locator('option')).not.toHaveCount(1);
  await time.selectOption({ index: 1 });
  await page.getByText('Premium', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  await page.getByRole('main').getByLabel('Nachricht').fill('Familienshooting im Park, vier Personen.');

  const submit = page.getByRole('button', { name: 'Buchungsanfrage senden' });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await page.getByRole('main').getByRole('checkbox').check();
  await expect(submit).toBeEnabled();

  // Posted to the page's own action without a reload, with the enhanced form's Idempotency-Key.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/booking'));
  await submit.click();
  const post = new URLSearchParams((await sent).postData() ?? '');
  expect(post.get('_key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(post.get('_js')).toBe('1');
  expect({ service: post.get('service'), tariff: post.get('tariff'), website: post.get('website') }).toEqual({
    service: 'portrait',
    tariff: 'premium',
    website: '',
  });

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Buchungsanfrage gesendet! Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('main').getByLabel('Leistung')).toHaveValue('');
  await expect(page.getByRole('main').getByRole('checkbox')).not.toBeChecked();

  const stored = await findBooking(request, email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Erika Mustermann',
    phone: '+49 365 123456',
    service: 'portrait',
    tariff: 'premium',
    message: 'Familienshooting im Park, vier Personen.',
    status: 'pending',
  });
});

test('a refused field is named beside it and the data kept; a retry of the same attempt reuses its key', async ({
  page,
  request,
}) => {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/buchung')) {
      keys.push(new URLSearchParams(r.postData() ?? '').get('_key') ?? '');
    }
  });
  const email = uniqueEmail('booking-fail');
  await page.goto('/buchung');
  await fillPersonalData(page, { name: 'Name', email: 'E-Mail', phone: 'Telefon' }, email);
  await page.getByRole('main').getByLabel('Telefon').fill('0'.repeat(60));
  await page.getByRole('main').getByLabel('Wunschtermin').fill(futureDate(10));
  await page.getByRole('main').getByLabel('Leistung').selectOption('aiPhotoshoot');
  await page.getByRole('main').getByRole('checkbox').check();
  const submit = page.getByRole('button', { name: 'Buchungsanfrage senden' });
  await submit.click();

  await expect(page.getByText('Höchstens 50 Zeichen.')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Felder.');
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Erika Mustermann');
  await expect(page.getByRole('main').getByLabel('E-Mail')).toHaveValue(email);
  await expect(page.getByRole('main').getByLabel('Leistung')).toHaveValue('aiPhotoshoot');
  await expect(page.getByRole('main').getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('main').getByLabel('Telefon').fill('0365 99999');
  await expect(page.getByRole('main').getByLabel('Telefon')).not.toHaveAttribute('aria-invalid', 'true');
  await submit.click();
  // A service booked on request: the dialog promises no date (ADR 045).
  await expect(page.getByRole('dialog')).toContainText(
    'Buchungsanfrage gesendet! Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse',
  );
  await expect(page.getByRole('dialog')).toContainText('ein Termin wird nicht reserviert');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await findBooking(request, email)).toHaveLength(1);
});

test('the same journey in Russian', async ({ page, request }) => {
  const email = uniqueEmail('booking-ru');
  await page.goto('/ru/booking');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(/Забронировать фотосессию/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запросить дату съёмки');

  await fillPersonalData(page, { name: 'Имя', email: 'Электронная почта', phone: 'Телефон' }, email);
  await page.getByRole('main').getByLabel('Желаемая дата').fill(futureDate(45));
  const service = page.getByRole('main').getByLabel('Услуга');
  await expect(service.locator('option', { hasText: 'Свадебная фотосъёмка' })).toHaveCount(1);
  await service.selectOption('restoration');
  await expect(page.getByText('Для этой услуги нет доступных тарифов')).toBeVisible();
  await service.selectOption('events');
  await page.getByText('Компакт', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Компакт/ })).toBeChecked();

  const submit = page.getByRole('button', { name: 'Отправить запрос' });
  await expect(submit).toBeDisabled();
  await page.getByRole('main').getByRole('checkbox').check();
  await submit.click();
  await expect(page.getByRole('dialog')).toContainText(
    'Запрос на бронирование отправлен! Теперь подтвердите ваш адрес',
  );
  await expect(page.getByRole('dialog')).toContainText('дата не резервируется');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('main').getByLabel('Имя')).toHaveValue('');

  const stored = await findBooking(request, email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ service: 'events', tariff: 'basic' });
});

test('the booking page is server-rendered with its meta tags; /buchung points to /booking', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/booking', '/buchung']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Fotoshooting buchen | Lichtblick Fotografie</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/booking"/>`);
    expect(html).toContain('property="og:title"');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('Hochzeitsfotografie');
  }
});

test('the contract documents are offered in the consent block, opening in a new tab', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const pdf = minimalPdf();
  const upload = await request.post('/api/admin/uploads/document', {
    headers,
    multipart: { file: { name: 'vertrag.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const name = `Vertrag E2E ${Date.now()}`;
  const created = await request.post('/api/admin/settings/documents', {
    headers,
    data: { name_de: name, name_ru: `Договор E2E ${Date.now()}`, file_url_de: url, active: true },
  });
  expect(created.status()).toBe(201);
  const { document } = (await created.json()) as { document: { id: string } };
  try {
    await page.goto('/booking');
    const link = page.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
  } finally {
    await request.delete(`/api/admin/settings/documents/${document.id}`, { headers });
  }
});

test('the booking page has no axe violations (WCAG 2 A/AA)', async ({ page }) => {
  await page.goto('/booking');
  await page.getByRole('main').getByLabel('Leistung').selectOption('wedding');
  await expect(page.getByRole('radio')).toHaveCount(3);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations).toEqual([]);
});
