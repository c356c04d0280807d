import { PASSWORD_MESSAGES } from '@app/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../db/database.ts';
import { createTokenService, SESSION_MAX_SECONDS, TOKEN_LIFETIME_SECONDS } from './auth.tokens.ts';

const LOGIN_FAILED = { detail: 'Incorrect username or password', code: 'auth.invalid_credentials' };
/** Each sign-in runs a full scrypt (about 0.5 s, more on a busy machine). */
const SCRYPT_HEAVY = 60_000;

async function adminRow(t: TestApp) {
  const database = openDatabase(t.config.database);
  try {
    return await database.db.selectFrom('admin_user').selectAll().executeTakeFirstOrThrow();
  } finally {
    await database.close();
  }
}

describe(`admin seeder (${TEST_DB})`, () => {
  it(
    'generates a strong password when none is configured and logs it once, at creation only',
    async () => {
      const t = await createTestApp({}, { mailWorker: false });
      try {
        const lines = t.logs.map((line) => JSON.parse(line)).filter((l) => /ADMIN ACCOUNT CREATED/.test(l.msg));
        expect(lines).toHaveLength(1);
        expect(lines[0].level).toBe(40); // warn
        const password = /generated password: (\S+)/.exec(lines[0].msg)?.[1] ?? '';
        expect(password).toMatch(/^(?=.*[0-9])(?=.*[!@#$%^&*]).{20,}$/);
        const row = await adminRow(t);
        expect(row.username).toBe('admin');
        expect(row.password_hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
        expect(row.password_hash).not.toContain(password);
        expect(await login(t.app, password)).toBeTypeOf('string');

        // A restart on the same database creates nothing and logs no password again.
        const { buildApp } = await import('../../app.ts');
        const logs: string[] = [];
        const { Writable } = await import('node:stream');
        const again = await buildApp(t.config, {
          web: 'none',
          mailWorker: false,
          logStream: new Writable({
            write(chunk, _e, cb) {
              logs.push(String(chunk));
              cb();
            },
          }),
        });
        await again.close();
        expect(logs.join('')).not.toContain('ADMIN ACCOUNT CREATED');
        expect(logs.join('')).not.toContain(password);
        expect((await adminRow(t)).password_hash).toBe(row.password_hash);
      } finally {
        await t.close();
      }
    },
    SCRYPT_HEAVY,
  );
});

describe(`sign-in, tokens and the guard (${TEST_DB})`, () => {
  let t: TestApp;
  let now = new Date();
  const clock = () => now;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const attempt = (password: string, remoteAddress: string, username: string = TEST_ADMIN.username) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(TEST_ADMIN_ENV, { clock, mailWorker: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the configured admin and stores only a scrypt hash', async () => {
    const row = await adminRow(t);
    expect(row.username).toBe(TEST_ADMIN.username);
    expect(row.password_hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(t.logs.join('')).not.toContain(TEST_ADMIN.password);
  });

  it('signs in, verifies the token and logs the outcome without the password', async () => {
    const res = await attempt(TEST_ADMIN.password, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const verify = await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(body.access_token) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true, username: 'admin' });
    const entry = t.logs.map((l) => JSON.parse(l)).find((l) => l.outcome === 'success');
    expect(entry).toMatchObject({ username: 'admin', ip: '10.0.0.1', outcome: 'success' });
    expect(t.logs.join('')).not.toContain(TEST_ADMIN.password);
  });

  it(
    'answers a wrong password and an unknown user alike',
    async () => {
      const wrong = await attempt('Wrong-Passw0rd!', '10.0.0.2');
      const unknown = await attempt('Wrong-Passw0rd!', '10.0.0.3', 'nobody');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(LOGIN_FAILED);
      expect(unknown.json()).toEqual(LOGIN_FAILED);
      // Both run a full password hash, not a quick "no such user": unknown users wait in the same
      // one-at-a-time hashing line and are turned away when it is full (sign-in-throttle.api.test.ts,
      // whose flood signs in as thirty unknown users). No timing here: a 2-core machine shared with
      // other tests makes durations say more about the machine than about the code.
      const failures = t.logs.map((l) => JSON.parse(l)).filter((l) => l.outcome === 'failure');
      expect(failures.map((f) => [f.username, f.ip])).toEqual([
        ['admin', '10.0.0.2'],
        ['nobody', '10.0.0.3'],
      ]);
      expect(t.logs.join('')).not.toContain('Wrong-Passw0rd!');
    },
    SCRYPT_HEAVY,
  );

  it(
    'locks the account after 5 failures in 15 minutes, even for the correct password',
    async () => {
      advance(16 * 60 * 1000); // forget the earlier failures
      for (let i = 0; i < 5; i++) expect((await attempt('Wrong-Passw0rd!', `10.1.0.${i}`)).statusCode).toBe(401);
      const locked = await attempt(TEST_ADMIN.password, '10.1.0.99');
      expect(locked.statusCode).toBe(429);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(locked.json().detail).toMatch(/Too many/);
      expect(t.logs.map((l) => JSON.parse(l)).some((l) => l.outcome === 'locked' && l.ip === '10.1.0.99')).toBe(true);

      advance(15 * 60 * 1000 + 1000);
      expect((await attempt(TEST_ADMIN.password, '10.1.0.99')).statusCode).toBe(200);
    },
    SCRYPT_HEAVY,
  );

  it(
    'locks an IP address after 5 failures, whatever the user names',
    async () => {
      advance(16 * 60 * 1000);
      for (let i = 0; i < 5; i++)
        expect((await attempt('Wrong-Passw0rd!', '10.2.0.1', `user${i}`)).statusCode).toBe(401);
      const locked = await attempt(TEST_ADMIN.password, '10.2.0.1');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // The account itself is not locked: another address signs in.
      expect((await attempt(TEST_ADMIN.password, '10.2.0.2')).statusCode).toBe(200);
    },
    SCRYPT_HEAVY,
  );

  it('refuses a forged signature, an expired token, an alg:none token, a tampered one and one without exp', async () => {
    const admin = await adminRow(t);
    const claims = { userId: admin.id, username: admin.username, version: admin.token_version };
    const forged = await createTokenService({ secretKey: 'another-secret-key-another-secret-key!!' }).sign(claims);
    const tokens = createTokenService({ secretKey: t.config.secretKey });
    const expired = await tokens.sign(claims, new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000));
    const valid = await tokens.sign(claims);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = JSON.parse(Buffer.from(valid.split('.')[1] ?? '', 'base64url').toString());
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
    const tampered = `${valid.split('.')[0]}.${encode({ ...payload, username: 'mallory' })}.${valid.split('.')[2]}`;
    const hs512 = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(`jwt:${t.config.secretKey}`));
    // Signed with the right key, every claim right, but no `exp`: it would never expire.
    const { exp, ...withoutExp } = payload;
    expect(exp).toBeTypeOf('number');
    const noExp = await new SignJWT(withoutExp)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(`jwt:${t.config.secretKey}`));

    const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });
    expect((await verify(valid)).statusCode).toBe(200);
    for (const [name, token] of Object.entries({ forged, expired, algNone, tampered, hs512, noExp, garbage: 'abc' })) {
      const res = await verify(token);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().detail, name).toBeTypeOf('string');
    }
  });

  it(
    'renews a session in use: a fresh token with a later exp and the same version; a revoked one is not renewed',
    async () => {
      const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      const verify = (auth: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(auth) });
      const renew = (auth: string) => t.app.inject({ method: 'POST', url: '/api/admin/renew', headers: bearer(auth) });
      advance(16 * 60 * 1000);
      const first = await login(t.app);
      const firstClaims = claimsOf(first);
      expect(firstClaims.exp - firstClaims.iat).toBe(TOKEN_LIFETIME_SECONDS);

      // Seven and a half hours later the session is still in use: renewed before it ends.
      advance(7.5 * 60 * 60 * 1000);
      const res = await renew(first);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      const renewed = claimsOf(body.access_token);
      expect(renewed.exp).toBe(Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS);
      expect(renewed.exp - firstClaims.exp).toBeGreaterThanOrEqual(7.5 * 60 * 60);
      expect(renewed.ver).toBe(firstClaims.ver);
      expect(renewed.sub).toBe(firstClaims.sub);

      // Past the first token's end only the renewed one holds.
      advance(60 * 60 * 1000);
      expect((await verify(first)).statusCode).toBe(401);
      expect((await renew(first)).json()).toMatchObject({ code: 'auth.session_expired' });
      expect((await verify(body.access_token)).statusCode).toBe(200);

      // A log-out revokes the renewed token too, and a revoked token renews nothing.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(body.access_token) }))
          .statusCode,
      ).toBe(200);
      const refused = await renew(body.access_token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Session expired', code: 'auth.session_expired' });
      expect((await renew('')).statusCode).toBe(401);
    },
    SCRYPT_HEAVY,
  );

  it(
    'ends a session 30 days after its sign-in however often it is renewed',
    async () => {
      const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      const verify = (auth: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(auth) });
      const renew = (auth: string) => t.app.inject({ method: 'POST', url: '/api/admin/renew', headers: bearer(auth) });
      advance(16 * 60 * 1000);
      let token = await login(t.app);
      const signedIn = claimsOf(token).auth_time as number;
      expect(signedIn).toBe(Math.floor(now.getTime() / 1000));
      const end = signedIn + SESSION_MAX_SECONDS;
      // Renewed every seven hours: each token carries the sign-in time and none ends after `end`.
      while (Math.floor(now.getTime() / 1000) + 7 * 60 * 60 < end) {
        advance(7 * 60 * 60 * 1000);
        const res = await renew(token);
        expect(res.statusCode).toBe(200);
        token = res.json().access_token;
        const claims = claimsOf(token);
        expect(claims.auth_time).toBe(signedIn);
        expect(claims.exp).toBeLessThanOrEqual(end);
      }
      expect(claimsOf(token).exp).toBe(end);
      expect((await verify(token)).statusCode).toBe(200);
      advance((end - Math.floor(now.getTime() / 1000) + 1) * 1000);
      expect((await verify(token)).statusCode).toBe(401);
      expect((await renew(token)).json()).toEqual({ detail: 'Session expired', code: 'auth.session_expired' });

      // A token signed for a later exp than the session allows (say, by an older build) is refused
      // as well: the sign-in time is checked on every request, not only by `exp`.
      const admin = await adminRow(t);
      const key = new TextEncoder().encode(`jwt:${t.config.secretKey}`);
      const iat = Math.floor(now.getTime() / 1000);
      const stretched = await new SignJWT({ username: admin.username, ver: admin.token_version, auth_time: signedIn })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(admin.id)
        .setIssuer('photo-site')
        .setAudience('admin')
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(key);
      expect((await verify(stretched)).statusCode).toBe(401);
      // A new sign-in starts a new 30 days.
      const fresh = await login(t.app);
      expect(claimsOf(fresh).auth_time).toBe(iat);
      expect((await verify(fresh)).statusCode).toBe(200);
    },
    SCRYPT_HEAVY,
  );

  it(
    'log-out revokes every earlier token',
    async () => {
      const first = await login(t.app);
      const second = await login(t.app);
      const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(first) });
      expect(out.statusCode).toBe(200);
      expect(out.json().message).toBeTypeOf('string');
      for (const token of [first, second]) {
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) })).statusCode,
        ).toBe(401);
      }
    },
    SCRYPT_HEAVY,
  );

  it(
    'saves the profile e-mail (it was lost after reload before), refuses a bad one, and needs the token',
    async () => {
      const token = await login(t.app);
      const put = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(token)) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/settings/profile', headers, payload });
      const saved = await put({ email: 'owner@example.de' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ username: TEST_ADMIN.username, email: 'owner@example.de' });
      const user = await t.app.inject({ method: 'GET', url: '/api/admin/settings/user', headers: bearer(token) });
      expect(user.json()).toMatchObject({ username: TEST_ADMIN.username, email: 'owner@example.de' });
      expect((await adminRow(t)).email).toBe('owner@example.de');

      const bad = await put({ email: 'keine-adresse' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0]).toMatchObject({ path: 'email' });
      expect((await adminRow(t)).email).toBe('owner@example.de');
      expect((await put({ email: '' })).json()).toEqual({ username: TEST_ADMIN.username, email: '' });
      expect((await put({ email: 'x@example.de' }, {})).statusCode).toBe(401);
    },
    SCRYPT_HEAVY,
  );

  it(
    'changes the password: checks the current one and the rules, revokes old tokens, returns a new one',
    async () => {
      const token = await login(t.app);
      const change = (body: object, auth = token) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/settings/password', headers: bearer(auth), payload: body });

      const wrong = await change({ currentPassword: 'not-it', newPassword: 'Neu-Passw0rt!' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: 'Неверный текущий пароль', code: 'auth.wrong_current_password' });

      for (const [newPassword, message] of [
        ['kurz1!', 'Пароль должен содержать минимум 8 символов'],
        ['ohnezeichen1', PASSWORD_MESSAGES.noSpecial],
        [`${'a'.repeat(130)}1!`, PASSWORD_MESSAGES.tooLong],
        ['Passwort1!', PASSWORD_MESSAGES.tooCommon],
      ] as const) {
        const res = await change({ currentPassword: TEST_ADMIN.password, newPassword });
        expect(res.statusCode, newPassword).toBe(422);
        expect(res.json().detail, newPassword).toBe(message);
      }

      const ok = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'Neu-Passw0rt!' });
      expect(ok.statusCode).toBe(200);
      const body = ok.json();
      expect(body).toEqual({ message: 'Пароль успешно изменен!', access_token: expect.any(String) });
      const verify = (auth: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(auth) });
      expect((await verify(token)).statusCode).toBe(401);
      expect((await verify(body.access_token)).statusCode).toBe(200);
      expect((await attempt(TEST_ADMIN.password, '10.3.0.1')).statusCode).toBe(401);
      expect((await attempt('Neu-Passw0rt!', '10.3.0.1')).statusCode).toBe(200);
      expect(t.logs.join('')).not.toContain('Neu-Passw0rt!');
    },
    SCRYPT_HEAVY,
  );

  it('validates the login body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe('password');
  });
});
