import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/** The one event of a calendar text with its calendar's METHOD. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toString(),
    location: event.location,
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
  };
}

/**
 * Issue 35 item 2 (API), ADR 045: the owner enters a booking herself (no mail unless she asks)
 * and moves one: its places move with it, its history is kept, the client gets the updated .ics
 * (same UID, SEQUENCE + 1) in their language, the reminder and the private feed follow.
 */
describe(`the owner books and moves (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const create = (payload: object) => admin('POST', '/api/admin/bookings', payload);
  const move = (id: string, payload: object) => admin('POST', `/api/admin/bookings/${id}/move`, payload);
  const outbox = (to: string) =>
    readTable(t, (db) =>
      db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('created_at').orderBy('id').execute(),
    );
  const dayOf = async (service: string, date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/availability?service=${service}&from=${date}&to=${date}`,
    });
    return (res.json() as { days: { state: string; times?: string[] }[] }).days[0];
  };
  const client = {
    name: 'Olga Petrova',
    email: 'olga@example.de',
    phone: '+49 170 1234567',
    service: 'portrait',
    tariff: 'basic',
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { clock, mailWorker: false });
    token = await adminToken(t, clock);
    expect((await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(2525))).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('enters a phone booking without a mail; it takes the day from every service', async () => {
    const res = await create({
      ...client,
      email: 'paar@example.de',
      service: 'wedding',
      tariff: 'premium',
      date: '2027-06-12',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      origin: 'owner',
      date: '2027-06-12',
      time: '',
      hold_until: '',
      history: [],
    });
    expect(await outbox('paar@example.de')).toEqual([]);
    expect((await dayOf('portrait', '2027-06-12'))?.state).toBe('full');
    const clash = await create({ ...client, date: '2027-06-12', time: '14:15' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'booking.date_unavailable', errors: [{ path: 'time' }] });
    // A pending booking of the owner holds its date for the hold time.
    const pending = await create({
      ...client,
      email: 'vielleicht@example.de',
      date: '2027-06-14',
      time: '10:00',
      status: 'pending',
    });
    expect(pending.json().hold_until).toBe(new Date(now.getTime() + 48 * 3_600_000).toISOString());
    expect((await dayOf('portrait', '2027-06-14'))?.times).toEqual(['13:00', '16:00']);
  });

  it('refuses what cannot be booked with coded answers', async () => {
    const cases: [object, number, string][] = [
      [{ ...client, date: '2027-06-20' }, 422, 'time'],
      [{ ...client, service: 'wedding', tariff: 'basic', date: '2027-06-20', time: '10:00' }, 422, 'time'],
      [{ ...client, service: 'nope', date: '2027-06-20', time: '10:00' }, 422, 'service'],
      [{ ...client, email: 'kein-mail', date: '2027-06-20', time: '10:00' }, 422, 'email'],
      [{ ...client, date: '2027-02-30', time: '10:00' }, 422, 'date'],
      [{ ...client, date: '2027-06-20', time: '25:00' }, 422, 'time'],
      [{ ...client, date: '2027-06-20', time: '10:00', status: 'declined' }, 422, 'status'],
    ];
    for (const [payload, status, path] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().errors[0].path).toBe(path);
    }
  });

  it('confirms with a mail on request, moves with an updated .ics (same UID, SEQUENCE + 1), keeps the history; the feed follows', async () => {
    const res = await create({
      ...client,
      date: '2027-07-03',
      time: '14:15',
      lang: 'ru',
      location: 'Gera, Küchengarten',
      notify: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const first = await outbox(client.email);
    const confirmed = first.find((m) => m.kind === 'booking.confirmed');
    const reminder = first.find((m) => m.kind === 'booking.reminder');
    expect(confirmed?.subject).toBe('Ваша съёмка 3 июля 2027 г. (суббота) подтверждена');
    const [ics] = JSON.parse(confirmed?.attachments ?? '[]') as { content: string }[];
    expect(eventOf(ics?.content ?? '')).toMatchObject({
      method: 'REQUEST',
      uid: `booking-${id}@foto.example`,
      sequence: 0,
      start: '2027-07-03T14:15:00',
      location: 'Gera, Küchengarten',
    });
    expect(reminder?.ref).toBe(`booking-reminder:${id}`);
    expect(reminder?.next_attempt_at).toBe('2027-06-26T07:00:00.000Z');

    const moved = await move(id, { date: '2027-07-10', time: '10:00', notify: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      date: '2027-07-10',
      time: '10:00',
      status: 'confirmed',
      location: 'Gera, Küchengarten',
      history: [{ from_date: '2027-07-03', from_time: '14:15', to_date: '2027-07-10', to_time: '10:00' }],
    });
    const mails = await outbox(client.email);
    const movedMail = mails.find((m) => m.kind === 'booking.moved');
    expect(movedMail?.subject).toBe('Съёмка перенесена: 10 июля 2027 г. (суббота)');
    expect(movedMail?.text_body).toContain('Было: 3 июля 2027 г. (суббота), 14:15 (по берлинскому времени)');
    expect(movedMail?.text_body).toContain('Стало: 10 июля 2027 г. (суббота), 10:00 (по берлинскому времени)');
    const [update] = JSON.parse(movedMail?.attachments ?? '[]') as { content: string }[];
    expect(eventOf(update?.content ?? '')).toMatchObject({
      method: 'REQUEST',
      uid: `booking-${id}@foto.example`,
      sequence: 1,
      start: '2027-07-10T10:00:00',
    });
    // One reminder, for the new date.
    const reminders = mails.filter((m) => m.ref === `booking-reminder:${id}`);
    expect(reminders.map((m) => m.next_attempt_at)).toEqual(['2027-07-03T07:00:00.000Z']);
    // The places moved: the old day is free, the new one taken.
    expect((await dayOf('portrait', '2027-07-03'))?.times).toEqual(['10:00', '13:00', '16:00']);
    expect((await dayOf('portrait', '2027-07-10'))?.times).toEqual(['13:00', '16:00']);

    // The feed shows it once, on the new day, as the second version of the entry.
    const { url } = (await admin('GET', '/api/admin/booking/calendar-feed')).json();
    const feed = (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    const entries = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .filter((e) => e.uid === `booking-${id}@foto.example`);
    expect(entries.map((e) => [e.startDate.toString(), e.sequence, e.location])).toEqual([
      ['2027-07-10T10:00:00', 1, 'Gera, Küchengarten'],
    ]);

    // A move without a mail: nothing to the client, history grows, the reminder follows.
    const sentBefore = (await outbox(client.email)).filter((m) => m.ref === '').length;
    const quiet = await move(id, { date: '2027-07-17', time: '13:00' });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json().history).toHaveLength(2);
    const after = await outbox(client.email);
    expect(after.filter((m) => m.ref === '')).toHaveLength(sentBefore);
    expect(after.filter((m) => m.ref === `booking-reminder:${id}`).map((m) => m.next_attempt_at)).toEqual([
      '2027-07-10T07:00:00.000Z',
    ]);
    expect(after.filter((m) => m.kind === 'booking.moved')).toHaveLength(1);

    // Cancelling then takes the entry out of the client's calendar: METHOD:CANCEL, SEQUENCE 2.
    expect((await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = (await outbox(client.email)).find((m) => m.kind === 'booking.cancelled');
    const [cancel] = JSON.parse(cancelled?.attachments ?? '[]') as { content: string }[];
    expect(eventOf(cancel?.content ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: `booking-${id}@foto.example`,
      sequence: 2,
      status: 'CANCELLED',
      start: '2027-07-17T13:00:00',
    });
  });

  it('refuses a move into a full day (nothing changes), of a closed booking, and of an unknown one', async () => {
    const res = await create({ ...client, email: 'fix@example.de', date: '2027-08-07', time: '10:00' });
    const id = res.json().id as string;
    await create({ ...client, email: 'hochzeit@example.de', service: 'wedding', tariff: 'basic', date: '2027-08-14' });
    const full = await move(id, { date: '2027-08-14', time: '10:00', notify: true });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('booking.date_unavailable');
    const [row] = (await admin('GET', '/api/admin/forms/bookings?from=2027-08-07&to=2027-08-07')).json();
    expect(row).toMatchObject({ id, date: '2027-08-07', time: '10:00', history: [] });
    expect((await dayOf('portrait', '2027-08-07'))?.times).toEqual(['13:00', '16:00']);
    expect((await outbox('fix@example.de')).filter((m) => m.kind === 'booking.moved')).toEqual([]);

    const same = await move(id, { date: '2027-08-07', time: '10:00' });
    expect(same.statusCode).toBe(422);
    const noTime = await move(id, { date: '2027-08-21' });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().errors[0].path).toBe('time');

    await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'cancelled' });
    const closed = await move(id, { date: '2027-08-21', time: '10:00' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('booking.invalid_transition');
    expect((await move('0'.repeat(24), { date: '2027-08-21', time: '10:00' })).statusCode).toBe(404);
  });

  it('a moved hold keeps its end', async () => {
    const res = await create({
      ...client,
      email: 'halt@example.de',
      date: '2027-09-04',
      time: '10:00',
      status: 'pending',
    });
    const holdUntil = res.json().hold_until as string;
    const moved = await move(res.json().id, { date: '2027-09-11', time: '16:00' });
    expect(moved.json()).toMatchObject({ status: 'pending', hold_until: holdUntil, date: '2027-09-11' });
    expect((await dayOf('portrait', '2027-09-11'))?.times).toEqual(['10:00', '13:00']);
    expect((await dayOf('portrait', '2027-09-04'))?.times).toEqual(['10:00', '13:00', '16:00']);
    // Unanswered, it runs out like any hold, without a mail to the client (she was never told).
    now.setTime(Date.parse(holdUntil) + 60_000);
    expect(await t.app.bookingJobs.expireHolds()).toBeGreaterThanOrEqual(1);
    token = await adminToken(t, clock);
    const [expired] = (
      await admin('GET', '/api/admin/forms/bookings?status=expired&from=2027-09-11&to=2027-09-11')
    ).json();
    expect(expired?.id).toBe(res.json().id);
    expect(await outbox('halt@example.de')).toEqual([]);
    expect((await dayOf('portrait', '2027-09-11'))?.times).toEqual(['10:00', '13:00', '16:00']);
  });
});
