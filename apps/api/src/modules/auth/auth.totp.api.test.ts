import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/** Each sign-in runs a full scrypt (about 0.5 s, more on a busy machine). */
const SLOW = 90_000;

describe(`the optional second factor (TOTP) (${TEST_DB})`, () => {
  let t: TestApp;
  let now = new Date('2026-11-27T10:00:00.000Z');
  const clock = () => now;
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let token: string;
  let secret = '';
  /** The code an authenticator app shows now (or `offset` steps away). */
  const codeNow = (offset = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: now.getTime() + offset * 30_000,
    });
  const signIn = (body: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, ...body },
      remoteAddress,
    });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(TEST_ADMIN_ENV, { clock, mailWorker: false });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'is set up with the current password, confirmed by a first code, and stored encrypted',
    async () => {
      expect((await call('GET', '/api/admin/settings/2fa')).json()).toEqual({ enabled: false });
      const wrong = await call('POST', '/api/admin/settings/2fa/setup', { currentPassword: 'nicht-es' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('auth.wrong_current_password');

      const setup = await call('POST', '/api/admin/settings/2fa/setup', { currentPassword: TEST_ADMIN.password });
      expect(setup.statusCode).toBe(200);
      const body = setup.json();
      secret = body.secret;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(body.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
      expect(body.uri).toContain('issuer=');
      expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      // Not active before it is confirmed: sign-in needs no code yet.
      expect((await signIn({}, '10.9.0.1')).statusCode).toBe(200);

      const bad = await call('POST', '/api/admin/settings/2fa/enable', {
        code: '000000' === codeNow() ? '111111' : '000000',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].path).toBe('code');
      expect((await call('POST', '/api/admin/settings/2fa/enable', { code: 'abc' })).statusCode).toBe(422);
      // A session begun with the password alone (another browser, or a stolen token).
      const other = (await signIn({}, '10.9.0.2')).json().access_token as string;
      const before = token;
      const on = await call('POST', '/api/admin/settings/2fa/enable', { code: codeNow() });
      expect(on.json()).toEqual({ enabled: true, access_token: expect.any(String) });
      // Every earlier session ends; the one that turned it on goes on with the fresh token.
      const verify = (auth: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(auth) });
      expect((await verify(other)).json()).toMatchObject({ code: 'auth.session_expired' });
      expect((await verify(before)).statusCode).toBe(401);
      token = on.json().access_token;
      expect((await verify(token)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/settings/2fa')).json()).toEqual({ enabled: true });

      const row = await readTable(t, (db) => db.selectFrom('admin_user').selectAll().executeTakeFirstOrThrow());
      expect(row.totp_secret).not.toBe('');
      expect(row.totp_secret).not.toContain(secret);
      expect(row.totp_pending).toBe('');
      expect(t.logs.join('')).not.toContain(secret);
    },
    SLOW,
  );

  it(
    'asks a right password for the code, takes each code once, and counts wrong codes as failures',
    async () => {
      // The right password alone: asked for the code, not a failure (six times, no lock).
      for (let i = 0; i < 6; i++) {
        const asked = await signIn({}, '10.9.1.1');
        expect(asked.statusCode).toBe(401);
        expect(asked.json().code).toBe('auth.totp_required');
      }
      // A wrong password is still just a wrong password (nothing about the code is revealed).
      const wrongPassword = await signIn({ password: 'Falsch-123!', code: codeNow() }, '10.9.1.2');
      expect(wrongPassword.json().code).toBe('auth.invalid_credentials');

      // The code used to confirm the setup was this step's: it does not sign in again.
      const reused = await signIn({ code: codeNow() }, '10.9.1.1');
      expect(reused.statusCode).toBe(401);
      expect(reused.json().code).toBe('auth.totp_invalid');
      later(30);
      const ok = await signIn({ code: `${codeNow().slice(0, 3)} ${codeNow().slice(3)}` }, '10.9.1.1');
      expect(ok.statusCode).toBe(200);
      expect(ok.json().access_token).toBeTypeOf('string');
      // The same code a second time: refused (someone who saw it cannot use it).
      expect((await signIn({ code: codeNow() }, '10.9.1.3')).json().code).toBe('auth.totp_invalid');
      // A code from two minutes ago is too old.
      later(30);
      expect((await signIn({ code: codeNow(-4) }, '10.9.1.3')).json().code).toBe('auth.totp_invalid');

      // Wrong codes count like wrong passwords: two failures since the last success, three more and
      // the account is locked for unknown devices (ADR 015), even with the right code.
      for (const ip of ['10.9.2.1', '10.9.2.3', '10.9.2.4']) {
        expect((await signIn({ code: '999999' }, ip)).json().code).toBe('auth.totp_invalid');
      }
      const locked = await signIn({ code: codeNow() }, '10.9.2.2');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('auth.locked');
      later(15 * 60 + 1);
    },
    SLOW,
  );

  it(
    'is replaced only with the password AND a current code of the active secret',
    async () => {
      later(30);
      const passwordOnly = await call('POST', '/api/admin/settings/2fa/setup', {
        currentPassword: TEST_ADMIN.password,
      });
      expect(passwordOnly.statusCode).toBe(422);
      expect(passwordOnly.json().errors[0]).toMatchObject({ path: 'code', code: 'required' });
      const wrongCode = await call('POST', '/api/admin/settings/2fa/setup', {
        currentPassword: TEST_ADMIN.password,
        code: codeNow() === '000000' ? '111111' : '000000',
      });
      expect(wrongCode.statusCode).toBe(422);
      expect(wrongCode.json().errors[0]).toMatchObject({ path: 'code', code: 'invalid_value' });
      const wrongPassword = await call('POST', '/api/admin/settings/2fa/setup', {
        currentPassword: 'nicht-es',
        code: codeNow(),
      });
      expect(wrongPassword.json().code).toBe('auth.wrong_current_password');
      const replaced = await call('POST', '/api/admin/settings/2fa/setup', {
        currentPassword: TEST_ADMIN.password,
        code: codeNow(),
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().secret).not.toBe(secret);
      // Until the new one is confirmed the old secret stays the active one.
      const row = await readTable(t, (db) => db.selectFrom('admin_user').selectAll().executeTakeFirstOrThrow());
      expect(row.totp_pending).not.toBe('');
      later(30);
      const oldSecret = secret;
      secret = replaced.json().secret;
      const next = await call('POST', '/api/admin/settings/2fa/enable', { code: codeNow() });
      expect(next.json()).toEqual({ enabled: true, access_token: expect.any(String) });
      token = next.json().access_token;
      expect(oldSecret).not.toBe(secret);
    },
    SLOW,
  );

  it(
    'is turned off with the password and a current code; then the password alone signs in',
    async () => {
      later(30);
      const noCode = await call('POST', '/api/admin/settings/2fa/disable', {
        currentPassword: TEST_ADMIN.password,
        code: '123',
      });
      expect(noCode.statusCode).toBe(422);
      const wrongCode = await call('POST', '/api/admin/settings/2fa/disable', {
        currentPassword: TEST_ADMIN.password,
        code: codeNow() === '000000' ? '111111' : '000000',
      });
      expect(wrongCode.statusCode).toBe(422);
      expect(wrongCode.json().errors[0].path).toBe('code');
      const off = await call('POST', '/api/admin/settings/2fa/disable', {
        currentPassword: TEST_ADMIN.password,
        code: codeNow(),
      });
      expect(off.json()).toEqual({ enabled: false, access_token: expect.any(String) });
      // Turning it off ends the other sessions too; this one goes on.
      const stale = token;
      token = off.json().access_token;
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(stale) })).statusCode).toBe(
        401,
      );
      expect((await call('GET', '/api/admin/settings/2fa')).json()).toEqual({ enabled: false });
      expect((await signIn({}, '10.9.3.1')).statusCode).toBe(200);
      for (const url of [
        '/api/admin/settings/2fa/setup',
        '/api/admin/settings/2fa/enable',
        '/api/admin/settings/2fa/disable',
      ]) {
        expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
      }
    },
    SLOW,
  );
});
