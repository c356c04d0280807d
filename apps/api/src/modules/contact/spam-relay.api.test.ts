import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { CONFIRMATIONS_PER_DAY } from '../mail/mail.service.ts';

/**
 * Issue 22, spam relay: the public forms must not let anyone mail a stranger's address with their
 * own words from the owner's account. Confirmations carry a fixed text and are capped per address.
 */
describe(`public forms are no spam relay (${TEST_DB})`, () => {
  let t: TestApp;
  let ip = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.77.0.${++ip}` });
  const outbox = () => readTable(t, (db) => db.selectFrom('outbox').selectAll().orderBy('created_at').execute());

  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    const token = await adminToken(t);
    const settings = {
      sender_email: 'studio@example.de',
      sender_password: 'app-pass-Zq81!xx',
      admin_email: 'owner@example.de',
      smtp_server: '127.0.0.1',
      smtp_port: 2525,
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email-notifications',
      headers: bearer(token),
      payload: settings,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('confirms with a fixed text: nothing of the name, message or links the sender typed', async () => {
    const spam = 'Cheap pills at https://spam.example/buy and <a href="https://evil.example">here</a>';
    const victim = 'victim@example.org';
    expect(
      (await post('/api/public/contact', { name: 'Click https://spam.example', email: victim, message: spam }))
        .statusCode,
    ).toBe(201);
    const booking = await post('/api/public/booking', {
      ...BOOKING,
      service: 'restoration',
      tariff: '',
      name: 'Visit spam.example now',
      email: victim,
      message: spam,
    });
    expect(booking.statusCode).toBe(201);
    const toVictim = (await outbox()).filter((m) => m.recipient === victim);
    expect(toVictim).toHaveLength(2);
    for (const mail of toVictim) {
      expect(`${mail.subject}\n${mail.text_body}`).not.toMatch(/spam\.example|evil\.example|pills|Click|Visit/);
    }
    // The owner still reads everything.
    const owner = (await outbox()).filter((m) => m.recipient === 'owner@example.de');
    expect(owner.some((m) => m.text_body.includes('Cheap pills'))).toBe(true);
  });

  it(`sends one address at most ${CONFIRMATIONS_PER_DAY} confirmations a day; further messages are still stored`, async () => {
    const address = 'flooded@example.org';
    for (let i = 0; i < CONFIRMATIONS_PER_DAY + 2; i++) {
      expect(
        (await post('/api/public/contact', { name: `N${i}`, email: address, message: `Nachricht ${i}` })).statusCode,
      ).toBe(201);
    }
    const mails = await outbox();
    expect(mails.filter((m) => m.recipient === address)).toHaveLength(CONFIRMATIONS_PER_DAY);
    const owner = mails.filter((m) => m.recipient === 'owner@example.de' && m.text_body.includes('Nachricht 4'));
    expect(owner).toHaveLength(1);
    const token = await adminToken(t);
    const stored = (
      await t.app.inject({ method: 'GET', url: '/api/admin/forms/contacts?limit=500', headers: bearer(token) })
    ).json() as { email: string }[];
    expect(stored.filter((c) => c.email === address)).toHaveLength(CONFIRMATIONS_PER_DAY + 2);
  });
});
