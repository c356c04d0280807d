import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_ENV } from '../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

const CONTACT = { name: 'Max Muster', email: 'max@example.de', message: 'Haben Sie im Mai Zeit?' };
/** Each sign-in runs a full scrypt. */
const SCRYPT_HEAVY = 60_000;

/** Every per-address limit counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4. */
describe(`per-address limits count IPv6 per /64 (${TEST_DB})`, () => {
  let t: TestApp;
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({ ...TEST_ADMIN_ENV, RATE_LIMIT_PUBLIC_FORMS_MAX: '3' }, { mailWorker: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'sign-in: five failures from addresses in one /64 lock the whole /64, not the next one',
    async () => {
      const signIn = (username: string, remoteAddress: string) =>
        post('/api/admin/login', { username, password: 'Wrong-Passw0rd!' }, remoteAddress);
      // A different user name each time, so that only the address can be what locks.
      for (let i = 1; i <= 5; i++) expect((await signIn(`v6-user${i}`, `2001:db8:a:1::${i}`)).statusCode).toBe(401);
      const rotated = await signIn('v6-user6', '2001:db8:a:1:ffff:ffff:ffff:ffff');
      expect(rotated.statusCode).toBe(429);
      expect(rotated.json().code).toBe('auth.locked');
      expect((await signIn('v6-user7', '2001:db8:a:2::1')).statusCode).toBe(401);

      for (let i = 1; i <= 5; i++) expect((await signIn(`v4-user${i}`, '::ffff:10.40.0.1')).statusCode).toBe(401);
      expect((await signIn('v4-user6', '10.40.0.1')).statusCode).toBe(429);
    },
    SCRYPT_HEAVY,
  );

  it('password reset requests: 5 per /64, then 429', async () => {
    const request = (remoteAddress: string) =>
      post('/api/auth/password-reset-request', { email: 'x@example.de' }, remoteAddress);
    for (let i = 1; i <= 5; i++) expect((await request(`2001:db8:b:1::${i}`)).statusCode).toBe(200);
    const rotated = await request('2001:db8:b:1:abcd::9');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
    expect(Number(rotated.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request('2001:db8:b:2::1')).statusCode).toBe(200);
  });

  it('public forms: RATE_LIMIT_PUBLIC_FORMS_MAX per /64, then 429; IPv4-mapped counts as IPv4', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await post('/api/public/contact', CONTACT, `2001:db8:c:1::${i}`)).statusCode).toBe(201);
    const rotated = await post('/api/public/contact', CONTACT, '2001:db8:c:1:1:2:3:4');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json().detail).toBeTypeOf('string');
    expect((await post('/api/public/contact', CONTACT, '2001:db8:c:2::1')).statusCode).toBe(201);

    for (let i = 1; i <= 3; i++) expect((await post('/api/public/contact', CONTACT, '10.41.0.1')).statusCode).toBe(201);
    expect((await post('/api/public/contact', CONTACT, '::ffff:10.41.0.1')).statusCode).toBe(429);
  });
});
