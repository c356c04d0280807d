import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { startSmtpServer, type TestSmtpServer } from '../../api/test/smtp.ts';
import { signIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { adminToken, withCookieChoice } from './helpers';

/**
 * The booking desk as a visitor meets it (issue 17): the owner's blocked days and a booked-out
 * wedding day are not offered, a second visitor asking for the same day is refused in their
 * language (also without JavaScript, input kept), the owner's confirmation reaches the client in
 * the language they booked in, with a valid .ics, and the day appears in the private feed.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp.close();
});
test.beforeEach(async ({ context }) => {
  await withCookieChoice(context);
});

async function auth(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

test('blocked and booked-out days are not offered; the second couple is refused; the confirmation carries an .ics', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // Days of their own per project and retry: other journeys book other days.
  const base = 60 + (testInfo.project.name === 'phone' ? 10 : 0) + 20 * testInfo.retry;
  const headers = await auth(request);
  expect(
    (
      await request.put('/api/admin/settings/email-notifications', {
        headers,
        data: {
          sender_email: 'studio@example.de',
          sender_password: 'app-pass-Zq81!xx',
          admin_email: 'owner@example.de',
          smtp_server: '127.0.0.1',
          smtp_port: smtp.port,
        },
      })
    ).status(),
  ).toBe(200);
  const blocked = await request.post('/api/admin/booking/blocked', {
    headers,
    data: { start_date: day(base), end_date: day(base + 2), reason: 'Urlaub' },
  });
  expect(blocked.status()).toBe(201);
  const blockedId = ((await blocked.json()) as { id: string }).id;
  const wanted = day(base + 5);

  try {
    // A visitor: the blocked days are greyed out in the calendar; a typed blocked day is named at once.
    await page.goto('/booking');
    await page.getByRole('main').getByLabel('Leistung').selectOption('wedding');
    const calendar = page.locator('.booking-calendar');
    await expect(calendar.locator('td[data-day]:not([data-hidden])').first()).toBeVisible();
    // The whole week fits the calendar's panel, on a 390 px phone too (Sunday was cut off at 360 px).
    const panel = await calendar.boundingBox();
    const sunday = await calendar.locator('td[data-day]').nth(6).boundingBox();
    expect((sunday?.x ?? 0) + (sunday?.width ?? 0)).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
    for (
      let i = 0;
      i < 4 && (await calendar.locator(`td:not([data-hidden])[data-day="${day(base)}"]`).count()) === 0;
      i++
    ) {
      await calendar.getByRole('button', { name: /nächsten Monat|next month/i }).click();
    }
    await expect(calendar.locator(`td:not([data-hidden])[data-day="${day(base)}"]`)).toHaveAttribute(
      'data-disabled',
      'true',
    );
    await expect(calendar.locator(`td:not([data-hidden])[data-day="${day(base)}"]`)).toHaveClass(/booking-day-blocked/);
    await page
      .getByRole('main')
      .getByLabel('Wunschtermin')
      .fill(day(base + 1));
    await expect(page.locator('#booking-date-error')).toHaveText(
      'Dieser Tag ist leider nicht frei. Bitte wählen Sie einen anderen.',
    );

    // The free day is picked from the calendar and booked.
    for (
      let i = 0;
      i < 4 && (await calendar.locator(`td:not([data-hidden])[data-day="${wanted}"]`).count()) === 0;
      i++
    ) {
      await calendar.getByRole('button', { name: /nächsten Monat|next month/i }).click();
    }
    await calendar.locator(`td:not([data-hidden])[data-day="${wanted}"] button`).click();
    await expect(page.getByRole('main').getByLabel('Wunschtermin')).toHaveValue(wanted);
    await page.getByRole('main').getByLabel('Name').fill('Anna Braut');
    await page.getByRole('main').getByLabel('E-Mail').fill(`anna-${testInfo.project.name}@example.de`);
    await page.getByRole('main').getByLabel('Telefon').fill('+49 365 123456');
    await page.getByText('Hochzeitstag', { exact: true }).click();
    await page.getByRole('main').getByRole('checkbox').check();
    const mailsBefore = smtp.mails.length;
    await page.getByRole('button', { name: 'Buchungsanfrage senden' }).click();
    await expect(page.getByRole('dialog')).toContainText('Buchungsanfrage gesendet!');
    await expect(page.getByRole('dialog')).toContainText('bestätigen Sie jetzt Ihre E-Mail-Adresse');

    // The day is held only once Anna confirms her address with the mailed link (ADR 038): one
    // click on the page it opens, without JavaScript too.
    const client = `anna-${testInfo.project.name}@example.de`;
    let link = '';
    for (let count = mailsBefore + 1; !link && count <= mailsBefore + 4; count++) {
      const mails = await smtp.waitFor(count, 10_000);
      const mail = mails.slice(mailsBefore).find((m) => m.to.includes(client) && /bestätigen/.test(m.subject));
      link = /https?:\/\/\S+\/booking\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    }
    expect(link).not.toBe('');
    const confirmContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const confirmPage = await confirmContext.newPage();
    const { pathname, search } = new URL(link);
    await confirmPage.goto(`${pathname}${search}`);
    await expect(confirmPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await confirmPage.getByRole('button', { name: 'Adresse bestätigen' }).click();
    await expect(confirmPage.getByRole('status')).toContainText('ist für Sie vorgemerkt');
    expect(new URL(confirmPage.url()).search).not.toContain('token');
    // The link works once.
    await confirmPage.goto(`${pathname}${search}`);
    await confirmPage.getByRole('button', { name: 'Adresse bestätigen' }).click();
    await expect(confirmPage.getByRole('alert')).toContainText('ungültig, abgelaufen oder wurde schon benutzt');
    // The Russian page says the same in Russian.
    await confirmPage.goto(`/ru/booking/confirm?token=${'A'.repeat(32)}`);
    await expect(confirmPage.locator('html')).toHaveAttribute('lang', 'ru');
    await confirmPage.getByRole('button', { name: 'Подтвердить адрес' }).click();
    await expect(confirmPage.getByRole('alert')).toContainText('недействительна, устарела или уже использована');
    expect(new URL(confirmPage.url()).pathname).toBe('/ru/booking/confirm');
    await confirmContext.close();

    // A second couple, in Russian and without JavaScript, asks for the same day: refused beside the date.
    const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const second = await noJs.newPage();
    await second.goto('/ru/booking');
    await second.getByLabel('Имя').fill('Вера');
    await second.getByLabel('Электронная почта').fill('vera@example.de');
    await second.getByLabel('Телефон').fill('+49 341 555555');
    await second.getByLabel('Услуга').selectOption('wedding');
    await second.getByLabel('Желаемая дата').fill(wanted);
    await second.getByRole('main').getByRole('checkbox').check();
    // Without scripts every service's tariffs are on the first page, grouped per service.
    await second.locator('label:has(input[value="wedding:standard"])').click();
    await second.getByRole('button', { name: /Отправить/ }).click();
    await expect(second.locator('#booking-date-error')).toHaveText(
      'К сожалению, эта дата недоступна. Пожалуйста, выберите другую.',
    );
    await expect(second.getByLabel('Имя')).toHaveValue('Вера');
    await expect(second.getByLabel('Желаемая дата')).toHaveValue(wanted);
    await noJs.close();

    // The owner confirms: the client's mail (German, as she booked) arrives with a valid .ics.
    const list = (await (
      await request.get(`/api/admin/forms/bookings?from=${wanted}&to=${wanted}`, { headers })
    ).json()) as { id: string; email: string; status: string }[];
    const booking = list.find((b) => b.email === `anna-${testInfo.project.name}@example.de`);
    expect(booking?.status).toBe('pending');
    const before = smtp.mails.length;
    const confirmed = await request.put(`/api/admin/forms/bookings/${booking?.id}`, {
      headers,
      data: { status: 'confirmed' },
    });
    expect(confirmed.status()).toBe(200);
    // Other mails may still arrive: wait for the one confirming the date.
    let raw = '';
    for (let wanted = before + 1; !raw && wanted <= before + 6; wanted++) {
      const mails = await smtp.waitFor(wanted, 10_000);
      raw = mails.slice(before).find((m) => m.to.includes(client) && /bestätigt/.test(m.subject))?.raw ?? '';
    }
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toMatch(/^Ihr Termin am .+ ist bestätigt$/);
    expect(parsed.text).toContain('Hallo Anna Braut');
    const ics = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe('termin.ics');
    const calendar2 = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    const event = new ICAL.Event(calendar2.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(wanted);

    // The private feed shows the day, confirmed.
    const { url } = (await (await request.get('/api/admin/booking/calendar-feed', { headers })).json()) as {
      url: string;
    };
    const feed = await request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    const entries = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((v) => ({ start: new ICAL.Event(v).startDate.toString(), status: v.getFirstPropertyValue('status') }));
    expect(entries).toContainEqual({ start: wanted, status: 'CONFIRMED' });
  } finally {
    await request.delete(`/api/admin/booking/blocked/${blockedId}`, { headers });
  }
});

test('the owner blocks days and sets how a service is booked in the Russian back office', async ({
  page,
  request,
}, testInfo) => {
  const offset = 120 + (testInfo.project.name === 'phone' ? 10 : 0) + 20 * testInfo.retry;
  await signIn(page, request);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Бронирование' }).click();
  await expect(page.getByRole('heading', { name: 'Заблокированные дни' })).toBeVisible();

  // A holiday is one entry; the reason stays private.
  await page.locator('input[name="start_date"]').fill(day(offset));
  await page.locator('input[name="end_date"]').fill(day(offset + 6));
  await page.getByRole('main').getByLabel('Причина (видна только вам)').fill('Urlaub Ostsee');
  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Urlaub Ostsee' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(
    new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day(offset)}T00:00:00Z`),
    ),
  );
  const blocked = (await (
    await request.get(`/api/public/availability?service=restoration&from=${day(offset)}&to=${day(offset + 6)}`)
  ).json()) as { days: { state: string }[] };
  expect(blocked.days.map((d) => d.state)).toEqual(Array(7).fill('blocked'));
  expect(JSON.stringify(blocked)).not.toContain('Ostsee');

  // Events become day bookings, two per day; then back to requests.
  const events = page.getByRole('group', { name: 'Съёмка мероприятий' });
  await events.getByLabel('Способ бронирования').selectOption('day');
  await events.getByLabel('Съёмок в день').fill('2');
  await page.getByRole('button', { name: 'Сохранить настройки бронирования' }).click();
  await expect(page.getByText('Настройки бронирования сохранены')).toBeVisible();
  const modes = (await (await request.get('/api/public/booking-modes')).json()) as {
    modes: Record<string, { mode: string }>;
  };
  expect(modes.modes.events?.mode).toBe('day');
  await events.getByLabel('Способ бронирования').selectOption('request');
  await page.getByRole('button', { name: 'Сохранить настройки бронирования' }).click();
  await expect(page.getByText('Настройки бронирования сохранены')).toBeVisible();

  // The client's mails are the owner's words, in German and Russian.
  await page.getByRole('button', { name: 'Напоминание' }).click();
  const subject = page.getByRole('main').getByLabel('Тема (русский)');
  const before = await subject.inputValue();
  await subject.fill('Скоро съёмка: {date}, {time}');
  await page.getByRole('button', { name: 'Сохранить письма' }).click();
  await expect(page.getByText('Письма клиентам сохранены')).toBeVisible();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const mails = (await (await request.get('/api/admin/settings/booking-mails', { headers })).json()) as {
    reminder: { ru: { subject: string } };
  };
  expect(mails.reminder.ru.subject).toBe('Скоро съёмка: {date}, {time}');
  await subject.fill(before);
  await page.getByRole('button', { name: 'Сохранить письма' }).click();
  await expect(page.getByText('Письма клиентам сохранены')).toBeVisible();

  await entry.getByRole('button', { name: 'Снять блокировку' }).click();
  await expect(entry).toHaveCount(0);
  // The calendar feed address is there to copy.
  await expect(page.locator('code').filter({ hasText: /\/calendar\/[A-Za-z0-9_-]+\.ics$/ })).toBeVisible();
});

test('when the calendar cannot be loaded (a deploy replaced it), the page says so and the date field still works', async ({
  page,
}) => {
  // The month view's chunk is gone: as after a deploy while the page was open.
  await page.route(/\/assets\/availability-month-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/booking');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Anna Braut');
  await main.getByLabel('Leistung').selectOption('wedding');
  await expect(main.getByText('Die freien Tage konnten nicht geladen werden.', { exact: false })).toBeVisible();
  // The form is still the page, with what was typed; the date is entered by hand.
  await expect(main.getByLabel('Name')).toHaveValue('Anna Braut');
  const date = day(200);
  await main.getByLabel('Wunschtermin').fill(date);
  await expect(main.getByLabel('Wunschtermin')).toHaveValue(date);
  await expect(page.locator('.booking-calendar td[data-day]')).toHaveCount(0);
});

/** WCAG's contrast ratio of two computed colours (rgb()/rgba() strings, opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b2] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b2 ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

test('the calendar: legend and days agree with contrast, no day inside the notice period, the whole horizon', async ({
  page,
  request,
}, testInfo) => {
  // About 35 month steps through two years: slow on a busy machine's phone screen, not broken.
  test.setTimeout(180_000);
  const headers = await auth(request);
  const settings = await (await request.get('/api/admin/settings/availability', { headers })).json();
  // Three days' notice: today and the next two days cannot be asked for.
  const saved = await request.put('/api/admin/settings/availability', {
    headers,
    data: { ...settings, min_notice_days: 3 },
  });
  expect(saved.status()).toBe(200);
  // A booked-out wedding day (one per day).
  const full = day(150 + (testInfo.project.name === 'phone' ? 3 : 0) + 7 * testInfo.retry);
  const booked = await request.post('/api/public/booking', {
    data: {
      name: 'Voll Belegt',
      email: `full-${testInfo.project.name}@example.de`,
      phone: '+49 365 123456',
      service: 'wedding',
      tariff: 'standard',
      date: full,
      consent: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // A request holds its day only once confirmed (ADR 038): the owner confirms it in the desk.
  const id = (await booked.json()).id as string;
  const confirmed = await request.put(`/api/admin/forms/bookings/${id}`, { headers, data: { status: 'confirmed' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  try {
    await page.goto('/booking');
    const main = page.getByRole('main');
    await main.getByLabel('Leistung').selectOption('wedding');
    const calendar = page.locator('.booking-calendar');
    await expect(calendar.locator('td[data-day]:not([data-hidden])').first()).toBeVisible();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    const plus = (date: string, n: number) => {
      const d = new Date(`${date}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    // The date field starts after the notice period and ends at the horizon (730 days).
    await expect(main.getByLabel('Wunschtermin')).toHaveAttribute('min', plus(today, 3));
    await expect(main.getByLabel('Wunschtermin')).toHaveAttribute('max', plus(today, 730));

    // Today and the notice period: marked as not bookable, not selectable.
    for (const date of [today, plus(today, 1), plus(today, 2)]) {
      const cell = calendar.locator(`td:not([data-hidden])[data-day="${date}"]`);
      if ((await cell.count()) === 0) continue; // the next month already
      await expect(cell).toHaveAttribute('data-disabled', 'true');
      await expect(cell).toHaveClass(/booking-day-blocked/);
      await expect(cell.locator('button')).toBeDisabled();
    }

    // Each state looks as its legend swatch does, at least 3:1 against the panel.
    const panel = await calendar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return {
        border: s.borderTopColor,
        background: s.backgroundColor,
        color: s.color,
        strike: s.textDecorationLine,
      };
    };
    const swatch = async (state: string) => calendar.locator(`.booking-swatch-${state}`).evaluate(look);
    const dayLook = async (date: string) =>
      calendar.locator(`td:not([data-hidden])[data-day="${date}"] button`).evaluate(look);
    async function monthOf(date: string) {
      for (
        let i = 0;
        i < 8 && (await calendar.locator(`td:not([data-hidden])[data-day="${date}"]`).count()) === 0;
        i++
      ) {
        await calendar.getByRole('button', { name: /nächsten Monat|next month/i }).click();
      }
    }
    // The first free day: after the notice period (other journeys on this server may have blocked
    // or booked the days right after it, so it is looked up, not assumed).
    const freeCells = calendar.locator('td.booking-day-free:not([data-hidden])');
    for (let i = 0; i < 3 && (await freeCells.count()) === 0; i++) {
      await calendar.getByRole('button', { name: /nächsten Monat|next month/i }).click();
    }
    const free = (await freeCells.first().getAttribute('data-day')) ?? '';
    expect(free >= plus(today, 3), `${free} is after the notice period`).toBe(true);
    const freeLook = await dayLook(free);
    expect(freeLook).toEqual(await swatch('free'));
    expect(contrast(freeLook.border, panel)).toBeGreaterThanOrEqual(3);
    await monthOf(full);
    await expect(calendar.locator(`td:not([data-hidden])[data-day="${full}"]`)).toHaveClass(/booking-day-full/);
    await calendar.screenshot({ path: testInfo.outputPath(`calendar-${testInfo.project.name}.png`) });
    await expect(calendar.locator(`td:not([data-hidden])[data-day="${full}"] button`)).toBeDisabled();
    const fullLook = await dayLook(full);
    expect(fullLook).toEqual(await swatch('full'));
    expect(fullLook.strike).toContain('line-through');
    expect(contrast(fullLook.background, panel)).toBeGreaterThanOrEqual(3);
    expect(contrast(fullLook.color, fullLook.background)).toBeGreaterThanOrEqual(4.5);
    // A blocked day (a range the owner blocked) as the legend shows it.
    const holiday = plus(full, 2);
    const blocked = await request.post('/api/admin/booking/blocked', {
      headers,
      data: { start_date: holiday, end_date: holiday, reason: 'Urlaub' },
    });
    expect(blocked.status()).toBe(201);
    try {
      await main.getByLabel('Leistung').selectOption('portrait');
      await main.getByLabel('Leistung').selectOption('wedding');
      await monthOf(holiday);
      await expect(calendar.locator(`td:not([data-hidden])[data-day="${holiday}"]`)).toHaveClass(/booking-day-blocked/);
      const holidayLook = await dayLook(holiday);
      expect(holidayLook).toEqual(await swatch('blocked'));
      expect(holidayLook.strike).toContain('line-through');
      expect(contrast(holidayLook.color, panel)).toBeGreaterThanOrEqual(3);
    } finally {
      await request.delete(`/api/admin/booking/blocked/${((await blocked.json()) as { id: string }).id}`, { headers });
    }

    // The whole horizon: the months run to the one of the last bookable day, which is free.
    const last = plus(today, 730);
    const next = calendar.getByRole('button', { name: /nächsten Monat|next month/i });
    for (let i = 0; i < 30 && (await next.isEnabled()); i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(calendar.locator(`td:not([data-hidden])[data-day="${last}"]`)).toHaveClass(/booking-day-free/);
    const after = plus(last, 1);
    if ((await calendar.locator(`td:not([data-hidden])[data-day="${after}"]`).count()) > 0)
      await expect(calendar.locator(`td:not([data-hidden])[data-day="${after}"] button`)).toBeDisabled();
    await calendar.locator(`td:not([data-hidden])[data-day="${last}"] button`).click();
    await expect(main.getByLabel('Wunschtermin')).toHaveValue(last);
  } finally {
    await request.put('/api/admin/settings/availability', { headers, data: settings });
  }
});

test('the owner enters a phone booking, finds it from the dashboard and the mail link, and moves it', async ({
  page,
  request,
}, testInfo) => {
  const name = `Telefon ${testInfo.project.name} ${Date.now().toString(36)}`;
  const first = day(200 + 4 * testInfo.retry + (testInfo.project.name === 'phone' ? 2 : 0));
  const moved = day(201 + 4 * testInfo.retry + (testInfo.project.name === 'phone' ? 2 : 0));

  await signIn(page, request);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /Ожидающие бронирования/ }).click();
  await expect(page).toHaveURL(/\/admin\/forms\?tab=bookings$/);
  await expect(page.getByRole('button', { name: 'Бронирования' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByLabel('Порядок')).toHaveValue('urgency');

  // A phone call: the owner enters the booking herself (ADR 045), no mail to the client.
  await page.getByRole('button', { name: 'Новая бронь' }).click();
  const form = page.getByRole('dialog', { name: 'Новая бронь' });
  await form.getByLabel('Имя клиента').fill(name);
  await form.getByLabel('E-mail клиента').fill('anruf@example.de');
  await form.getByLabel('Услуга').selectOption('restoration');
  await form.getByLabel('Дата съёмки').fill(first);
  await form.getByLabel('Статус').selectOption('pending');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Бронь создана: ${name}`)).toBeVisible();

  const headers = await auth(request);
  const listed = async () =>
    (
      (await (await request.get('/api/admin/forms/bookings?sort=created&limit=20', { headers })).json()) as {
        id: string;
        name: string;
        date: string;
        history: unknown[];
        hold_until: string;
      }[]
    ).find((b) => b.name === name);
  const booking = await listed();
  expect(booking?.date).toBe(first);

  // The link in the owner's "new request" mail: the desk with that request open.
  await page.goto(`/admin/forms?booking=${booking?.id}`);
  const detail = page.getByRole('dialog', { name: 'Заявка на бронирование' });
  await expect(detail).toContainText(name);
  await detail.getByRole('button', { name: 'Перенести' }).click();
  const move = page.getByRole('dialog', { name: 'Перенести бронь' });
  await move.getByLabel('Новая дата').fill(moved);
  await move.getByRole('button', { name: 'Сохранить' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(`Бронь перенесена на ${moved}`)).toBeVisible();
  const after = await listed();
  expect(after?.date).toBe(moved);
  expect(after?.history).toHaveLength(1);

  // The couple asks for two more days to decide: the hold is extended from its end.
  await detail.getByRole('button', { name: 'Продлить бронь' }).click();
  const extend = page.getByRole('dialog', { name: 'Продлить бронь' });
  await extend.getByLabel('На сколько часов продлить').fill('48');
  await extend.getByRole('button', { name: 'Сохранить' }).click();
  await expect(extend).toBeHidden();
  await expect(page.getByText(/Бронь продлена до/)).toBeVisible();
  const extended = await listed();
  expect(Date.parse(extended?.hold_until ?? '') - Date.parse(after?.hold_until ?? '')).toBe(48 * 3_600_000);
});
