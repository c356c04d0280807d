import { CONSENT_TEXTS, localePath } from '@app/contracts';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';

/**
 * The public forms are plain HTML posts to their page's action: with JavaScript disabled they
 * validate on the server, keep every typed value on an error, name what to fix beside the field in
 * the page's language, and store a valid submission (post/redirect/get to the success note).
 */
test.use({ javaScriptEnabled: false });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function stored(request: import('@playwright/test').APIRequestContext, path: string) {
  const token = await adminToken(request);
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { name: string; email: string; message?: string }[];
}

for (const [lang, t] of [
  [
    'de',
    {
      name: 'Name',
      email: 'E-Mail',
      message: 'Nachricht',
      submit: 'Nachricht senden',
      badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      required: 'Bitte füllen Sie dieses Feld aus.',
      sent: 'Nachricht gesendet! Ich melde mich bald bei Ihnen.',
    },
  ],
  [
    'ru',
    {
      name: 'Имя',
      email: 'Эл. почта',
      message: 'Сообщение',
      submit: 'Отправить сообщение',
      badEmail: 'Введите корректный адрес электронной почты.',
      required: 'Заполните это поле.',
      sent: 'Сообщение отправлено! Я скоро свяжусь с вами.',
    },
  ],
] as const) {
  test(`contact without JavaScript (${lang}): errors beside the fields, values kept, then stored`, async ({
    page,
    request,
  }) => {
    await page.goto(localePath(lang, '/contact'));
    const name = `Ohne Skript ${unique()}`;
    await page.getByRole('main').getByLabel(t.name).fill(name);
    // A typing mistake the browser's own check would catch is sent anyway when the check is off,
    // as an old browser or a bot would: the server is what refuses it.
    await page
      .locator(`form[action="${localePath(lang, '/contact')}"]`)
      .evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('main').getByLabel(t.email).fill('anna(at)example.de');
    await page.getByRole('main').getByLabel(t.message).fill('   ');
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page.locator('#contact-email-error')).toHaveText(t.badEmail);
    await expect(page.locator('#contact-message-error')).toHaveText(t.required);
    await expect(page.getByRole('main').getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByLabel(t.name)).toHaveValue(name);
    await expect(page.getByRole('main').getByLabel(t.email)).toHaveValue('anna(at)example.de');

    await page.getByRole('main').getByLabel(t.email).fill('anna@example.de');
    await page.getByRole('main').getByLabel(t.message).fill('Eine Anfrage ohne JavaScript.');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, '/contact')}\\?sent=1$`));
    await expect(page.getByRole('status')).toContainText(t.sent);
    const messages = await stored(request, '/api/admin/forms/contacts?limit=50');
    expect(messages.filter((m) => m.name === name)).toHaveLength(1);
  });
}

const futureDate = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const [lang, t] of [
  [
    'de',
    {
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      date: 'Wunschtermin',
      service: 'Leistung',
      submit: 'Buchungsanfrage senden',
      consent: 'Bitte stimmen Sie zu, um fortzufahren.',
      tariff: 'Bitte wählen Sie einen Tarif für diese Leistung.',
      tooLong: 'Höchstens 50 Zeichen.',
      sent: 'Buchungsanfrage gesendet! Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse',
    },
  ],
  [
    'ru',
    {
      name: 'Имя',
      email: 'Электронная почта',
      phone: 'Телефон',
      date: 'Желаемая дата',
      service: 'Услуга',
      submit: 'Отправить запрос',
      consent: 'Подтвердите согласие, чтобы продолжить.',
      tariff: 'Пожалуйста, выберите тариф для этой услуги.',
      tooLong: 'Не более 50 символов.',
      sent: 'Запрос на бронирование отправлен! Теперь подтвердите ваш адрес',
    },
  ],
] as const) {
  test(`booking without JavaScript (${lang}): consent, the tariff of the chosen service, then stored`, async ({
    page,
    request,
  }, testInfo) => {
    // Weddings are booked by the day, one per day: each language and project asks for its own day.
    const days = 40 + (lang === 'ru' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0) + 7 * testInfo.retry;
    await page.goto(localePath(lang, '/booking'));
    const email = `nojs-${unique()}@example.de`;
    await page
      .locator(`form[action="${localePath(lang, '/booking')}"]`)
      .evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('main').getByLabel(t.name).fill('Erika Mustermann');
    await page.getByRole('main').getByLabel(t.email).fill(email);
    await page.getByRole('main').getByLabel(t.phone).fill('0'.repeat(60));
    await page.getByRole('main').getByLabel(t.date).fill(futureDate(days));
    await page.getByRole('main').getByLabel(t.service).selectOption('wedding');
    // The tariffs of a service appear once the server knows the service (no script to show them).
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page.locator('#booking-phone-error')).toHaveText(t.tooLong);
    await expect(page.locator('#consent-error')).toHaveText(t.consent);
    await expect(page.getByRole('main').getByLabel(t.name)).toHaveValue('Erika Mustermann');
    await expect(page.getByRole('main').getByLabel(t.service)).toHaveValue('wedding');

    // The chosen service's tariffs are on the page now; the API asks for one.
    await page
      .locator(`form[action="${localePath(lang, '/booking')}"]`)
      .evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('main').getByLabel(t.phone).fill('+49 365 123456');
    await page.getByRole('main').getByRole('checkbox').check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.locator('#tariff-error')).toHaveText(t.tariff);
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('main').getByLabel(t.phone)).toHaveValue('+49 365 123456');
    await expect(page.getByRole('main').getByRole('checkbox')).toBeChecked();

    await page.locator('label:has(input[value="standard"])').click();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, '/booking')}\\?sent=1$`));
    await expect(page.getByRole('status')).toContainText(t.sent);
    const token = await adminToken(request);
    const list = (await (
      await request.get('/api/admin/forms/bookings?limit=500', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { email: string; service: string; tariff: string }[];
    expect(list.filter((b) => b.email === email)).toEqual([
      expect.objectContaining({ service: 'wedding', tariff: 'standard' }),
    ]);
    // The ticked box was sent and stored with the request: purpose, language, the text shown (ADR 027).
    const person = (await (
      await request.get(`/api/admin/privacy/person?email=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { sections: { table: string; rows: Record<string, unknown>[] }[] };
    expect(person.sections.find((s) => s.table === 'consent')?.rows).toEqual([
      expect.objectContaining({ purpose: 'booking', lang, text: CONSENT_TEXTS.booking[lang] }),
    ]);
  });
}

test('booking without JavaScript: every tariff and start time is on the first page, grouped per service', async ({
  page,
  request,
}, testInfo) => {
  const services = (
    (await (await request.get('/api/admin/settings/services')).json()) as {
      services: { id: string; name_de: string; active: boolean; tariffs: { id: string }[] }[];
    }
  ).services.filter((s) => s.active && s.tariffs.length > 0);
  expect(services.length).toBeGreaterThan(1);
  await page.goto('/booking');
  const main = page.getByRole('main');
  // One group per service, each with all of its tariffs; no "choose a service first".
  await expect(main.getByText('Wählen Sie zuerst eine Leistung', { exact: false })).toHaveCount(0);
  for (const service of services) {
    const group = main.getByRole('group', { name: service.name_de, exact: true });
    await expect(group.getByRole('radio')).toHaveCount(service.tariffs.length);
  }
  await expect(main.getByRole('radio')).toHaveCount(services.reduce((n, s) => n + s.tariffs.length, 0));
  // The portrait's start times, under its name.
  const time = main.getByLabel('Uhrzeit (Berliner Zeit)');
  await expect(time.locator('optgroup[label="Porträtfotografie"] option')).toHaveText(['10:00', '13:00', '16:00']);

  // One post books a portrait at 13:00 in its standard tariff.
  const email = `nojs-first-${unique()}@example.de`;
  const offset = 90 + (testInfo.project.name === 'phone' ? 1 : 0) + 3 * testInfo.retry;
  await main.getByLabel('Name').fill('Erika Mustermann');
  await main.getByLabel('E-Mail').fill(email);
  await main.getByLabel('Telefon').fill('+49 365 123456');
  await main.getByLabel('Leistung').selectOption('portrait');
  await main.getByLabel('Wunschtermin').fill(futureDate(offset));
  await time.selectOption('13:00');
  await main.locator('label:has(input[value="portrait:standard"])').click();
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Buchungsanfrage senden' }).click();
  await expect(page).toHaveURL(/\/booking\?sent=1$/);
  const list = (await stored(request, '/api/admin/forms/bookings?limit=500')) as unknown as {
    email: string;
    service: string;
    tariff: string;
    time: string;
  }[];
  expect(list.filter((b) => b.email === email)).toEqual([
    expect.objectContaining({ service: 'portrait', tariff: 'standard', time: '13:00' }),
  ]);
});

for (const [lang, t] of [
  [
    'de',
    {
      write: 'Erfahrung teilen',
      name: 'Name',
      email: 'E-Mail',
      service: 'Leistung',
      text: 'Ihre Bewertung',
      submit: 'Bewertung senden',
      star: '5 Sterne',
      badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      required: 'Bitte füllen Sie dieses Feld aus.',
      thanks: 'Vielen Dank für Ihre Bewertung!',
      field: 'text_de',
    },
  ],
  [
    'ru',
    {
      write: 'Поделиться впечатлениями',
      name: 'Имя',
      email: 'Электронная почта',
      service: 'Услуга',
      text: 'Ваш отзыв',
      submit: 'Отправить отзыв',
      star: '5 звёзд',
      badEmail: 'Введите корректный адрес электронной почты.',
      required: 'Заполните это поле.',
      thanks: 'Спасибо',
      field: 'text_ru',
    },
  ],
] as const) {
  test(`review without JavaScript (${lang}): the page's own form, errors, then stored unapproved`, async ({
    page,
    request,
  }) => {
    await page.goto(localePath(lang, '/reviews'));
    await page.getByRole('link', { name: t.write }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, '/reviews')}\\?write=1#review-form$`));
    const form = page.locator('#review-form');
    const name = `Rezension ohne Skript ${unique()}`;
    await form.locator('form').evaluate((f) => f.setAttribute('novalidate', ''));
    await form.getByLabel(t.name).fill(name);
    await form.getByLabel(t.email).fill('kein-at-zeichen');
    await form.getByLabel(t.text).fill('Sehr schöne Bilder, danke!');
    await form.getByRole('button', { name: t.submit }).click();

    await expect(page.locator('#review-email-error')).toHaveText(t.badEmail);
    await expect(page.locator('#review-rating-error')).toHaveText(t.required);
    await expect(page.locator('#review-service-error')).toHaveText(t.required);
    await expect(page.locator('#review-form').getByLabel(t.name)).toHaveValue(name);
    await expect(page.locator('#review-form').getByLabel(t.text)).toHaveValue('Sehr schöne Bilder, danke!');

    const again = page.locator('#review-form');
    await again.getByLabel(t.email).fill('rezension@example.de');
    await again.getByRole('radio', { name: t.star }).check({ force: true });
    await again.getByLabel(t.service).selectOption('portrait');
    await again.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, '/reviews')}\\?sent=1$`));
    await expect(page.getByRole('status')).toContainText(t.thanks);

    const token = await adminToken(request);
    const list = (await (
      await request.get('/api/admin/reviews?limit=500', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>[];
    expect(list.find((r) => r.name === name)).toMatchObject({
      approved: false,
      rating: 5,
      [t.field]: 'Sehr schöne Bilder, danke!',
    });
  });
}

test('a form page answers odd posts with a 4xx, never a 500', async ({ request }) => {
  const bodies: [string, string][] = [
    ['application/json', '{"name":"x"}'],
    ['text/plain', 'name=x'],
    ['multipart/form-data; boundary=nothing-like-this', '--broken'],
    ['application/x-www-form-urlencoded', '%zz=%%%&name=%E0%A4%A'],
    ['application/x-www-form-urlencoded', `name=${'x'.repeat(5000)}&rating=NaN&consent=maybe&_key=${'k'.repeat(300)}`],
  ];
  for (const path of ['/contact', '/booking', '/buchung', '/reviews']) {
    for (const [type, body] of bodies) {
      const res = await request.post(path, { headers: { 'content-type': type }, data: body, maxRedirects: 0 });
      expect(res.status(), `${path} ${type}`).toBeGreaterThanOrEqual(300);
      expect(res.status(), `${path} ${type}`).toBeLessThan(500);
    }
  }
});
