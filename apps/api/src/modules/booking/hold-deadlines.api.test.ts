import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

const OWNER = 'owner@example.de';

/**
 * Issue 35 item 4 (API), ADR 045: the desk lists hold deadlines sorted by urgency, the owner is
 * mailed a set time (24 h by default) before a hold runs out, once per hold end, and can extend it.
 */
describe(`holds are managed (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  let ip = 0;
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      remoteAddress: `10.7.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  let seen = 0;
  async function delivered(): Promise<ReceivedMail[]> {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    const fresh = smtp.mails.slice(seen);
    seen = smtp.mails.length;
    return fresh;
  }
  /** A request whose visitor confirms the address now: it holds its date for 48 hours. */
  async function held(email: string, date: string) {
    const res = await post({ ...BOOKING, email, date });
    expect(res.statusCode, res.body).toBe(201);
    const link = (await delivered()).find((m) => m.to.includes(email));
    const token = /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token },
      remoteAddress: `10.6.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
    expect(confirmed.json().state).toBe('held');
    return res.json().id as string;
  }
  const warnings = (mails: ReceivedMail[]) => mails.filter((m) => m.to.includes(OWNER) && /läuft ab/.test(m.subject));

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
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists the holds by urgency and by shoot date; warns once, 24 hours before the end; extends', async () => {
    expect((await admin('GET', '/api/admin/settings/availability')).json().hold_warning_hours).toBe(24);
    const late = await held('spaet@example.de', '2027-05-01'); // ends first
    now = new Date(now.getTime() + 3 * 3_600_000);
    const soon = await held('bald@example.de', '2027-03-06'); // ends three hours later
    const unheld = await post({ ...BOOKING, email: 'offen@example.de', date: '2027-02-06' });
    const confirmed = await admin('POST', '/api/admin/bookings', {
      name: 'Telefon',
      email: 'tel@example.de',
      service: 'wedding',
      tariff: 'basic',
      date: '2027-01-30',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    const order = async (sort: string) =>
      ((await admin('GET', `/api/admin/forms/bookings?sort=${sort}`)).json() as { id: string }[]).map((b) => b.id);
    expect(await order('urgency')).toEqual([late, soon, unheld.json().id, confirmed.json().id]);
    expect(await order('date')).toEqual([confirmed.json().id, unheld.json().id, soon, late]);
    expect((await admin('GET', '/api/admin/forms/bookings?sort=price')).statusCode).toBe(422);

    // 23 hours before the first hold's end nothing is due; an hour later the first one is.
    await delivered();
    expect(await t.app.bookingJobs.warnHolds()).toBe(0);
    now = new Date('2026-11-29T10:00:00.000Z'); // `late` ends 2026-11-30T09:00Z, `soon` at 12:00Z
    const [first, second] = await Promise.all([t.app.bookingJobs.warnHolds(), t.app.bookingJobs.warnHolds()]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    const [warning] = warnings(await delivered());
    expect(warning?.subject).toBe('Reservierung läuft ab / Бронь истекает: Erika Muster, Samstag, 1. Mai 2027');
    expect(warning?.text).toContain('Reserviert bis: Montag, 30. November 2026, 10:00 Uhr');
    expect(warning?.text).toContain('Бронь до: 30 ноября 2026 г. (понедельник), 10:00');
    expect(warning?.text).toContain(`https://foto.example/admin/forms?booking=${late}`);
    expect(warning?.replyTo).toBe('spaet@example.de');
    expect(await t.app.bookingJobs.warnHolds()).toBe(0);
    token = await adminToken(t, clock); // the owner signs in a day later
    const row = (await admin('GET', '/api/admin/forms/bookings?sort=urgency')).json()[0];
    expect(row).toMatchObject({ id: late, hold_until: '2026-11-30T09:00:00.000Z' });
    expect(row.hold_warned_at).toBe(now.toISOString());

    // Extended by two days from its end: no warning until a day before the new end.
    const extended = await admin('POST', `/api/admin/bookings/${late}/extend-hold`, { hours: 48 });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ hold_until: '2026-12-02T09:00:00.000Z', hold_warned_at: null });
    now = new Date('2026-11-29T13:00:00.000Z');
    expect(await t.app.bookingJobs.warnHolds()).toBe(1); // `soon`
    expect(warnings(await delivered()).map((m) => m.replyTo)).toEqual(['bald@example.de']);
    now = new Date('2026-11-30T12:00:00.000Z'); // `soon` has run out meanwhile
    expect(await t.app.bookingJobs.expireHolds()).toBe(1);
    expect(await t.app.bookingJobs.warnHolds()).toBe(0);
    now = new Date('2026-12-01T09:30:00.000Z');
    expect(await t.app.bookingJobs.warnHolds()).toBe(1);
    token = await adminToken(t, clock);
    expect((await admin('GET', '/api/admin/forms/bookings?sort=urgency')).json()[0].id).toBe(late);
    // The day is still held for the first couple.
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/public/availability?service=wedding&from=2027-05-01&to=2027-05-01',
    });
    expect(day.json().days[0].state).toBe('full');
  });

  it('extends only a running hold, with a coded answer otherwise; the warning can be switched off', async () => {
    token = await adminToken(t, clock);
    const list = (await admin('GET', '/api/admin/forms/bookings?sort=urgency')).json() as {
      id: string;
      status: string;
      hold_until: string;
    }[];
    const expired = list.find((b) => b.status === 'expired');
    const unheld = list.find((b) => b.status === 'pending' && b.hold_until === '');
    const booked = list.find((b) => b.status === 'confirmed');
    for (const id of [expired?.id, unheld?.id, booked?.id]) {
      const res = await admin('POST', `/api/admin/bookings/${id}/extend-hold`, { hours: 24 });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('booking.invalid_transition');
    }
    expect((await admin('POST', `/api/admin/bookings/${'0'.repeat(24)}/extend-hold`, { hours: 24 })).statusCode).toBe(
      404,
    );
    const bad = await admin('POST', `/api/admin/bookings/${list[0]?.id}/extend-hold`, { hours: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe('hours');

    const settings = (await admin('GET', '/api/admin/settings/availability')).json();
    expect(
      (await admin('PUT', '/api/admin/settings/availability', { ...settings, hold_warning_hours: -1 })).statusCode,
    ).toBe(422);
    expect(
      (await admin('PUT', '/api/admin/settings/availability', { ...settings, hold_warning_hours: 0 })).statusCode,
    ).toBe(200);
    await held('aus@example.de', '2027-06-05');
    now = new Date(now.getTime() + 47 * 3_600_000);
    expect(await t.app.bookingJobs.warnHolds()).toBe(0);
  });
});
