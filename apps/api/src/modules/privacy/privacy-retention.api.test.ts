import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 20 item 3: the retention with the default periods (enquiries 12 months after the last
 * contact, mail texts 90 days, jobs 6 years after the end of their year), moved through time with
 * the app's clock. The dry run lists exactly the expired records; the run removes exactly those.
 */
describe(`retention by the privacy periods (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date('2027-01-10T10:00:00Z');
  const clock = () => now;
  let ip = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.66.0.${++ip}` });
  const admin = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(await adminToken(t, clock)), ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const idsOf = async (table: 'contact_message' | 'booking_request') =>
    readTable(t, async (db) => (await db.selectFrom(table).select('id').execute()).map((r) => r.id).sort());

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({}, { mailWorker: false, clock });
    expect(
      (await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(smtp.port))).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists exactly the expired records, then removes exactly those and logs the counts', async () => {
    // January 2027: an old message, a declined request, a confirmed job.
    const oldMessage = await created('/api/public/contact', { name: 'Alt', email: 'alt@example.de', message: 'Hallo' });
    const declined = await created('/api/public/booking', {
      ...BOOKING,
      email: 'abgelehnt@example.de',
      service: 'restoration',
      tariff: '',
      date: '2027-03-03',
    });
    const job = await created('/api/public/booking', { ...BOOKING, email: 'auftrag@example.de' });
    expect((await admin('PUT', `/api/admin/forms/bookings/${declined}`, { status: 'declined' })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/admin/forms/bookings/${job}`, { status: 'confirmed' })).statusCode).toBe(200);
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}

    // November 2027: a newer message and a newer declined request.
    now = new Date('2027-11-20T10:00:00Z');
    const newMessage = await created('/api/public/contact', { name: 'Neu', email: 'neu@example.de', message: 'Hallo' });
    const newDeclined = await created('/api/public/booking', {
      ...BOOKING,
      email: 'neu-abgelehnt@example.de',
      service: 'restoration',
      tariff: '',
      date: '2028-03-03',
    });
    expect((await admin('PUT', `/api/admin/forms/bookings/${newDeclined}`, { status: 'declined' })).statusCode).toBe(
      200,
    );
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}

    // January 2028 (more than 12 months after the first, less than 90 days after the newer mails).
    now = new Date('2028-01-20T10:00:00Z');
    const oldMails = await readTable(t, async (db) =>
      (
        await db
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'sent')
          .where('updated_at', '<', '2027-10-22T10:00:00.000Z')
          .execute()
      )
        .map((r) => r.id)
        .sort(),
    );
    expect(oldMails.length).toBeGreaterThanOrEqual(4);
    const dry = await admin('GET', '/api/admin/privacy/retention');
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = dry.json();
    const listed = (table: string) =>
      plan.items
        .filter((i: { table: string }) => i.table === table)
        .map((i: { id: string }) => i.id)
        .sort();
    expect(listed('contact_message')).toEqual([oldMessage]);
    expect(listed('booking_request')).toEqual([declined]);
    expect(listed('outbox')).toEqual(oldMails);
    expect(plan.counts).toEqual({
      'contact_message.delete': 1,
      'booking_request.delete': 1,
      'outbox.clear_body': oldMails.length,
    });
    // A dry run changes nothing.
    expect(await idsOf('contact_message')).toContain(oldMessage);

    const run = await admin('POST', '/api/admin/privacy/retention/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().items).toEqual(plan.items);
    expect(await idsOf('contact_message')).toEqual([newMessage]);
    expect(await idsOf('booking_request')).toEqual([job, newDeclined].sort());
    const leftover = await readTable(t, async (db) => ({
      consents: (await db.selectFrom('consent').select('record_id').execute()).map((r) => r.record_id).sort(),
      claims: await db.selectFrom('booking_claim').select('booking_id').where('booking_id', '=', declined).execute(),
      bodies: await db.selectFrom('outbox').select(['id', 'text_body']).where('id', 'in', oldMails).execute(),
      kept: await db.selectFrom('outbox').select('id').where('text_body', '<>', '').execute(),
    }));
    expect(leftover.consents).toEqual([job, newDeclined, newMessage].sort());
    expect(leftover.claims).toEqual([]);
    expect(leftover.bodies.map((b) => b.text_body)).toEqual(oldMails.map(() => ''));
    expect(leftover.kept.length).toBeGreaterThan(0);
    expect(
      t.logs.some((line) => line.includes('"msg":"retention run"') && line.includes('contact_message.delete')),
    ).toBe(true);
    expect((await admin('GET', '/api/admin/privacy/retention')).json().items).toEqual([]);

    // 2034: the job of 2027 has been kept six years after the end of its year.
    now = new Date('2034-01-02T10:00:00Z');
    const later = (await admin('GET', '/api/admin/privacy/retention')).json().items;
    expect(later.filter((i: { rule: string }) => i.rule === 'booking')).toEqual([
      expect.objectContaining({ id: job, rule: 'booking', since: '2027-06-12' }),
    ]);
  });

  it('deletes newsletter sign-ups never confirmed 30 days after their confirmation mail, and nothing else', async () => {
    now = new Date('2035-03-01T10:00:00Z');
    const linkIn = (address: string) => {
      const text = smtp.mails.filter((m) => m.to.includes(address)).at(-1)?.text ?? '';
      return /\?confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    };
    const signUp = async (email: string) => {
      const res = await post('/api/public/newsletter', { email, consent: true });
      expect(res.statusCode, res.body).toBeLessThan(300);
      while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    };
    const subscribers = () =>
      readTable(t, async (db) =>
        (await db.selectFrom('newsletter_subscriber').select(['email', 'status']).orderBy('email').execute()).map(
          (r) => `${r.email}:${r.status}`,
        ),
      );
    await signUp('nie-bestaetigt@example.de');
    await signUp('bestaetigt@example.de');
    const token = linkIn('bestaetigt@example.de');
    expect((await post('/api/public/newsletter/confirm', { token })).statusCode).toBe(200);
    const staleToken = linkIn('nie-bestaetigt@example.de');
    // 25 days later another sign-up; the first one asks again only after 31 days: its own period restarts.
    now = new Date('2035-03-26T10:00:00Z');
    await signUp('spaet@example.de');

    now = new Date('2035-04-01T10:00:00Z');
    const items = (await admin('GET', '/api/admin/privacy/retention')).json().items;
    expect(items.filter((i: { rule: string }) => i.rule === 'newsletter')).toEqual([
      expect.objectContaining({ table: 'newsletter_subscriber', action: 'delete', label: 'nie-bestaetigt@example.de' }),
    ]);
    const run = await admin('POST', '/api/admin/privacy/retention/run');
    expect(run.json().counts['newsletter_subscriber.delete']).toBe(1);
    expect(await subscribers()).toEqual(['bestaetigt@example.de:confirmed', 'spaet@example.de:pending']);
    // Its consent record went with it; the others' stay.
    const purposes = await readTable(
      t,
      async (db) =>
        (await db.selectFrom('consent').select('record_table').where('purpose', '=', 'newsletter').execute()).length,
    );
    expect(purposes).toBe(2);
    // Its old confirmation link no longer confirms anything.
    expect((await post('/api/public/newsletter/confirm', { token: staleToken })).statusCode).toBe(404);
  });
});
