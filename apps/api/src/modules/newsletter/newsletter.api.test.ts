import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { NEWSLETTER_PENDING } from './newsletter.service.ts';

/**
 * Issue 20 item 5: the newsletter with double opt-in, read at a real SMTP server on loopback:
 * sign-up, the confirmation link, the unsubscribe link, the owner's list and CSV.
 */
describe(`newsletter with double opt-in (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let ip = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.88.0.${++ip}` });
  const admin = (method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: bearer(token) });
  async function mailsTo(address: string, count: number) {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    const mails = smtp.mails.filter((m) => m.to.includes(address));
    expect(mails.length, address).toBe(count);
    return mails;
  }
  const linkIn = (text: string, param: string) => {
    const match = new RegExp(`(http\\S+\\?${param}=([A-Za-z0-9_-]+))`).exec(text);
    return { url: match?.[1] ?? '', token: match?.[2] ?? '' };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ PUBLIC_URL: 'https://fotos.example.de' }, { mailWorker: false });
    token = await adminToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email-notifications',
      headers: bearer(token),
      payload: testMailSettings(smtp.port),
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('signs up pending, confirms through the mailed link, and unsubscribes through the link of the welcome mail', async () => {
    const signup = await post(
      '/api/public/newsletter',
      { email: ' Anna@Example.DE ', consent: true },
      { 'content-language': 'ru' },
    );
    expect(signup.statusCode).toBe(201);
    const stats = async () =>
      (await admin('GET', '/api/admin/dashboard/stats')).json().newsletter_subscribers as number;
    // Pending: listed, not counted, nothing sent but the confirmation (in the visitor's language).
    const pending = (await admin('GET', '/api/admin/newsletter/subscribers?status=pending')).json();
    expect(pending).toEqual([
      expect.objectContaining({ email: 'anna@example.de', lang: 'ru', status: 'pending', confirmed_at: null }),
    ]);
    expect(pending[0].consent_version).toMatch(/^[0-9a-f]{24}$/);
    expect(await stats()).toBe(0);
    const [confirmation] = await mailsTo('anna@example.de', 1);
    expect(confirmation?.subject).toBe('Подтвердите подписку на рассылку');
    const confirm = linkIn(confirmation?.text ?? '', 'confirm');
    expect(confirm.url).toMatch(/^https:\/\/fotos\.example\.de\/ru\/newsletter\?confirm=/);
    // Only a hash of the token is stored.
    const row = await readTable(t, (db) =>
      db.selectFrom('newsletter_subscriber').selectAll().executeTakeFirstOrThrow(),
    );
    expect(JSON.stringify(row)).not.toContain(confirm.token);

    const confirmed = await post('/api/public/newsletter/confirm', { token: confirm.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await stats()).toBe(1);
    const listed = (await admin('GET', '/api/admin/newsletter/subscribers?status=confirmed')).json();
    expect(listed[0]).toMatchObject({ email: 'anna@example.de', status: 'confirmed' });
    expect(Date.parse(listed[0].confirmed_at)).not.toBeNaN();
    // The link works once.
    expect((await post('/api/public/newsletter/confirm', { token: confirm.token })).statusCode).toBe(404);

    const [, welcome] = await mailsTo('anna@example.de', 2);
    expect(welcome?.subject).toBe('Подписка на рассылку подтверждена');
    const unsubscribe = linkIn(welcome?.text ?? '', 'unsubscribe');
    expect(unsubscribe.url).toMatch(/\/ru\/newsletter\?unsubscribe=/);

    const csv = await admin('GET', '/api/admin/newsletter/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain('email,lang,confirmed_at,consent_version');
    expect(csv.body).toContain('anna@example.de,ru,');

    const gone = await post('/api/public/newsletter/unsubscribe', { token: unsubscribe.token });
    expect(gone.json()).toEqual({ status: 'unsubscribed' });
    expect(await stats()).toBe(0);
    expect((await admin('GET', '/api/admin/newsletter/subscribers.csv')).body).not.toContain('anna@example.de');
    // Unsubscribing twice is fine; an unknown link is a clear 404, a malformed one a 422.
    expect((await post('/api/public/newsletter/unsubscribe', { token: unsubscribe.token })).statusCode).toBe(200);
    expect((await post('/api/public/newsletter/unsubscribe', { token: 'x'.repeat(32) })).json().code).toBe('not_found');
    expect((await post('/api/public/newsletter/confirm', { token: '<script>' })).statusCode).toBe(422);
  });

  it('answers alike for a known address, needs the consent, and never mails a confirmed subscriber again', async () => {
    const email = 'boris@example.de';
    expect((await post('/api/public/newsletter', { email, consent: false })).statusCode).toBe(422);
    expect((await post('/api/public/newsletter', { email })).json().errors[0]).toMatchObject({ path: 'consent' });
    expect((await post('/api/public/newsletter', { email: 'kein-mail', consent: true })).statusCode).toBe(422);
    const first = await post('/api/public/newsletter', { email, consent: true });
    const [mail] = await mailsTo(email, 1);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    await post('/api/public/newsletter/confirm', { token: linkIn(mail?.text ?? '', 'confirm').token });
    await mailsTo(email, 2);
    const again = await post('/api/public/newsletter', { email: 'BORIS@example.de', consent: true });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(first.json().message);
    await mailsTo(email, 2);
    // The very same answer for a new, a pending and a confirmed address, with or without an
    // Idempotency-Key: no row id (whose time part would tell since when the address is subscribed).
    const pendingAgain = await post('/api/public/newsletter', { email: 'neu.boris@example.de', consent: true });
    const brandNew = await t.app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: 'ganz.neu@example.de', consent: true },
      headers: { 'idempotency-key': 'signup-1' },
      remoteAddress: '10.66.0.99',
    });
    const keyedKnown = await t.app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email, consent: true },
      headers: { 'idempotency-key': 'signup-2' },
      remoteAddress: '10.66.0.99',
    });
    for (const res of [first, again, pendingAgain, brandNew, keyedKnown]) {
      expect(res.statusCode).toBe(201);
      expect(res.body).toBe(first.body);
      expect(res.json()).toEqual({ message: NEWSLETTER_PENDING });
    }

    const id = (await admin('GET', '/api/admin/newsletter/subscribers'))
      .json()
      .find((s: { email: string }) => s.email === email).id;
    expect((await admin('DELETE', `/api/admin/newsletter/subscribers/${id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/newsletter/subscribers/${id}`)).statusCode).toBe(404);
    for (const url of ['/api/admin/newsletter/subscribers', '/api/admin/newsletter/subscribers.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
