import { connect } from 'node:net';
import { PASSWORD_MASK } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { closedPort, startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './mail.outbox.ts';

const SMTP_USER = 'studio@example.de';
const SMTP_PASS = 'app-pass-Zq81!xx';

describe(`e-mail settings, test mail and outbox (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let smtp: TestSmtpServer;
  let now = new Date('2026-11-22T10:00:00.000Z');
  const clock = () => now;
  /** Every answer body this test received, checked for the password at the end. */
  const bodies: string[] = [];

  const settings = (port: number, password = SMTP_PASS) => ({
    sender_email: SMTP_USER,
    sender_password: password,
    admin_email: 'owner@example.de',
    smtp_server: '127.0.0.1',
    smtp_port: port,
  });
  async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    bodies.push(res.body);
    return res;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer({ user: SMTP_USER, pass: SMTP_PASS });
    t = await createTestApp(TEST_ADMIN_ENV, { clock, mailWorker: false });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('starts with Gmail defaults, not configured, and needs a password on the first save', async () => {
    const res = await call('GET', '/api/admin/settings/email-notifications');
    expect(res.json()).toEqual({
      sender_email: '',
      sender_password: '',
      admin_email: '',
      smtp_server: 'smtp.gmail.com',
      smtp_port: 587,
      configured: false,
    });
    const test = await call('POST', '/api/admin/settings/test-email');
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ success: false, code: 'mail.not_configured' });
    const noPassword = await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port, ''));
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors[0]).toMatchObject({ path: 'sender_password', code: 'required' });
    const badHost = await call('PUT', '/api/admin/settings/email-notifications', {
      ...settings(smtp.port),
      smtp_server: 'smtp.example.de; rm -rf',
    });
    expect(badHost.statusCode).toBe(422);
  });

  it('stores the password encrypted, answers only the mask, and keeps it when saved empty or masked', async () => {
    const saved = await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...settings(smtp.port), sender_password: PASSWORD_MASK, configured: true });
    const stored = await readTable(t, (db) =>
      db.selectFrom('setting').select('value').where('key', '=', 'email_notifications').executeTakeFirstOrThrow(),
    );
    expect(stored.value).not.toContain(SMTP_PASS);
    expect(JSON.parse(stored.value).sender_password_encrypted).toMatch(/^v1\./);

    for (const kept of ['', PASSWORD_MASK]) {
      const again = await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port, kept));
      expect(again.json().sender_password).toBe(PASSWORD_MASK);
    }
    // The kept password still works: the SMTP server checks it.
    const test = await call('POST', '/api/admin/settings/test-email');
    expect(test.json()).toEqual({ success: true, message: expect.stringContaining('owner@example.de') });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['owner@example.de']);
    expect(mail?.user).toBe(SMTP_USER);
    expect(mail?.subject).toBe('Test-E-Mail / Тестовое письмо');
    expect(mail?.text).toContain('Это тестовое письмо');
    // Plain text with an HTML alternative saying the same.
    expect(mail?.contentType).toMatch(/^multipart\/alternative/);
    expect(mail?.html).toContain('<title>Test-E-Mail / Тестовое письмо</title>');
    expect(mail?.html).toContain('Это тестовое письмо');
  });

  it('reports SMTP failures as success:false with the server’s message, never a 500', async () => {
    await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port, 'wrong-password-1!'));
    const rejected = await call('POST', '/api/admin/settings/test-email');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ success: false, code: 'mail.auth_failed' });
    expect(rejected.json().message).toMatch(/Invalid (login|username or password)/);

    await call('PUT', '/api/admin/settings/email-notifications', settings(await closedPort()));
    const down = await call('POST', '/api/admin/settings/test-email');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      success: false,
      code: 'mail.connection_failed',
      message: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });

  it('stores and answers a booking while SMTP is down, then delivers the notification with backoff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload: BOOKING,
      headers: { cookie: 'lang=ru' },
    });
    expect(res.statusCode).toBe(201);
    const outbox = () => readTable(t, (db) => db.selectFrom('outbox').selectAll().orderBy('recipient').execute());
    // One notification to the owner, one confirmation to the visitor.
    expect((await outbox()).map((r) => r.recipient)).toEqual(['erika@example.de', 'owner@example.de']);
    const ownerRow = async () => (await outbox()).find((r) => r.recipient === 'owner@example.de');

    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 2 });
    let row = await ownerRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, recipient: 'owner@example.de' });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.next_attempt_at).toBe(new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)).toISOString());

    // Not due yet: nothing is tried.
    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0));
    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 2 });
    row = await ownerRow();
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at).toBe(new Date(now.getTime() + (RETRY_DELAYS_MS[1] ?? 0)).toISOString());

    // The server is back.
    await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port));
    now = new Date(now.getTime() + (RETRY_DELAYS_MS[1] ?? 0));
    const before = smtp.mails.length;
    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 2, failed: 0 });
    row = await ownerRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: '' });
    const delivered = smtp.mails.slice(before);
    const mail = delivered.find((m) => m.to.includes('owner@example.de'));
    expect(mail?.subject).toContain('Erika Muster');
    expect(mail?.text).toContain('Hochzeitsfotografie');
    expect(mail?.text).toContain('Samstag, 12. Juni 2027');
    // The visitor's confirmation is in the language she used on the site (the lang cookie).
    const confirmation = delivered.find((m) => m.to.includes('erika@example.de'));
    expect(confirmation?.subject).toBe('Подтвердите вашу заявку на съёмку');
    expect(confirmation?.text).toContain('Дата: 12 июня 2027 г. (суббота)');
    expect(confirmation?.replyTo).toBe('owner@example.de');
    expect(confirmation?.html).toContain('<html lang="ru">');
    expect(confirmation?.html).toContain('12 июня 2027');
    // The details become a table in the HTML part.
    expect(mail?.html).toMatch(
      /<th scope="row"[^>]*>Datum \/ Дата<\/th><td[^>]*>Samstag, 12\. Juni 2027 \/ 12 июня 2027 г\. \(суббота\)<\/td>/,
    );
  });

  it('gives a mail up after the last attempt', async () => {
    await call('PUT', '/api/admin/settings/email-notifications', settings(await closedPort()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: 'A', email: 'a@example.de', message: 'Hallo' },
    });
    expect(res.statusCode).toBe(201);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // The owner's notification and the visitor's confirmation.
      expect((await t.app.mailOutbox.processDue()).failed).toBe(2);
      now = new Date(now.getTime() + 7 * 60 * 60 * 1000);
    }
    const rows = await readTable(t, (db) =>
      db.selectFrom('outbox').selectAll().where('status', '<>', 'sent').execute(),
    );
    expect(rows).toHaveLength(2);
    for (const failed of rows) expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 0 });
    // The clock moved on by two days: the token from the start has expired, sign in again.
    expect((await call('GET', '/api/admin/settings/email-notifications')).statusCode).toBe(401);
    token = await login(t.app);
  });

  it('lists the outgoing mails with their state and reason in codes, keeps the last test, and sends a failed one again', async () => {
    // The mails given up above: failed, because the server could not be reached.
    const activity = await call('GET', '/api/admin/mail/activity');
    expect(activity.statusCode).toBe(200);
    const body = activity.json();
    // The last test (the connection test above) is kept with its reason.
    expect(body.last_test).toMatchObject({ success: false, code: 'mail.connection_failed' });
    const failed = body.mails.filter((m: { state: string }) => m.state === 'failed');
    expect(failed).toHaveLength(2);
    for (const mail of failed) {
      expect(mail).toMatchObject({
        error_code: 'mail.connection_failed',
        attempts: MAX_ATTEMPTS,
        next_attempt_at: null,
      });
      expect(mail).not.toHaveProperty('text_body');
    }
    const sentBefore = body.mails.filter((m: { state: string }) => m.state === 'sent');
    expect(sentBefore.length).toBeGreaterThan(0);
    expect(sentBefore[0].error_code).toBeNull();

    // The server works again: "send again" makes the mail due now, and it goes out.
    expect((await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port))).statusCode).toBe(200);
    const owner = failed.find((m: { recipient: string }) => m.recipient === 'owner@example.de');
    const again = await call('POST', `/api/admin/mail/outbox/${owner.id}/resend`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: owner.id, state: 'queued', attempts: 0 });
    const before = smtp.mails.length;
    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor(before + 1);
    const after = (await call('GET', '/api/admin/mail/activity')).json();
    expect(after.mails.find((m: { id: string }) => m.id === owner.id)).toMatchObject({
      state: 'sent',
      error_code: null,
    });
    const test = await call('POST', '/api/admin/settings/test-email');
    expect(test.json().success).toBe(true);
    expect((await call('GET', '/api/admin/mail/activity')).json().last_test).toMatchObject({
      success: true,
      code: null,
    });

    // A sent mail is not sent twice; an unknown or malformed id is refused.
    const twice = await call('POST', `/api/admin/mail/outbox/${owner.id}/resend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('conflict');
    expect((await call('POST', '/api/admin/mail/outbox/0123456789abcdef01234567/resend')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/mail/outbox/12/resend')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail/activity' })).statusCode).toBe(401);
  });

  it('tells the owner about a new review waiting for approval', async () => {
    expect((await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port))).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/reviews',
      payload: {
        name: 'Olga',
        email: 'olga@example.de',
        rating: 5,
        service: 'wedding',
        text_de: '',
        text_ru: 'Прекрасные фотографии!',
      },
    });
    expect(res.statusCode).toBe(201);
    const before = smtp.mails.length;
    expect((await t.app.mailOutbox.processDue()).sent).toBe(1);
    const [mail] = await smtp.waitFor(before + 1).then((all) => all.slice(before));
    expect(mail?.to).toEqual(['owner@example.de']);
    expect(mail?.subject).toBe('Neue Bewertung / Новый отзыв: Olga, 5/5');
    expect(mail?.text).toContain('Прекрасные фотографии!');
    expect(mail?.replyTo).toBe('olga@example.de');
  });

  it('never lets a visitor add a header or a recipient, and escapes what they wrote in the HTML part', async () => {
    expect((await call('PUT', '/api/admin/settings/email-notifications', settings(smtp.port))).statusCode).toBe(200);
    const injected = 'Eve\r\nBcc: intruder@evil.example\r\nX-Injected: yes';
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const posts = [
      {
        url: '/api/public/booking',
        // Another day than the other tests' booking (whose hold may have run out on the test clock).
        payload: { ...BOOKING, date: '2027-06-19', name: injected, email: 'eve@example.de', message: markup },
      },
      {
        url: '/api/public/contact',
        payload: { name: injected, email: 'eve@example.de', subject: 'Hi\nCc: intruder@evil.example', message: markup },
      },
      {
        url: '/api/public/reviews',
        payload: {
          name: injected,
          email: 'eve@example.de',
          rating: 4,
          service: 'wedding',
          text_de: markup,
          text_ru: '',
        },
      },
    ];
    for (const { url, payload } of posts) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(201);
    }
    const before = smtp.mails.length;
    // Booking and contact: owner + visitor each; review: owner only.
    expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 5, failed: 0 });
    const mails = (await smtp.waitFor(before + 5)).slice(before);
    for (const mail of mails) {
      expect(['owner@example.de', 'eve@example.de']).toEqual(expect.arrayContaining(mail.to));
      expect(mail.to).toHaveLength(1);
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toMatch(/<img/i);
    }
    const owner = mails.filter((m) => m.to[0] === 'owner@example.de');
    expect(owner).toHaveLength(3);
    for (const mail of owner) {
      expect(mail.subject).toContain('Eve Bcc: intruder@evil.example X-Injected: yes');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.text).toContain(markup);
    }
  });

  it('never shows the SMTP password in any answer or log line', async () => {
    bodies.push((await call('GET', '/api/admin/settings/email-notifications')).body);
    for (const body of bodies) expect(body).not.toContain(SMTP_PASS);
    for (const body of bodies) expect(body).not.toContain('wrong-password-1!');
    const logs = t.logs.join('');
    expect(logs).not.toContain(SMTP_PASS);
    expect(logs).not.toContain('wrong-password-1!');
  });
});

/** Resolves when something accepts a TCP connection on the loopback port, rejects with the error otherwise. */
function probe(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

describe(`the SMTP server goes down and comes back on the same port (${TEST_DB})`, () => {
  it('stores and answers the booking while it is down, retries with backoff, delivers both mails once it is back and due', async () => {
    let now = new Date('2026-11-22T10:00:00.000Z');
    const first = await startSmtpServer({ user: SMTP_USER, pass: SMTP_PASS });
    const { port } = first;
    const t = await createTestApp(TEST_ADMIN_ENV, { clock: () => now, mailWorker: false });
    let second: TestSmtpServer | undefined;
    let firstRunning = true;
    try {
      const headers = bearer(await login(t.app));
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/email-notifications',
        headers,
        payload: {
          sender_email: SMTP_USER,
          sender_password: SMTP_PASS,
          admin_email: 'owner@example.de',
          smtp_server: '127.0.0.1',
          smtp_port: port,
        },
      });
      expect(saved.statusCode).toBe(200);
      // The settings reach this very server.
      const test = await t.app.inject({ method: 'POST', url: '/api/admin/settings/test-email', headers });
      expect(test.json().success).toBe(true);
      expect((await first.waitFor(1))[0]?.to).toEqual(['owner@example.de']);

      // The server stops: nothing listens on its port any more.
      await first.close();
      firstRunning = false;
      await expect(probe(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/booking',
        payload: BOOKING,
        headers: { cookie: 'lang=de' },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().id as string;
      const stored = await readTable(t, (db) =>
        db.selectFrom('booking_request').selectAll().where('id', '=', id).executeTakeFirst(),
      );
      expect(stored).toMatchObject({ name: 'Erika Muster', email: 'erika@example.de', date: '2027-06-12' });
      const outbox = () => readTable(t, (db) => db.selectFrom('outbox').selectAll().orderBy('recipient').execute());
      expect((await outbox()).map((r) => [r.recipient, r.status])).toEqual([
        ['erika@example.de', 'pending'],
        ['owner@example.de', 'pending'],
      ]);

      // Two failed attempts, each rescheduled by the backoff table.
      expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 2 });
      for (const row of await outbox()) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.last_error).toMatch(/ECONNREFUSED/);
        expect(row.next_attempt_at).toBe(new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)).toISOString());
      }
      now = new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0));
      expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 2 });
      const retryAt = new Date(now.getTime() + (RETRY_DELAYS_MS[1] ?? 0));
      for (const row of await outbox()) {
        expect(row).toMatchObject({ status: 'pending', attempts: 2 });
        expect(row.next_attempt_at).toBe(retryAt.toISOString());
      }

      // A new server on the same port. The mails wait for their next attempt...
      second = await startSmtpServer({ user: SMTP_USER, pass: SMTP_PASS }, { port });
      expect(second.port).toBe(port);
      await probe(port);
      now = new Date(retryAt.getTime() - 1000);
      expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 0 });
      expect(second.mails).toEqual([]);
      // ...and arrive once it is due, signed in with the stored password.
      now = retryAt;
      expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 2, failed: 0 });
      const mails = await second.waitFor(2);
      expect(mails).toHaveLength(2);
      const owner = mails.find((m) => m.to.includes('owner@example.de'));
      expect(owner?.user).toBe(SMTP_USER);
      expect(owner?.subject).toContain('Erika Muster');
      expect(owner?.text).toContain('Samstag, 12. Juni 2027');
      expect(owner?.replyTo).toBe('erika@example.de');
      const confirmation = mails.find((m) => m.to.includes('erika@example.de'));
      expect(confirmation?.subject).toBe('Bitte bestätigen Sie Ihre Buchungsanfrage');
      expect(confirmation?.text).toContain('Samstag, 12. Juni 2027');
      for (const row of await outbox()) {
        expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: '', sent_at: retryAt.toISOString() });
      }
      // Sent once: later runs send nothing again.
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      expect(await t.app.mailOutbox.processDue()).toEqual({ sent: 0, failed: 0 });
      expect(second.mails).toHaveLength(2);
    } finally {
      await t.close();
      if (firstRunning) await first.close();
      await second?.close();
    }
  });
});

describe(`the background sender started by buildApp (${TEST_DB})`, () => {
  it('delivers a queued notification without being asked, and stops on close', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp(TEST_ADMIN_ENV);
    try {
      const token = await login(t.app);
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/email-notifications',
        headers: bearer(token),
        payload: {
          sender_email: 'site@example.de',
          sender_password: 'x-Secret-1!',
          admin_email: 'owner@example.de',
          smtp_server: '127.0.0.1',
          smtp_port: smtp.port,
        },
      });
      expect(saved.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload: {
          name: 'Max',
          email: 'max@example.de',
          message: 'Bitte um Rückruf',
          phone: '0170 1',
          subject: 'Termin',
        },
      });
      expect(res.statusCode).toBe(201);
      const mails = await smtp.waitFor(2);
      const mail = mails.find((m) => m.to.includes('owner@example.de'));
      expect(mail?.to).toEqual(['owner@example.de']);
      expect(mail?.subject).toBe('Neue Nachricht / Новое сообщение: Max');
      expect(mail?.text).toContain('Bitte um Rückruf');
      expect(mail?.text).toContain('max@example.de');
      expect(mail?.replyTo).toBe('max@example.de');
      const confirmation = mails.find((m) => m.to.includes('max@example.de'));
      expect(confirmation?.subject).toBe('Ihre Nachricht ist angekommen');
      // The visitor's confirmation never repeats what they typed (issue 22, spam relay).
      expect(confirmation?.text).not.toContain('Bitte um Rückruf');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
