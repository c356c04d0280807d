import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 35 item 1, ADR 045: the owner's day is one diary. A confirmed wedding used to leave
 * portraits `free` on its day (places were counted per service); here every service sees every
 * other, and 50 concurrent confirmations across services never put more on a day than the owner
 * (and her second shooter, when she has one) can do.
 */
describe(`one diary for every service (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  let ip = 0;
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      remoteAddress: `10.${Math.floor(++ip / 250) % 250}.${ip % 250}.1`,
    });
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const dayOf = async (service: string, date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/availability?service=${service}&from=${date}&to=${date}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { days: { state: string; times?: string[] }[] }).days[0];
  };
  const linkTokenOf = async (email: string) => {
    const mails = await readTable(t, (db) =>
      db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', email)
        .where('kind', '=', 'booking.confirm-link')
        .execute(),
    );
    return /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1] ?? '';
  };
  let clicks = 0;
  const click = (linkToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token: linkToken },
      remoteAddress: `10.251.${Math.floor(++clicks / 250) % 250}.${clicks % 250}`,
    });
  const settings = async (patch: object) => {
    const current = (await admin('GET', '/api/admin/settings/availability')).json();
    const res = await admin('PUT', '/api/admin/settings/availability', { ...current, ...patch });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The bookings holding a place on a date, with the minutes of the day each takes. */
  const holders = (date: string) =>
    readTable(t, (db) =>
      db
        .selectFrom('booking_claim as c')
        .innerJoin('booking_request as b', 'b.id', 'c.booking_id')
        .select(['c.resource', 'b.service', 'b.status', 'b.id'])
        .where('c.date', '=', date)
        .execute(),
    );
  /** The most bookings running at one minute of the day. */
  const busiest = (rows: { resource: string }[]) => {
    const spans = rows.map((r) => r.resource.replace('diary:', '').split('-').map(Number) as [number, number]);
    return Math.max(0, ...spans.map(([at]) => spans.filter(([a, b]) => a <= at && at < b).length));
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { clock, mailWorker: false });
    token = await adminToken(t, clock);
    expect((await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(2525))).statusCode).toBe(
      200,
    );
    // Architecture by slot too, at times that overlap the portraits (10:00-12:30 with its buffer).
    await settings({
      modes: {
        ...(await admin('GET', '/api/admin/settings/availability')).json().modes,
        architecture: {
          mode: 'slot',
          capacity: 1,
          duration_minutes: 90,
          buffer_before_minutes: 0,
          buffer_after_minutes: 0,
          start_times: ['09:00', '12:00', '15:00'],
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a confirmed wedding takes the whole day: portraits and requests are refused, an earlier portrait request cannot be confirmed', async () => {
    const date = '2027-06-12';
    // A portrait request came first (its address not yet confirmed: it holds nothing).
    const portrait = await post({
      ...BOOKING,
      email: 'portrait@example.de',
      service: 'portrait',
      tariff: 'basic',
      date,
      time: '10:00',
    });
    expect(portrait.statusCode, portrait.body).toBe(201);
    const wedding = await post({ ...BOOKING, email: 'paar@example.de', date });
    expect(wedding.statusCode, wedding.body).toBe(201);
    const confirmed = await admin('PUT', `/api/admin/forms/bookings/${wedding.json().id}`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(await dayOf('portrait', date)).toEqual({ date, state: 'full', times: [] });
    expect((await dayOf('architecture', date))?.state).toBe('full');
    expect((await dayOf('events', date))?.state).toBe('full');
    for (const time of ['10:00', '13:00', '16:00']) {
      const res = await post({
        ...BOOKING,
        email: `p${time.replace(':', '')}@example.de`,
        service: 'portrait',
        tariff: 'basic',
        date,
        time,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'booking.date_unavailable', errors: [{ path: 'time' }] });
    }
    const events = await post({ ...BOOKING, email: 'fest@example.de', service: 'events', tariff: 'basic', date });
    expect(events.statusCode).toBe(409);
    expect(events.json()).toMatchObject({ code: 'booking.date_unavailable', errors: [{ path: 'date' }] });

    // Neither the owner nor the visitor's link can put the earlier portrait on the wedding's day.
    const refused = await admin('PUT', `/api/admin/forms/bookings/${portrait.json().id}`, { status: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking.date_unavailable');
    const list = (await admin('GET', `/api/admin/forms/bookings?from=${date}&to=${date}`)).json() as {
      id: string;
      status: string;
    }[];
    expect(list.find((b) => b.id === portrait.json().id)?.status).toBe('pending');
    const clicked = await click(await linkTokenOf('portrait@example.de'));
    expect(clicked.json().state).toBe('date_taken');
    expect((await holders(date)).map((h) => h.service)).toEqual(['wedding']);
  });

  it('slots of different services see each other with their buffers; a held portrait keeps weddings off its day', async () => {
    const date = '2027-06-15';
    const res = await post({
      ...BOOKING,
      email: 'slot@example.de',
      service: 'portrait',
      tariff: 'basic',
      date,
      time: '10:00',
    });
    expect(res.statusCode).toBe(201);
    const held = await click(await linkTokenOf('slot@example.de'));
    expect(held.json(), held.body).toMatchObject({ state: 'held' });
    // 10:00-12:00 plus 30 minutes after: architecture at 09:00 (to 10:30) and 12:00 overlap it.
    expect((await dayOf('architecture', date))?.times).toEqual(['15:00']);
    expect((await dayOf('portrait', date))?.times).toEqual(['13:00', '16:00']);
    expect((await dayOf('wedding', date))?.state).toBe('full');
    // A request without a time still fits: the day has free hours.
    expect((await dayOf('events', date))?.state).toBe('free');
    const wedding = await post({ ...BOOKING, email: 'spaet@example.de', date });
    expect(wedding.statusCode).toBe(409);
  });

  it('a second shooter: with two resources a wedding and a portrait share a day, a second wedding does not', async () => {
    await settings({ resources: 2 });
    const date = '2027-06-19';
    const wedding = await post({ ...BOOKING, email: 'zwei@example.de', date });
    await admin('PUT', `/api/admin/forms/bookings/${wedding.json().id}`, { status: 'confirmed' });
    expect((await dayOf('portrait', date))?.times).toEqual(['10:00', '13:00', '16:00']);
    const portrait = await post({
      ...BOOKING,
      email: 'zwei-p@example.de',
      service: 'portrait',
      tariff: 'basic',
      date,
      time: '13:00',
    });
    expect(portrait.statusCode).toBe(201);
    expect(
      (await admin('PUT', `/api/admin/forms/bookings/${portrait.json().id}`, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    // 12:00-13:30 runs into the portrait's 13:00 beside the wedding: only 09:00 is left.
    expect((await dayOf('architecture', date))?.times).toEqual(['09:00']);
    expect((await dayOf('wedding', date))?.state).toBe('full');
    await settings({ resources: 1 });
  });

  for (const resources of [1, 2]) {
    it(`50 concurrent confirmations across services for one day never exceed it (${resources} resource(s))`, async () => {
      await settings({ resources });
      const date = resources === 1 ? '2027-07-03' : '2027-07-10';
      const kinds = [
        { service: 'wedding', tariff: 'standard', time: '' },
        { service: 'portrait', tariff: 'basic', time: '10:00' },
        { service: 'portrait', tariff: 'basic', time: '13:00' },
        { service: 'portrait', tariff: 'basic', time: '16:00' },
        { service: 'architecture', tariff: 'basic', time: '09:00' },
        { service: 'architecture', tariff: 'basic', time: '12:00' },
        { service: 'architecture', tariff: 'basic', time: '15:00' },
      ];
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) {
        const kind = kinds[i % kinds.length];
        const res = await post({ ...BOOKING, ...kind, date, email: `race${resources}-${i}@example.de` });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
      const tokens = await Promise.all(ids.map((_, i) => linkTokenOf(`race${resources}-${i}@example.de`)));
      // Half confirmed by their visitors' links, half by the owner, all at once.
      const answers = await Promise.all(
        ids.map((id, i) =>
          i % 2 === 0
            ? click(tokens[i] ?? '')
            : admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'confirmed' }),
        ),
      );
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      const rows = await holders(date);
      expect(rows.length).toBeGreaterThan(0);
      expect(busiest(rows)).toBeLessThanOrEqual(resources);
      expect(rows.filter((r) => r.service === 'wedding').length).toBeLessThanOrEqual(1);
      // What holds a place is exactly what was answered as held or confirmed.
      const won = answers.filter(
        (a) => a.statusCode === 200 && (a.json().state === 'held' || a.json().status === 'confirmed'),
      );
      expect(won).toHaveLength(rows.length);
      // The owner alone: whatever won, the day has no room for a wedding any more.
      if (resources === 1) expect((await dayOf('wedding', date))?.state).toBe('full');
    }, 120_000);
  }
});
