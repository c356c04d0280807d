import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../db/database.ts';

const CONTACT = { name: 'Max Muster', email: 'max@example.de', message: 'Haben Sie im Mai Zeit?' };
const UNKNOWN_ID = '0123456789abcdef01234567';

describe(`forms: public contact and booking, admin inbox (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let now = new Date('2026-11-22T09:00:00.000Z');
  // Every read of the clock is one second later, so records get distinct, ordered timestamps.
  const clock = () => {
    now = new Date(now.getTime() + 1000);
    return now;
  };
  let ipCounter = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.0.${++ipCounter % 250}` });
  const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({}, { clock, mailWorker: false });
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a contact message (unread) and validates it', async () => {
    const res = await post('/api/public/contact', CONTACT);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), message: expect.any(String) });
    const [stored] = (await admin('GET', '/api/admin/forms/contacts')).json();
    expect(stored).toMatchObject({ ...CONTACT, id: res.json().id, read: false, phone: '', subject: '' });

    const invalid = await post('/api/public/contact', { ...CONTACT, email: 'kein-mail' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].path).toBe('email');
    expect((await post('/api/public/contact', { email: 'a@b.de', message: 'x' })).statusCode).toBe(422);
  });

  it('discards honeypot submissions and replays an Idempotency-Key', async () => {
    const count = async () => (await admin('GET', '/api/admin/forms/contacts')).json().length;
    const before = await count();
    expect((await post('/api/public/contact', { ...CONTACT, website: 'http://spam.example' })).statusCode).toBe(201);
    const first = await post('/api/public/contact', CONTACT, { 'idempotency-key': 'abc-123' });
    const second = await post('/api/public/contact', CONTACT, { 'idempotency-key': 'abc-123' });
    expect(second.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
  });

  it('takes a booking by service and tariff id and keeps their German names', async () => {
    const res = await post('/api/public/booking', BOOKING);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: expect.any(String) });
    const [stored] = (await admin('GET', '/api/admin/forms/bookings')).json();
    const { consent: _ticked, ...fields } = BOOKING;
    expect(stored).toMatchObject({
      ...fields,
      id: res.json().id,
      service_name: 'Hochzeitsfotografie',
      tariff: 'standard',
      tariff_name: 'Hochzeitstag',
      status: 'pending',
      read: false,
    });
  });

  it('accepts the exact German or Russian names of a service and tariff', async () => {
    // Portraits are booked by slot (a start time); restoration by plain request.
    const res = await post('/api/public/booking', {
      ...BOOKING,
      service: 'Портретная съёмка',
      tariff: 'Премиум',
      time: '10:00',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = (await admin('GET', '/api/admin/forms/bookings')).json();
    expect(stored).toMatchObject({ service: 'portrait', service_name: 'Porträtfotografie', tariff: 'premium' });
    const noTariffs = await post('/api/public/booking', { ...BOOKING, service: 'restoration', tariff: '' });
    expect(noTariffs.statusCode).toBe(201);
  });

  it('refuses unknown services and missing or foreign tariffs with a 422 naming the field', async () => {
    const cases: [object, string][] = [
      [{ service: 'skydiving' }, 'service'],
      [{ consent: false }, 'consent'],
      [{ consent: undefined }, 'consent'],
      [{ service: '' }, 'service'],
      [{ tariff: '' }, 'tariff'],
      [{ tariff: 'platinum' }, 'tariff'],
      [{ service: 'restoration', tariff: 'basic' }, 'tariff'],
      [{ date: '2027-02-30' }, 'date'],
      [{ phone: 'call me' }, 'phone'],
    ];
    for (const [change, path] of cases) {
      const res = await post('/api/public/booking', { ...BOOKING, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[0].path, JSON.stringify(change)).toBe(path);
    }
  });

  it('queues no notification while e-mail is not configured', async () => {
    const database = openDatabase(t.config.database);
    try {
      expect(await database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('lists newest first, filters by read, and marks contacts read', async () => {
    const all = (await admin('GET', '/api/admin/forms/contacts')).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const times = all.map((c: { created_at: string }) => c.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const target = all[1];
    const marked = await admin('PUT', `/api/admin/forms/contacts/${target.id}`, { read: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: target.id, read: true });
    const read = (await admin('GET', '/api/admin/forms/contacts?read=true')).json();
    const unread = (await admin('GET', '/api/admin/forms/contacts?read=false')).json();
    expect(read.map((c: { id: string }) => c.id)).toEqual([target.id]);
    expect(unread).toHaveLength(all.length - 1);
    expect((await admin('GET', '/api/admin/forms/contacts?limit=1&skip=1')).json()[0].id).toBe(target.id);
    expect((await admin('GET', '/api/admin/forms/contacts?read=maybe')).statusCode).toBe(422);
  });

  it('updates booking read flag and status; only pending, confirmed, cancelled', async () => {
    const [booking] = (await admin('GET', '/api/admin/forms/bookings')).json();
    const confirmed = await admin('PUT', `/api/admin/forms/bookings/${booking.id}`, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', read: false });
    const read = await admin('PUT', `/api/admin/forms/bookings/${booking.id}`, { read: true });
    expect(read.json()).toMatchObject({ status: 'confirmed', read: true });
    expect((await admin('PUT', `/api/admin/forms/bookings/${booking.id}`, { status: 'done' })).statusCode).toBe(422);
    expect((await admin('PUT', `/api/admin/forms/bookings/${booking.id}`, {})).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/forms/bookings?read=true')).json().map((b: { id: string }) => b.id)).toEqual(
      [booking.id],
    );
  });

  it('deletes, and answers 404 for unknown ids', async () => {
    const [contact] = (await admin('GET', '/api/admin/forms/contacts')).json();
    const [booking] = (await admin('GET', '/api/admin/forms/bookings')).json();
    expect((await admin('DELETE', `/api/admin/forms/contacts/${contact.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/forms/bookings/${booking.id}`)).statusCode).toBe(200);
    for (const id of [contact.id, UNKNOWN_ID, 'not-an-id']) {
      for (const kind of ['contacts', 'bookings']) {
        const del = await admin('DELETE', `/api/admin/forms/${kind}/${id}`);
        expect(del.statusCode, `${kind} ${id}`).toBe(404);
        expect(del.json().detail).toBeTypeOf('string');
        expect((await admin('PUT', `/api/admin/forms/${kind}/${id}`, { read: true })).statusCode).toBe(404);
      }
    }
  });

  it('limits public submissions per IP (429 with Retry-After)', async () => {
    const from = { remoteAddress: '10.8.0.1' };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/public/contact', payload: CONTACT, ...from });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().detail).toBeTypeOf('string');
  });
});
