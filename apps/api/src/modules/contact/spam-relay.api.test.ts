import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { CONFIRMATIONS_PER_DAY } from '../mail/mail.service.ts';

const OWNER = 'owner@example.de';

/**
 * Issue 22, spam relay: the public forms must not let anyone mail a stranger's address with their
 * own words from the owner's account. Confirmations carry a fixed text and are capped per mailbox.
 * Every mail is delivered to a real SMTP server on loopback and read there.
 */
describe(`public forms are no spam relay (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date();
  let ip = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.77.${Math.floor(++ip / 200)}.${ip % 200}` });
  const contact = async (email: string, message = 'Hallo') => {
    const res = await post('/api/public/contact', { name: 'Erika', email, message });
    expect(res.statusCode).toBe(201);
  };
  /** Delivers everything due through the real SMTP server; the mails it received, per recipient. */
  async function deliver() {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    return (...addresses: string[]) => {
      const wanted = addresses.map((a) => a.toLowerCase());
      return smtp.mails.filter((m) => m.to.some((a) => wanted.includes(a.toLowerCase())));
    };
  }
  async function stored(email: string) {
    const token = await adminToken(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/forms/contacts?limit=500',
      headers: bearer(token),
    });
    return (res.json() as { email: string }[]).filter((c) => c.email === email).length;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({}, { mailWorker: false, clock: () => now });
    const token = await adminToken(t);
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

  it('confirms with a fixed text: nothing of the name, message or links the sender typed reaches the inbox', async () => {
    const spam =
      'Cheap pills at https://spam.example/buy and <a href="https://evil.example">here</a> www.pills.example';
    const victim = 'victim@example.org';
    const contactRes = await post('/api/public/contact', {
      name: 'Click https://spam.example',
      email: victim,
      subject: 'Pills https://evil.example/s',
      phone: 'spam.example',
      message: spam,
    });
    expect(contactRes.statusCode).toBe(201);
    const booking = await post('/api/public/booking', {
      ...BOOKING,
      service: 'restoration',
      tariff: '',
      name: 'Visit spam.example now',
      email: victim,
      message: spam,
    });
    expect(booking.statusCode).toBe(201);
    const review = await post('/api/public/reviews', {
      name: 'Review https://spam.example',
      email: victim,
      rating: 5,
      service: 'wedding',
      text_de: spam,
      text_ru: '',
    });
    expect(review.statusCode).toBe(201);

    const to = await deliver();
    // Contact and booking confirm; a review sends the visitor nothing.
    expect(to(victim)).toHaveLength(2);
    for (const mail of to(victim)) {
      const seen = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(seen).not.toMatch(/spam\.example|evil\.example|pills|Click|Visit|Review/i);
      // The only link is the site's own (the booking's confirmation link, ADR 038).
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/\/booking\/confirm\?token=/);
      expect(mail.replyTo).toBe(OWNER);
    }
    // The owner still reads everything.
    expect(to(OWNER).filter((m) => m.text.includes('Cheap pills at https://spam.example/buy'))).toHaveLength(3);
  });

  it(`delivers at most ${CONFIRMATIONS_PER_DAY} confirmations a day to one address; the 4th and 5th messages are stored and reach the owner`, async () => {
    const address = 'flooded@example.org';
    for (let i = 0; i < CONFIRMATIONS_PER_DAY + 2; i++) await contact(address, `Flut-Nachricht ${i}`);
    const to = await deliver();
    expect(to(address)).toHaveLength(CONFIRMATIONS_PER_DAY);
    expect(to(OWNER).filter((m) => m.text.includes('Flut-Nachricht'))).toHaveLength(CONFIRMATIONS_PER_DAY + 2);
    expect(await stored(address)).toBe(CONFIRMATIONS_PER_DAY + 2);
  });

  it('counts spellings of one mailbox together (case, +tags, Gmail dots)', async () => {
    const spellings = [
      'Variant@Example.org',
      'variant+1@example.org',
      'VARIANT+spam@EXAMPLE.ORG',
      'variant@example.org',
      'vAriant+2@example.Org',
    ];
    for (const address of spellings) await contact(address);
    const gmail = ['john.doe@gmail.com', 'johndoe@gmail.com', 'J.O.H.N.Doe@googlemail.com', 'johndoe+x@gmail.com'];
    for (const address of gmail) await contact(address);
    const to = await deliver();
    expect(to(...spellings)).toHaveLength(CONFIRMATIONS_PER_DAY);
    expect(to(...gmail)).toHaveLength(CONFIRMATIONS_PER_DAY);
    // Each confirmation goes to the address as it was typed (the domain's case aside).
    expect(to(...spellings).map((m) => m.to[0]?.toLowerCase())).toEqual(
      spellings.slice(0, CONFIRMATIONS_PER_DAY).map((a) => a.toLowerCase()),
    );
  });

  it('holds the cap for parallel submissions', async () => {
    const address = 'parallel@example.org';
    await Promise.all(Array.from({ length: 12 }, (_, i) => contact(address, `Parallel ${i}`)));
    const to = await deliver();
    expect(to(address)).toHaveLength(CONFIRMATIONS_PER_DAY);
    expect(await stored(address)).toBe(12);
  });

  it('keeps the count across a restart and lets the address have confirmations again after 24 hours', async () => {
    const address = 'restart@example.org';
    for (let i = 0; i < CONFIRMATIONS_PER_DAY; i++) await contact(address);
    // A new process on the same database.
    await t.app.close();
    const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    t.app = await buildApp(t.config, { web: 'none', mailWorker: false, clock: () => now, logStream: discard });
    await contact(address);
    let to = await deliver();
    expect(to(address)).toHaveLength(CONFIRMATIONS_PER_DAY);
    expect(await stored(address)).toBe(CONFIRMATIONS_PER_DAY + 1);

    now = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
    await contact(address);
    to = await deliver();
    expect(to(address)).toHaveLength(CONFIRMATIONS_PER_DAY + 1);
  });
});
