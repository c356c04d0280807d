import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

const OWNER = 'owner@example.de';
const SITE = 'Lichtblick Fotografie';

/** The decoded `text/calendar` part of a raw mail ('' when it has none). */
function calendarPart(raw: string): string {
  const at = raw.search(/Content-Type: text\/calendar/i);
  if (at === -1) return '';
  const part = raw.slice(at);
  const split = part.indexOf('\r\n\r\n');
  const head = part.slice(0, split);
  const body = part.slice(split + 4).split(/\r\n--/)[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes: number[] = [];
    const input = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < input.length; i++) {
      const hex = input.slice(i + 1, i + 3);
      if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The one event of an iTIP calendar as a calendar program reads it, with the calendar's METHOD. */
function invitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toString(),
    allDay: event.startDate.isDate,
    description: event.description,
    location: event.location,
    organizer: String(vevent.getFirstPropertyValue('organizer') ?? ''),
    attendee: String(vevent.getFirstPropertyValue('attendee') ?? '').toLowerCase(),
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
  };
}

/** What no mail may say: an ISO date, a weekday in the nominative after «на», a time "um ganztägig". */
function expectWellWritten(mail: ReceivedMail) {
  const words = `${mail.subject}\n${mail.text.replace(/https?:\/\/\S+/g, '')}`;
  expect(words, mail.subject).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(words, mail.subject).not.toMatch(/на (понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)/);
  expect(words, mail.subject).not.toMatch(/um ganztägig|в весь день|um nach Absprache|в по договорённости/);
  expect(words, mail.subject).not.toContain('{');
  // From: the site's name as display name.
  expect(/^From: (.*)$/m.exec(mail.raw)?.[1]).toMatch(/^"?Lichtblick Fotografie"? <studio@example\.de>$/);
}

/**
 * Issue 35 item 5: every mail of the booking desk read at SMTP level, in German and in Russian:
 * the owner's notice, the confirmation link, the confirmation with its .ics (METHOD:REQUEST), the
 * reminder, the cancellation (METHOD:CANCEL, same UID, SEQUENCE + 1), the refusal, the expiry,
 * and a service booked on request (no date promised, no .ics).
 */
describe(`booking mails in both languages (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  let ip = 0;
  const post = (payload: object, lang: 'de' | 'ru') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      headers: { 'content-language': lang },
      remoteAddress: `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  let seen = 0;
  /** Delivers what is due through the real SMTP server; the mails that arrived since the last call. */
  async function delivered(): Promise<ReceivedMail[]> {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    const fresh = smtp.mails.slice(seen);
    seen = smtp.mails.length;
    for (const mail of fresh) expectWellWritten(mail);
    return fresh;
  }
  const to = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.to.includes(address));
  const confirmLink = (mail: ReceivedMail | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token: /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '' },
      remoteAddress: `10.8.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { mailWorker: false, clock });
    token = await adminToken(t, clock);
    expect(
      (
        await admin(
          'PUT',
          '/api/admin/settings/email-notifications',
          testMailSettings(smtp.port, { admin_email: OWNER }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await admin('GET', '/api/admin/settings/branding')).json().site_name).toBe(SITE);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const cases = {
    de: {
      slotDate: '2027-06-12',
      dayDate: '2027-06-13',
      owner: ['Samstag, 12. Juni 2027, 10:00 Uhr', 'Uhrzeit / Время: 10:00 Uhr (Berliner Zeit)', 'dann 48 Stunden'],
      confirmed: 'Ihr Termin am Samstag, 12. Juni 2027 ist bestätigt',
      confirmedTime: 'Uhrzeit: 10:00 Uhr (Berliner Zeit)',
      reminder: 'am Samstag, 12. Juni 2027 um 10:00 Uhr (Berliner Zeit)',
      dayReminder: 'am Sonntag, 13. Juni 2027 (',
      cancelled: 'Ihr Termin am Samstag, 12. Juni 2027 ist abgesagt',
      declined: 'Ihre Anfrage für den Sonntag, 13. Juni 2027',
      expired: 'Ihre Anfrage für den Samstag, 19. Juni 2027 ist abgelaufen',
      onRequest: 'Ein Termin wird dabei nicht reserviert.',
      attachment: 'Im Anhang',
    },
    ru: {
      slotDate: '2027-07-10',
      dayDate: '2027-07-11',
      owner: ['Samstag, 10. Juli 2027, 10:00 Uhr', '10 июля 2027 г. (суббота)', 'затем на 48 ч.'],
      confirmed: 'Ваша съёмка 10 июля 2027 г. (суббота) подтверждена',
      confirmedTime: 'Время: 10:00 (по берлинскому времени)',
      reminder: 'съёмку 10 июля 2027 г. (суббота) в 10:00 (по берлинскому времени)',
      dayReminder: 'съёмку 11 июля 2027 г. (воскресенье) (',
      cancelled: 'Съёмка 10 июля 2027 г. (суббота) отменена',
      declined: 'Ваша заявка на 11 июля 2027 г. (воскресенье)',
      expired: 'Срок вашей заявки на 17 июля 2027 г. (суббота) истёк',
      onRequest: 'Дата при этом не резервируется.',
      attachment: 'Во вложении',
    },
  } as const;

  for (const lang of ['de', 'ru'] as const) {
    const c = cases[lang];
    it(`a slot: notice, link, confirmation with .ics, reminder, cancellation with METHOD:CANCEL (${lang})`, async () => {
      await delivered();
      const email = `slot-${lang}@example.de`;
      const res = await post(
        { ...BOOKING, email, service: 'portrait', tariff: 'basic', date: c.slotDate, time: '10:00' },
        lang,
      );
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as string;
      const first = await delivered();
      const [notice] = to(first, OWNER);
      expect(notice?.subject).toContain(c.owner[0]);
      for (const line of c.owner) expect(`${notice?.subject}\n${notice?.text}`).toContain(line);
      expect(notice?.text).toContain(`https://foto.example/admin/forms?booking=${id}`);
      // The desk's link is a link in the HTML part; nothing else the visitor typed is.
      expect(notice?.html).toContain(`href="https://foto.example/admin/forms?booking=${id}"`);
      expect((await confirmLink(to(first, email)[0])).json().state).toBe('held');
      // The owner learns when the hold ends (48 hours from the click, Berlin time).
      const [heldNotice] = to(await delivered(), OWNER);
      expect(heldNotice?.subject).toContain('Termin vorgemerkt / Дата забронирована');
      expect(heldNotice?.text).toMatch(/Reserviert bis: \p{L}+, \d{1,2}\. \p{L}+ \d{4}, \d\d:\d\d Uhr/u);
      expect(heldNotice?.text).toMatch(/Бронь до: \d{1,2} \p{L}+ \d{4} г\. \(\p{L}+\), \d\d:\d\d/u);
      if (lang === 'de') expect(heldNotice?.text).toContain('Reserviert bis: Montag, 30. November 2026, 10:00 Uhr');
      expect(heldNotice?.text).toContain(`https://foto.example/admin/forms?booking=${id}`);

      expect((await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
      const [confirmed] = to(await delivered(), email);
      expect(confirmed?.subject).toBe(c.confirmed);
      expect(confirmed?.text).toContain(c.confirmedTime);
      expect(confirmed?.text).toContain(c.attachment);
      const request = invitation(calendarPart(confirmed?.raw ?? ''));
      expect(request).toMatchObject({
        method: 'REQUEST',
        uid: `booking-${id}@foto.example`,
        sequence: 0,
        start: `${c.slotDate}T10:00:00`,
        status: 'CONFIRMED',
        organizer: 'mailto:studio@example.de',
        attendee: `mailto:${email}`,
      });
      expect(request.description).toContain(SITE);
      expect(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST/im.test(confirmed?.raw ?? '')).toBe(true);

      // The reminder, 7 days before at 09:00 Berlin time.
      const saved = now;
      now = new Date(`${c.slotDate}T12:00:00.000Z`);
      now.setUTCDate(now.getUTCDate() - 7);
      const [reminder] = to(await delivered(), email);
      now = saved;
      expect(reminder?.text).toContain(c.reminder);

      expect((await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
      const [cancelled] = to(await delivered(), email);
      expect(cancelled?.subject).toBe(c.cancelled);
      const cancel = invitation(calendarPart(cancelled?.raw ?? ''));
      expect(cancel).toMatchObject({
        method: 'CANCEL',
        uid: `booking-${id}@foto.example`,
        sequence: 1,
        status: 'CANCELLED',
        start: `${c.slotDate}T10:00:00`,
      });
    });

    it(`a day: the reminder says no time, the refusal and the expiry name the date rightly (${lang})`, async () => {
      await delivered();
      const email = `tag-${lang}@example.de`;
      const res = await post({ ...BOOKING, email, date: c.dayDate }, lang);
      const id = res.json().id as string;
      expect((await confirmLink(to(await delivered(), email)[0])).json().state).toBe('held');
      expect((await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
      const [confirmed] = to(await delivered(), email);
      expect(invitation(calendarPart(confirmed?.raw ?? ''))).toMatchObject({ allDay: true, start: c.dayDate });
      const saved = now;
      now = new Date(`${c.dayDate}T12:00:00.000Z`);
      now.setUTCDate(now.getUTCDate() - 7);
      const [reminder] = to(await delivered(), email);
      now = saved;
      expect(reminder?.text).toContain(c.dayReminder);

      // Declined: the owner moves it back to nothing (cancel first, then a new request declined).
      await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'cancelled' });
      await delivered();
      const again = await post({ ...BOOKING, email: `nein-${lang}@example.de`, date: c.dayDate }, lang);
      expect(again.statusCode, again.body).toBe(201);
      await delivered();
      expect(
        (await admin('PUT', `/api/admin/forms/bookings/${again.json().id}`, { status: 'declined' })).statusCode,
      ).toBe(200);
      const [declined] = to(await delivered(), `nein-${lang}@example.de`);
      expect(declined?.subject).toBe(c.declined);
      expect(calendarPart(declined?.raw ?? '')).toBe('');

      // Expired: a held request nobody answered; the next request for that day runs the expiry.
      const expiring = lang === 'de' ? '2027-06-19' : '2027-07-17';
      await post({ ...BOOKING, email: `ablauf-${lang}@example.de`, date: expiring }, lang);
      expect((await confirmLink(to(await delivered(), `ablauf-${lang}@example.de`)[0])).json().state).toBe('held');
      now = new Date(now.getTime() + 49 * 3_600_000);
      token = await adminToken(t, clock);
      await post({ ...BOOKING, email: `danach-${lang}@example.de`, date: expiring }, lang);
      const [expired] = to(await delivered(), `ablauf-${lang}@example.de`);
      expect(expired?.subject).toBe(c.expired);
    });

    it(`a service on request promises no date and sends no .ics (${lang})`, async () => {
      await delivered();
      const email = `anfrage-${lang}@example.de`;
      const res = await post({ ...BOOKING, email, service: 'events', tariff: 'basic', date: c.slotDate }, lang);
      expect(res.statusCode, res.body).toBe(201);
      const first = await delivered();
      const [link] = to(first, email);
      expect(link?.text).toContain(c.onRequest);
      expect(to(first, OWNER)[0]?.text).toContain('nichts (Leistung auf Anfrage)');
      expect((await confirmLink(link)).json().state).toBe('received');
      await admin('PUT', `/api/admin/forms/bookings/${res.json().id}`, { status: 'confirmed' });
      const [confirmed] = to(await delivered(), email);
      expect(confirmed).toBeDefined();
      expect(calendarPart(confirmed?.raw ?? '')).toBe('');
      expect(confirmed?.text).not.toContain(c.attachment);
    });
  }
});
