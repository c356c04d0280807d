import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';

const PUBLIC_URL = 'https://foto.example.de';

describe(`password reset (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let database: DatabaseHandle;
  let now = new Date('2026-11-22T08:00:00.000Z');
  const clock = () => now;
  let ip = 0;
  const post = (url: string, payload: object, remoteAddress = `10.7.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const requestReset = (email: string) => post('/api/auth/password-reset-request', { email });
  const reset = (token: string, newPassword: string) => post('/api/auth/password-reset', { token, newPassword });

  /** Delivers the outbox and returns the token of the newest reset mail. */
  async function deliveredToken(): Promise<{
    token: string;
    to: string[];
    text: string;
    html: string;
    subject: string;
  }> {
    const before = smtp.mails.length;
    expect((await t.app.mailOutbox.processDue()).sent).toBe(1);
    const mail = smtp.mails[before];
    const link = /https:\/\/foto\.example\.de\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    return {
      token: link?.[1] ?? '',
      to: mail?.to ?? [],
      text: mail?.text ?? '',
      html: mail?.html ?? '',
      subject: mail?.subject ?? '',
    };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ ...TEST_ADMIN_ENV, PUBLIC_URL }, { clock, mailWorker: false });
    database = openDatabase(t.config.database);
    const token = await login(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email-notifications',
      headers: bearer(token),
      payload: {
        sender_email: 'site@example.de',
        sender_password: 'smtp-Secret-1!',
        admin_email: 'Owner@Example.de',
        smtp_server: '127.0.0.1',
        smtp_port: smtp.port,
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
    await smtp.close();
  });

  it('answers the same for any address and mails only the admin’s (settings admin e-mail, any case)', async () => {
    const unknown = await requestReset('someone@example.de');
    expect(unknown.statusCode).toBe(200);
    expect(await database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('password_reset_token').selectAll().execute()).toEqual([]);

    const known = await requestReset('owner@EXAMPLE.de');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBeTypeOf('string');

    const mail = await deliveredToken();
    expect(mail.to.map((a) => a.toLowerCase())).toEqual(['owner@example.de']);
    expect(mail.subject).toBe('Passwort zurücksetzen / Сброс пароля');
    expect(mail.text).toContain('neues Passwort');
    expect(mail.text).toContain('новый пароль');
    // The HTML part carries the same link, clickable.
    expect(mail.html).toContain(`<a href="https://foto.example.de/admin/reset-password?token=${mail.token}"`);

    // Only the SHA-256 of the token is stored; the token appears in no log line.
    const rows = await database.db.selectFrom('password_reset_token').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(mail.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(mail.token);
    expect(rows[0]?.expires_at).toBe(new Date(now.getTime() + 60 * 60 * 1000).toISOString());
    expect(t.logs.join('')).not.toContain(mail.token);
  });

  it('sets the new password once: rules checked, token used up, earlier sessions revoked', async () => {
    const session = await login(t.app);
    await requestReset('owner@example.de');
    const { token } = await deliveredToken();

    const weak = await reset(token, 'kurz');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail).toBe('Пароль должен содержать минимум 8 символов');

    const ok = await reset(token, 'Neu-Passw0rt!');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBeTypeOf('string');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    expect(await login(t.app, 'Neu-Passw0rt!')).toBeTypeOf('string');
    const old = await post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Noch-Neuer1!');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBeTypeOf('string');
    expect(t.logs.join('')).not.toContain(token);
  }, 60_000);

  it('refuses an unknown or expired token, and matches the admin account’s own e-mail too', async () => {
    expect((await reset('no-such-token', 'Neu-Passw0rt!')).statusCode).toBe(400);

    await database.db.updateTable('admin_user').set({ email: 'admin@studio.example' }).execute();
    await requestReset('Admin@Studio.example');
    const { token, to } = await deliveredToken();
    expect(to.map((a) => a.toLowerCase())).toEqual(['admin@studio.example']);
    now = new Date(now.getTime() + 60 * 60 * 1000 + 1000);
    const expired = await reset(token, 'Spaeter-Passw0rt!');
    expect(expired.statusCode).toBe(400);
  });

  it('limits reset requests per IP: 5 per 15 minutes, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post('/api/auth/password-reset-request', { email: 'x@example.de' }, '10.6.0.1');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);

    const resets: number[] = [];
    for (let i = 0; i < 6; i++) {
      resets.push((await post('/api/auth/password-reset', { token: 'nope', newPassword: 'x' }, '10.6.0.2')).statusCode);
    }
    expect(resets.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(resets[5]).toBe(429);
  });

  it('validates the request body', async () => {
    expect((await requestReset('not-an-email')).statusCode).toBe(422);
    expect((await post('/api/auth/password-reset', { newPassword: 'Neu-Passw0rt!' })).statusCode).toBe(422);
  });
});
