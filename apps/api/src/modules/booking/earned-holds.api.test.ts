import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { HOLDS_PER_HOLDER } from './booking.service.ts';

const OWNER = 'owner@example.de';

/**
 * Issue 33 item 1, ADR 038: a hold is earned. The outside attack made one address hold ten
 * wedding days with ten requests; here it is repeated through the trusted proxy (X-Forwarded-For,
 * as behind the TLS proxy) with every confirmation link the real SMTP server received clicked:
 * the calendar keeps all but two days free. Requests whose address is not confirmed hold nothing.
 */
describe(`a hold is earned (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let now = new Date('2026-11-27T09:00:00.000Z');
  const clock = () => now;

  const post = (payload: object, visitor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      headers: { 'x-forwarded-for': visitor, 'x-forwarded-proto': 'https' },
    });
  let clicks = 0;
  const confirm = (linkToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token: linkToken },
      headers: { 'x-forwarded-for': `192.0.2.${++clicks % 250}` },
    });
  /** Delivers what is due through the real SMTP server; the confirmation links each address received. */
  async function linksTo(address: string): Promise<string[]> {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    return smtp.mails
      .filter((m) => m.to.includes(address))
      .map((m) => /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '')
      .filter((x) => x !== '');
  }
  const days = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) => `2027-0${first}-${String(i + 1).padStart(2, '0')}`);
  async function fullDays(dates: string[]) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/availability?service=wedding&from=${dates[0]}&to=${dates.at(-1)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { days: { date: string; state: string }[] }).days
      .filter((d) => dates.includes(d.date) && d.state !== 'free')
      .map((d) => d.date);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The per-address form limit is raised: what is tested here is the hold limit behind it.
    t = await createTestApp(
      { PUBLIC_URL: 'https://foto.example', RATE_LIMIT_PUBLIC_FORMS_MAX: '100' },
      { mailWorker: false, clock },
    );
    token = await adminToken(t, clock);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email-notifications',
      headers: bearer(token),
      payload: testMailSettings(smtp.port, { admin_email: OWNER }),
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('20 requests from one address, each confirmed from its own mailbox, hold at most 2 days', async () => {
    const dates = days(1, 20);
    for (const [i, date] of dates.entries()) {
      const res = await post({ ...BOOKING, date, email: `gegner${i}@example.net` }, '198.51.100.7');
      expect(res.statusCode, res.body).toBe(201);
    }
    // Nothing is held before a link is used.
    expect(await fullDays(dates)).toEqual([]);
    const states: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [link] = await linksTo(`gegner${i}@example.net`);
      const res = await confirm(link ?? '');
      expect(res.statusCode, res.body).toBe(200);
      states.push(res.json().state);
    }
    expect(states.filter((s) => s === 'held')).toHaveLength(HOLDS_PER_HOLDER);
    expect(states.filter((s) => s === 'hold_limit')).toHaveLength(20 - HOLDS_PER_HOLDER);
    expect(await fullDays(dates)).toHaveLength(HOLDS_PER_HOLDER);
  }, 60_000);

  it('an IPv6 visitor is one address per /64: 20 addresses of one /64 hold at most 2 days', async () => {
    const dates = days(2, 20);
    for (const [i, date] of dates.entries()) {
      const res = await post(
        { ...BOOKING, date, email: `v6-${i}@example.net` },
        `2001:db8:7:9::${(i + 1).toString(16)}`,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    for (let i = 0; i < 20; i++) {
      const [link] = await linksTo(`v6-${i}@example.net`);
      expect((await confirm(link ?? '')).statusCode).toBe(200);
    }
    expect(await fullDays(dates)).toHaveLength(HOLDS_PER_HOLDER);
  }, 60_000);

  it('20 requests from 20 addresses with one mailbox: 3 links arrive (the cap), 2 days are held', async () => {
    const dates = days(3, 20);
    for (const [i, date] of dates.entries()) {
      const res = await post({ ...BOOKING, date, email: 'one.box@example.org' }, `203.0.113.${i + 1}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const links = await linksTo('one.box@example.org');
    expect(links).toHaveLength(3);
    // Clicked at once (on PostgreSQL the holders' locks make them count one after the other).
    const states = (await Promise.all(links.map(confirm))).map((res) => res.json().state as string);
    expect(states.sort()).toEqual(['held', 'held', 'hold_limit']);
    expect(await fullDays(dates)).toHaveLength(HOLDS_PER_HOLDER);
    // The owner sees every request, the unconfirmed ones apart (no confirmation time).
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/forms/bookings?from=${dates[0]}&to=${dates.at(-1)}`,
        headers: bearer(token),
      })
    ).json() as { email_confirmed_at: string | null; hold_until: string }[];
    expect(list).toHaveLength(20);
    expect(list.filter((b) => b.email_confirmed_at !== null)).toHaveLength(3);
    expect(list.filter((b) => b.hold_until !== '')).toHaveLength(2);
  }, 60_000);

  it('a confirmed request holds its day for 48 hours; the link works once; a wrong or old link is a clear 4xx', async () => {
    const date = '2027-04-10';
    const res = await post({ ...BOOKING, date, email: 'echt@example.de' }, '198.51.100.50');
    expect(res.statusCode).toBe(201);
    const [link] = await linksTo('echt@example.de');
    const first = await confirm(link ?? '');
    expect(first.json()).toEqual({
      state: 'held',
      date,
      hold_until: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
    });
    expect(await fullDays([date])).toEqual([date]);
    // A couple asking for that day now is refused.
    const other = await post({ ...BOOKING, date, email: 'andere@example.de' }, '198.51.100.51');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('booking.date_unavailable');

    const again = await confirm(link ?? '');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'booking.link_invalid' });
    const unknown = await confirm('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('booking.link_invalid');
    const malformed = await confirm('../../etc');
    expect(malformed.statusCode).toBe(422);

    // The hold runs out unanswered: the day is free again.
    now = new Date(now.getTime() + 48 * 3_600_000 + 60_000);
    expect(await fullDays([date])).toEqual([]);

    // An unconfirmed request's link stops working after 7 days (it never held anything).
    const late = await post({ ...BOOKING, date: '2027-04-11', email: 'spaet@example.de' }, '198.51.100.52');
    expect(late.statusCode).toBe(201);
    const [lateLink] = await linksTo('spaet@example.de');
    now = new Date(now.getTime() + 7 * 86_400_000 + 60_000);
    const expired = await confirm(lateLink ?? '');
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('booking.link_invalid');
    expect(await fullDays(['2027-04-11'])).toEqual([]);
  }, 60_000);
});
