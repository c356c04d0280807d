import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 35 item 7, ADR 050: busy times from the owner's own calendars. A real HTTP server on
 * loopback serves the ICS files (its address is allowed by the test app's build option, the one
 * way to reach a private address); every other private address, and a redirect to one, is refused.
 */
const SECRET = 'private-9f8e7d6c5b4a3f2e1d0c';
const TITLE = 'Arzt Dr. Vertraulich';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

const BASE_EVENTS = [
  // A holiday: Wednesday 10 March.
  event('UID:holiday', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270311', 'SUMMARY:Urlaub'),
  // The doctor: Thursday 11 March, 10:30-11:30 Berlin time.
  event(
    'UID:doctor',
    'DTSTART;TZID=Europe/Berlin:20270311T103000',
    'DTEND;TZID=Europe/Berlin:20270311T113000',
    `SUMMARY:${TITLE}`,
    'LOCATION:Praxis',
  ),
  // Yoga every Friday 15:00-17:00 from 5 March, four times, but not on the 12th.
  event(
    'UID:yoga',
    'DTSTART;TZID=Europe/Berlin:20270305T150000',
    'DTEND;TZID=Europe/Berlin:20270305T170000',
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'EXDATE;TZID=Europe/Berlin:20270312T150000',
    'SUMMARY:Yoga',
  ),
  // Cancelled: Monday 15 March stays free.
  event('UID:cancelled', 'DTSTART;VALUE=DATE:20270315', 'STATUS:CANCELLED', 'SUMMARY:Abgesagt'),
];

describe(`busy times from the owner's calendars (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let server: Server;
  let base = '';
  const now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  /** What the ICS server answers per path; the requests' headers it saw. */
  const files = new Map<string, { status: number; body?: string; headers?: Record<string, string> }>();
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  let ip = 0;

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/public/booking', payload, remoteAddress: `10.9.${++ip}.1` });
  const dayOf = async (service: string, date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/availability?service=${service}&from=${date}&to=${date}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { days: { date: string; state: string; times?: string[] }[] }).days[0];
  };
  const portrait = (date: string, time: string, email: string) =>
    post({ ...BOOKING, email, service: 'portrait', tariff: 'basic', date, time });

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      seen.push({ path, headers: request.headers });
      const file = files.get(path);
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      const etag = file.headers?.etag;
      if (etag && request.headers['if-none-match'] === etag) {
        response.writeHead(304).end();
        return;
      }
      response.writeHead(file.status, { 'content-type': 'text/calendar', ...file.headers });
      response.end(file.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(
      { PUBLIC_URL: 'https://foto.example' },
      { clock, mailWorker: false, calendarFeeds: false, privateAddressesAllowed: ['127.0.0.1'] },
    );
    token = await adminToken(t, clock);
    expect((await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(2525))).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('a calendar makes its events busy: an all-day event blocks the day, a timed one its slots, a weekly one all but its EXDATE, a cancelled one nothing', async () => {
    files.set(`/${SECRET}/basic.ics`, { status: 200, body: calendar(...BASE_EVENTS), headers: { etag: '"v1"' } });
    const added = await admin('POST', '/api/admin/booking/busy-feeds', { url: `${base}/${SECRET}/basic.ics` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ error: null, error_status: null, busy_count: 5 });
    expect(added.json().last_success_at).toBe(now.toISOString());
    // The address is a secret: never answered again, only masked.
    expect(added.body).not.toContain(SECRET);
    expect(added.json().masked_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/….ics$/);

    expect(await dayOf('portrait', '2027-03-10')).toEqual({ date: '2027-03-10', state: 'blocked' });
    expect((await dayOf('wedding', '2027-03-10'))?.state).toBe('blocked');
    // 10:00-12:30 (with the buffer) overlaps the doctor; 13:00 and 16:00 do not.
    expect(await dayOf('portrait', '2027-03-11')).toEqual({
      date: '2027-03-11',
      state: 'free',
      times: ['13:00', '16:00'],
    });
    // A wedding takes the whole day: the doctor is in it.
    expect((await dayOf('wedding', '2027-03-11'))?.state).toBe('full');
    // Yoga (15:00-17:00) leaves only 10:00 on its Fridays (13:00 runs to 15:30 with its buffer).
    for (const date of ['2027-03-05', '2027-03-19', '2027-03-26'])
      expect(await dayOf('portrait', date), date).toEqual({ date, state: 'free', times: ['10:00'] });
    // Its EXDATE and the cancelled day are free.
    for (const date of ['2027-03-12', '2027-03-15'])
      expect(await dayOf('portrait', date), date).toEqual({ date, state: 'free', times: ['10:00', '13:00', '16:00'] });

    // Requests on such days get the same coded refusal as every other conflict.
    const away = await portrait('2027-03-10', '13:00', 'away@example.de');
    expect(away.statusCode, away.body).toBe(409);
    expect(away.json()).toMatchObject({ code: 'booking.date_unavailable', errors: [{ path: 'date' }] });
    const doctor = await portrait('2027-03-11', '10:00', 'doctor@example.de');
    expect(doctor.statusCode, doctor.body).toBe(409);
    expect(doctor.json()).toMatchObject({ code: 'booking.date_unavailable', errors: [{ path: 'time' }] });
    const wedding = await post({ ...BOOKING, email: 'paar@example.de', date: '2027-03-11' });
    expect(wedding.statusCode, wedding.body).toBe(409);
    expect(wedding.json()).toMatchObject({ code: 'booking.date_unavailable' });
    expect((await portrait('2027-03-11', '13:00', 'after@example.de')).statusCode).toBe(201);

    // Only times are stored: no title, place or description of her events.
    const stored = await readTable(t, (db) => db.selectFrom('busy_interval').selectAll().execute());
    expect(stored).toHaveLength(5);
    expect(JSON.stringify(stored)).not.toMatch(/Arzt|Urlaub|Yoga|Praxis/);
  });

  it('an event that appears later is refused at confirmation, by the visitor’s link and by the owner', async () => {
    const request = await portrait('2027-03-25', '10:00', 'later@example.de');
    expect(request.statusCode, request.body).toBe(201);
    files.set(`/${SECRET}/basic.ics`, {
      status: 200,
      body: calendar(
        ...BASE_EVENTS,
        event('UID:dentist', 'DTSTART;TZID=Europe/Berlin:20270325T110000', 'DTEND;TZID=Europe/Berlin:20270325T120000'),
      ),
      headers: { etag: '"v2"' },
    });
    const synced = await admin('POST', '/api/admin/booking/busy-feeds/sync');
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject([{ error: null, busy_count: 6 }]);
    // The conditional fetch sent what the last good one answered.
    expect(seen.at(-1)?.headers['if-none-match']).toBe('"v1"');

    const owner = await admin('PUT', `/api/admin/forms/bookings/${request.json().id}`, { status: 'confirmed' });
    expect(owner.statusCode, owner.body).toBe(409);
    expect(owner.json()).toMatchObject({ code: 'booking.date_unavailable' });

    const mails = await readTable(t, (db) =>
      db
        .selectFrom('outbox')
        .select('text_body')
        .where('recipient', '=', 'later@example.de')
        .where('kind', '=', 'booking.confirm-link')
        .execute(),
    );
    const linkToken = /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
    const click = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token: linkToken },
      remoteAddress: '10.250.0.1',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toMatchObject({ state: 'date_taken' });
  });

  it('unchanged calendars answer 304; a failing one keeps its last good busy times and says why', async () => {
    const unchanged = await admin('POST', '/api/admin/booking/busy-feeds/sync');
    expect(unchanged.json()).toMatchObject([{ error: null, busy_count: 6 }]);
    expect(seen.at(-1)?.headers['if-none-match']).toBe('"v2"');

    files.set(`/${SECRET}/basic.ics`, { status: 500, body: 'oops' });
    const failed = await admin('POST', '/api/admin/booking/busy-feeds/sync');
    expect(failed.json()).toMatchObject([{ error: 'http_status', error_status: 500, busy_count: 6 }]);
    expect(failed.json()[0].last_success_at).toBe(now.toISOString());
    expect((await dayOf('portrait', '2027-03-10'))?.state).toBe('blocked');

    files.set(`/${SECRET}/basic.ics`, { status: 200, body: '<html>Bitte anmelden</html>' });
    const notCalendar = await admin('POST', '/api/admin/booking/busy-feeds/sync');
    expect(notCalendar.json()).toMatchObject([{ error: 'not_calendar', busy_count: 6 }]);
    expect((await dayOf('portrait', '2027-03-10'))?.state).toBe('blocked');
  });

  it('refuses private addresses when saved, and redirects to them when fetched', async () => {
    for (const url of [
      'http://10.0.0.1/cal.ics',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${new URL(base).port}/${SECRET}/basic.ics`,
      `http://127.0.0.2:${new URL(base).port}/${SECRET}/basic.ics`,
      'http://localhost/cal.ics',
      'http://[::ffff:127.0.0.1]/cal.ics',
      // Other spellings of 127.0.0.2 and 10.0.0.1 (the URL parser normalises them before the check).
      'http://2130706434/cal.ics',
      'http://0x7f.2/cal.ics',
      'http://012.0.0.1/cal.ics',
      'webcal://10.0.0.1/cal.ics',
    ]) {
      const res = await admin('POST', '/api/admin/booking/busy-feeds', { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ errors: [{ path: 'url', code: 'address_not_public' }] });
    }
    for (const url of ['file:///etc/passwd', 'ftp://example.org/cal.ics', 'kein Link']) {
      const res = await admin('POST', '/api/admin/booking/busy-feeds', { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ errors: [{ path: 'url', code: 'invalid_url' }] });
    }

    const port = new URL(base).port;
    files.set('/to-loopback.ics', {
      status: 302,
      headers: { location: `http://127.0.0.2:${port}/${SECRET}/basic.ics` },
    });
    files.set('/to-metadata.ics', { status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    files.set('/to-ten.ics', { status: 307, headers: { location: 'http://10.1.2.3/cal.ics' } });
    files.set('/to-v6.ics', { status: 308, headers: { location: `http://[::1]:${port}/${SECRET}/basic.ics` } });
    for (const path of ['/to-loopback.ics', '/to-metadata.ics', '/to-ten.ics', '/to-v6.ics']) {
      const before = seen.length;
      const res = await admin('POST', '/api/admin/booking/busy-feeds', { url: `${base}${path}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json(), path).toMatchObject({ error: 'address_not_public', busy_count: 0, last_success_at: null });
      // Only the redirecting request reached a server.
      expect(seen.slice(before).map((s) => s.path)).toEqual([path]);
      expect((await admin('DELETE', `/api/admin/booking/busy-feeds/${res.json().id}`)).statusCode).toBe(200);
    }

    // A chain of redirects stops after a few.
    for (let i = 0; i < 6; i++) files.set(`/hop${i}.ics`, { status: 302, headers: { location: `/hop${i + 1}.ics` } });
    const chain = await admin('POST', '/api/admin/booking/busy-feeds', { url: `${base}/hop0.ics` });
    expect(chain.json()).toMatchObject({ error: 'too_many_redirects' });
    expect((await admin('DELETE', `/api/admin/booking/busy-feeds/${chain.json().id}`)).statusCode).toBe(200);
  });

  it('fetches of one calendar at the same moment store one after the other', async () => {
    files.set(`/${SECRET}/basic.ics`, {
      status: 200,
      body: calendar(
        ...BASE_EVENTS,
        event('UID:dentist', 'DTSTART;TZID=Europe/Berlin:20270325T110000', 'DTEND;TZID=Europe/Berlin:20270325T120000'),
      ),
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin('POST', '/api/admin/booking/busy-feeds/sync')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const after = await admin('GET', '/api/admin/booking/busy-feeds');
    expect(after.json()).toMatchObject([{ error: null, busy_count: 6 }]);
  });

  it('the address never reaches an answer, the logs or the audit log; removing a calendar frees its days', async () => {
    const list = await admin('GET', '/api/admin/booking/busy-feeds');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.body).not.toContain(SECRET);
    // Stored encrypted (SECRET_KEY), like the SMTP password.
    const feeds = await readTable(t, (db) => db.selectFrom('busy_feed').selectAll().execute());
    expect(feeds).toHaveLength(1);
    expect(JSON.stringify(feeds)).not.toContain(SECRET);
    expect(feeds[0]?.secret_url).toMatch(/^v1\./);
    const audit = await readTable(t, (db) => db.selectFrom('audit_entry').selectAll().execute());
    expect(audit.some((e) => JSON.stringify(e).includes('busy-feeds'))).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(t.logs.join('\n')).not.toContain(SECRET);

    const removed = await admin('DELETE', `/api/admin/booking/busy-feeds/${list.json()[0].id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await admin('DELETE', `/api/admin/booking/busy-feeds/${list.json()[0].id}`)).statusCode).toBe(404);
    expect(await readTable(t, (db) => db.selectFrom('busy_interval').selectAll().execute())).toEqual([]);
    expect((await dayOf('portrait', '2027-03-10'))?.state).toBe('free');
  });
});
