import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/** The events of an iCalendar text, as a calendar app's parser reads them. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
    };
  });
}

describe(`booking desk: availability, holds, replies, calendar feed (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let now = new Date('2026-11-25T09:00:00.000Z');
  // Every read of the clock is one second later: records and mails get ordered ids and times.
  const clock = () => {
    now = new Date(now.getTime() + 1000);
    return now;
  };
  let ip = 0;
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      remoteAddress: `10.${Math.floor(++ip / 250) % 250}.${ip % 250}.1`,
    });
  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const availability = async (service: string, from: string, to: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/availability?service=${service}&from=${from}&to=${to}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { mode: string; days: { date: string; state: string; times?: string[] }[] };
  };
  const dayOf = async (service: string, date: string) => (await availability(service, date, date)).days[0];
  const outbox = () =>
    readTable(t, (db) => db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute());
  /** The token of the newest confirmation link mailed to an address (ADR 038). */
  const linkTokenOf = async (email: string) => {
    const mail = (await outbox()).filter((m) => m.recipient === email && m.kind === 'booking.confirm-link').at(-1);
    return /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
  };
  let clicks = 0;
  const confirmLink = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token },
      remoteAddress: `10.251.${Math.floor(++clicks / 250) % 250}.${clicks % 250}`,
    });
  /** A request whose visitor then confirms the address: it holds its date. */
  const held = async (payload: { email: string } & Record<string, unknown>) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    const confirmed = await confirmLink(await linkTokenOf(payload.email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().state).toBe('held');
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { clock, mailWorker: false });
    token = await adminToken(t, clock);
    const mail = testMailSettings(2525);
    expect((await admin('PUT', '/api/admin/settings/email-notifications', mail)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the modes: weddings by the day (one per day), portraits by slot, the rest by request', async () => {
    const settings = (await admin('GET', '/api/admin/settings/availability')).json();
    expect(settings.modes.wedding).toMatchObject({ mode: 'day', capacity: 1 });
    expect(settings.modes.portrait).toMatchObject({ mode: 'slot', duration_minutes: 120 });
    expect(settings.modes.restoration).toBeUndefined();
    expect(settings.hold_hours).toBe(48);
    expect((await availability('restoration', '2027-01-04', '2027-01-04')).mode).toBe('request');
    const answer = (await t.app.inject({ method: 'GET', url: '/api/public/booking-modes' })).json();
    const modes = answer.modes;
    // The days that can be asked for at all: the page's date field and calendar follow them.
    expect(answer).toMatchObject({ min_notice_days: 2, max_horizon_days: 730 });
    expect(modes.wedding).toEqual({ mode: 'day', start_times: [] });
    expect(modes.portrait).toEqual({ mode: 'slot', start_times: ['10:00', '13:00', '16:00'] });
    expect(modes.restoration).toEqual({ mode: 'request', start_times: [] });
  });

  it('answers free / full / blocked per day, never why; refuses what the owner blocked, with the input kept', async () => {
    const settings = (await admin('GET', '/api/admin/settings/availability')).json();
    // Mondays off; a holiday of three weeks is one entry.
    expect(
      (await admin('PUT', '/api/admin/settings/availability', { ...settings, working_days: [2, 3, 4, 5, 6, 7] }))
        .statusCode,
    ).toBe(200);
    const holiday = await admin('POST', '/api/admin/booking/blocked', {
      start_date: '2027-08-02',
      end_date: '2027-08-22',
      reason: 'Urlaub auf Rügen',
    });
    expect(holiday.statusCode).toBe(201);
    const answer = await availability('wedding', '2027-07-31', '2027-08-24');
    const states = Object.fromEntries(answer.days.map((d) => [d.date, d.state]));
    expect(states['2027-07-31']).toBe('free'); // a Saturday
    expect(states['2027-08-02']).toBe('blocked');
    expect(states['2027-08-22']).toBe('blocked');
    expect(states['2027-08-23']).toBe('blocked'); // a Monday
    expect(states['2027-08-24']).toBe('free');
    expect(JSON.stringify(answer)).not.toContain('Rügen');
    // Too soon (minimum notice 2 days) and today are blocked too.
    expect((await dayOf('wedding', '2026-11-26'))?.state).toBe('blocked');

    const refused = await post({ ...BOOKING, date: '2027-08-10' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'booking.date_unavailable', errors: [{ path: 'date' }] });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/public/availability?service=wedding&from=2027-01-01&to=2029-01-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe('to');
  });

  it('50 confirmed requests race for the last free day: exactly one holds it, the next request is told in its language', async () => {
    const date = '2027-09-04';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ ...BOOKING, date, email: `paar${i}@example.de`, name: `Paar ${i}` })),
    );
    // Unconfirmed requests hold nothing: all are stored, the day is still free.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect((await dayOf('wedding', date))?.state).toBe('free');
    const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => linkTokenOf(`paar${i}@example.de`)));
    const confirmed = await Promise.all(tokens.map(confirmLink));
    const states = confirmed.map((c) => c.json().state as string);
    expect(states.filter((x) => x === 'held')).toHaveLength(1);
    expect(states.filter((x) => x === 'date_taken')).toHaveLength(49);
    const refused = await post({ ...BOOKING, date, email: 'paar-spaet@example.de' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking.date_unavailable');
    const claims = await readTable(t, (db) =>
      db.selectFrom('booking_claim').selectAll().where('date', '=', date).execute(),
    );
    expect(claims).toHaveLength(1);
    expect((await dayOf('wedding', date))?.state).toBe('full');
  }, 60_000);

  it('a hold runs out after 48 hours: the day is free again and both sides are told', async () => {
    const date = '2027-09-11';
    const res = await held({ ...BOOKING, date, email: 'bald@example.de', name: 'Bald Paar' });
    const id = res.json().id as string;
    expect((await dayOf('wedding', date))?.state).toBe('full');
    const before = (await outbox()).length;
    now = new Date(now.getTime() + 48 * 3_600_000 + 60_000);
    token = await adminToken(t, clock); // the owner signs in again two days later
    // Already free for the public before the job ran (the hold's end is in the past).
    expect((await dayOf('wedding', date))?.state).toBe('free');
    const [row] = (await admin('GET', `/api/admin/forms/bookings?status=pending&from=${date}&to=${date}`)).json();
    expect(row.id).toBe(id);
    // The next request for that day runs the expiry first (the minute job runs the same code).
    const second = await post({ ...BOOKING, date, email: 'spaeter@example.de', name: 'Später Paar' });
    expect(second.statusCode).toBe(201);
    const after = await admin('GET', `/api/admin/forms/bookings?status=expired&from=${date}&to=${date}`);
    expect(after.json().map((b: { id: string }) => b.id)).toEqual([id]);
    const mails = (await outbox()).slice(before).map((m) => m.recipient);
    expect(mails).toEqual(expect.arrayContaining(['bald@example.de', 'owner@example.de']));
  });

  it('confirming mails the client in their language with a valid .ics; cancelling withdraws the reminder', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload: { ...BOOKING, date: '2027-10-31', email: 'anna@example.de', name: 'Anna' },
      headers: { 'content-language': 'ru' },
      remoteAddress: '10.200.0.1',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const before = (await outbox()).length;
    const opened = await admin('PUT', `/api/admin/forms/bookings/${id}`, { read: true, note: 'Scheune, 80 Gäste' });
    expect(opened.json()).toMatchObject({ read: true, note: 'Scheune, 80 Gäste', status: 'pending' });
    const confirmed = await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', hold_until: '' });
    const queued = (await outbox()).slice(before);
    const mail = queued.find((m) => m.recipient === 'anna@example.de' && m.kind === 'booking.confirmed');
    expect(mail?.subject).toBe('Ваша съёмка 31 октября 2027 г. (воскресенье) подтверждена');
    // Her address is not confirmed: the owner's reply greets without the typed name (ADR 038).
    expect(mail?.text_body).toContain('Здравствуйте!');
    expect(mail?.text_body).not.toContain('Anna');
    const [ics] = JSON.parse(mail?.attachments ?? '[]') as { content: string; contentType: string }[];
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('\r\n');
    // A day booking on the day the clocks go back is one all-day date.
    expect(events(ics?.content ?? '')).toEqual([
      expect.objectContaining({ start: '2027-10-31', end: '2027-11-01', allDay: true, status: 'CONFIRMED' }),
    ]);
    // The reminder waits in the outbox until 7 days before, 09:00 Berlin (08:00 UTC in October).
    const reminder = queued.find((m) => m.ref === `booking-reminder:${id}`);
    expect(reminder?.next_attempt_at).toBe('2027-10-24T07:00:00.000Z');
    expect(reminder?.subject).toContain('Скоро встречаемся');

    const cancelled = await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    const afterCancel = await outbox();
    expect(afterCancel.some((m) => m.ref === `booking-reminder:${id}`)).toBe(false);
    expect(afterCancel.filter((m) => m.recipient === 'anna@example.de').map((m) => m.subject)).toContain(
      'Съёмка 31 октября 2027 г. (воскресенье) отменена',
    );
    expect((await dayOf('wedding', '2027-10-31'))?.state).toBe('free');
    const wrong = await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'declined' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('booking.invalid_transition');
  });

  it('a 10:00 portrait on the day the clocks go forward stays at 10:00 Berlin time; overlapping slots exclude each other', async () => {
    const date = '2027-03-28';
    expect((await dayOf('portrait', date))?.times).toEqual(['10:00', '13:00', '16:00']);
    const res = await held({
      ...BOOKING,
      email: 'portrait@example.de',
      service: 'portrait',
      tariff: 'basic',
      date,
      time: '10:00',
    });
    expect((await dayOf('portrait', date))?.times).toEqual(['13:00', '16:00']);
    expect((await post({ ...BOOKING, service: 'portrait', tariff: 'basic', date, time: '10:00' })).statusCode).toBe(
      409,
    );
    const noTime = await post({ ...BOOKING, service: 'portrait', tariff: 'basic', date });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().errors[0].path).toBe('time');
    const id = res.json().id as string;
    await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'confirmed' });
    const mail = (await outbox()).find((m) => m.attachments.includes('20270328'));
    const [ics] = JSON.parse(mail?.attachments ?? '[]') as { content: string }[];
    expect(ics?.content).toContain('DTSTART;TZID=Europe/Berlin:20270328T100000');
    expect(ics?.content).toContain('BEGIN:VTIMEZONE');
    expect(ics?.content).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(events(ics?.content ?? '')[0]).toMatchObject({ start: '2027-03-28T10:00:00', tzid: 'Europe/Berlin' });
  });

  it('a private calendar feed: holds tentative, blocked ranges, ETag; a new secret makes the old address 404', async () => {
    await held({ ...BOOKING, date: '2027-12-04', email: 'feed@example.de', name: 'Feed Paar' });
    // A request nobody confirmed stays off the calendar.
    expect((await post({ ...BOOKING, date: '2027-12-05', email: 'nie@example.de', name: 'Nie Paar' })).statusCode).toBe(
      201,
    );
    const { url } = (await admin('GET', '/api/admin/booking/calendar-feed')).json();
    expect(url).toMatch(/^https:\/\/foto\.example\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const list = events(feed.body);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          start: '2027-12-04',
          status: 'TENTATIVE',
          summary: expect.stringContaining('Feed Paar'),
        }),
        expect.objectContaining({ start: '2027-08-02', end: '2027-08-23', allDay: true }),
        expect.objectContaining({ start: '2027-10-31', status: 'CANCELLED' }),
      ]),
    );
    expect(feed.body).not.toContain('Nie Paar');
    const again = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': String(feed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const { url: fresh } = (await admin('POST', '/api/admin/booking/calendar-feed/regenerate')).json();
    expect(fresh).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/guess.ics' })).statusCode).toBe(404);
  });
});
