import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { KNOWN_DEVICE_COOKIE } from './auth.devices.ts';
import { HASH_WAITING_LIMIT } from './auth.passwords.ts';

/** Each sign-in runs a full scrypt (about 0.5 s, more on a busy machine). */
const SCRYPT_HEAVY = 120_000;
const WRONG = 'Wrong-Passw0rd!';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const countBy = (answers: Answer[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

describe(`sign-in throttling (${TEST_DB})`, () => {
  let t: TestApp;
  let now = new Date('2026-11-26T08:00:00.000Z');
  const clock = () => now;
  /** Past every earlier test's failures (the window is 15 minutes). */
  const nextWindow = () => {
    now = new Date(now.getTime() + 16 * 60 * 1000);
  };
  const signIn = (password: string, remoteAddress: string, options: { username?: string; device?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: options.username ?? TEST_ADMIN.username, password },
      remoteAddress,
      ...(options.device ? { cookies: { [KNOWN_DEVICE_COOKIE]: options.device } } : {}),
    });
  const deviceCookie = (answer: Answer) => answer.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
  const failures = () => t.logs.map((line) => JSON.parse(line)).filter((line) => line.outcome === 'failure').length;

  beforeAll(async () => {
    t = await createTestApp(
      { ...TEST_ADMIN_ENV, PUBLIC_URL: 'https://foto.example.de' },
      { clock, mailWorker: false, avifQueue: false, mediaSweep: false },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'counts each attempt before hashing: of 30 parallel wrong passwords from one address at most 5 are tried',
    async () => {
      nextWindow();
      const before = failures();
      const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(WRONG, '10.20.0.1')));
      const counts = countBy(answers);
      expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
      expect(counts[429]).toBeGreaterThanOrEqual(25);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(30);
      // At most five reached the password hash (each logs one failure).
      expect(failures() - before).toBeLessThanOrEqual(5);
      for (const answer of answers.filter((a) => a.statusCode === 429)) {
        expect(answer.json()).toEqual({ detail: expect.stringMatching(/Too many/), code: 'auth.locked' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
      // The address stays locked, even for the right password.
      expect((await signIn(TEST_ADMIN.password, '10.20.0.1')).statusCode).toBe(429);
    },
    SCRYPT_HEAVY,
  );

  it(
    'keeps serving files from disk while 30 sign-ins run (photo reads answered before the first hash ends): hashes run one at a time, a full line answers 503',
    async () => {
      nextWindow();
      const file = path.join(t.config.dataDir, 'media', 'img', 'flood', 'photo-960.jpg');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(64 * 1024));
      const order: string[] = [];
      const getPhoto = async () => {
        const res = await t.app.inject({ method: 'GET', url: '/media/img/flood/photo-960.jpg' });
        expect(res.statusCode).toBe(200);
        order.push('read');
      };
      await getPhoto();
      order.length = 0;

      // Thirty addresses, so that the per-address limit does not hold them back.
      const flood = Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const answer = await signIn(WRONG, `10.21.0.${i + 1}`, { username: `u${i}` });
          order.push(`sign-in ${answer.statusCode}`);
          return answer;
        }),
      );
      // Visitors ask for the photo while the hashes run. File reads use the same thread pool as the
      // hashes: thirty hashes at once (or one on the event loop) would hold every read until a hash
      // is through. One at a time leaves the pool free, so the reads come back while the first hash
      // (hundreds of milliseconds of scrypt) is still running. An order, not a duration.
      await Promise.all(Array.from({ length: 5 }, getPhoto));
      const answers = await flood;
      const firstHashed = order.indexOf('sign-in 401');
      expect(firstHashed, order.join(', ')).toBeGreaterThan(-1);
      expect(
        order.slice(0, firstHashed).filter((what) => what === 'read'),
        order.join(', '),
      ).toHaveLength(5);

      const counts = countBy(answers);
      // One hash runs, a bounded number wait; the rest are told at once to come back.
      expect(counts[401] ?? 0).toBeLessThanOrEqual(1 + HASH_WAITING_LIMIT);
      expect(counts[503] ?? 0).toBeGreaterThanOrEqual(30 - 1 - HASH_WAITING_LIMIT);
      expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(30);
      for (const answer of answers.filter((a) => a.statusCode === 503)) {
        expect(answer.json()).toEqual({ detail: expect.any(String), code: 'auth.busy' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }

      // A refused (503) attempt was never judged: it does not count against its address.
      const refused = answers.findIndex((a) => a.statusCode === 503);
      expect((await signIn(TEST_ADMIN.password, `10.21.0.${refused + 1}`)).statusCode).toBe(200);
    },
    SCRYPT_HEAVY,
  );

  it(
    'failed guesses from elsewhere lock the account for new devices only: a device that signed in before still gets in',
    async () => {
      nextWindow();
      const first = await signIn(TEST_ADMIN.password, '10.22.0.1');
      expect(first.statusCode).toBe(200);
      const cookie = deviceCookie(first);
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        secure: true,
        path: '/api/admin/login',
        maxAge: 180 * 24 * 60 * 60,
      });
      const device = cookie?.value ?? '';
      expect(first.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });

      // Someone guesses from five addresses: the account is locked for every unknown device ...
      for (let i = 0; i < 5; i++) expect((await signIn(WRONG, `10.23.0.${i}`)).statusCode).toBe(401);
      const stranger = await signIn(TEST_ADMIN.password, '10.22.0.2');
      expect(stranger.statusCode).toBe(429);
      expect(deviceCookie(stranger)).toBeUndefined();
      // ... and for a forged, a tampered or a session token in the cookie.
      const [head, body, signature] = device.split('.');
      const tampered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), sub: 'x' })).toString('base64url')}.${signature}`;
      const session = first.json().access_token as string;
      for (const forged of [tampered, session, 'garbage']) {
        expect((await signIn(TEST_ADMIN.password, '10.22.0.3', { device: forged })).statusCode).toBe(429);
      }

      // The owner's browser, even from another address, signs in and its cookie is renewed.
      const owner = await signIn(TEST_ADMIN.password, '10.24.0.1', { device });
      expect(owner.statusCode).toBe(200);
      const renewed = deviceCookie(owner)?.value ?? '';
      expect(renewed).not.toBe('');
      const token = owner.json().access_token as string;
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) })).statusCode).toBe(
        200,
      );

      // The known device has its own count: five wrong passwords lock it (and only it).
      for (let i = 0; i < 5; i++) expect((await signIn(WRONG, '10.24.0.2', { device: renewed })).statusCode).toBe(401);
      const lockedDevice = await signIn(TEST_ADMIN.password, '10.24.0.3', { device: renewed });
      expect(lockedDevice.statusCode).toBe(429);
      expect(lockedDevice.json().code).toBe('auth.locked');
      // The device id is kept on renewal: the old cookie is the same device.
      expect((await signIn(TEST_ADMIN.password, '10.24.0.4', { device })).statusCode).toBe(429);
      // Another device that signed in before is not affected.
      nextWindow();
      const other = deviceCookie(await signIn(TEST_ADMIN.password, '10.25.0.1'))?.value ?? '';
      for (let i = 0; i < 5; i++) expect((await signIn(WRONG, `10.26.0.${i}`)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signIn(WRONG, '10.24.0.2', { device })).statusCode).toBe(401);
      expect((await signIn(TEST_ADMIN.password, '10.22.0.9')).statusCode).toBe(429);
      expect((await signIn(TEST_ADMIN.password, '10.25.0.1', { device: other })).statusCode).toBe(200);
    },
    SCRYPT_HEAVY,
  );

  it(
    'throttles wrong current passwords in the password change: 10 parallel tries, at most 5 checked',
    async () => {
      nextWindow();
      const token = await login(t.app);
      const change = (currentPassword: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/password',
          headers: bearer(token),
          payload: { currentPassword, newPassword: 'Neu-Passw0rt!' },
        });
      const answers = await Promise.all(Array.from({ length: 10 }, () => change(WRONG)));
      const counts = countBy(answers);
      expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
      expect(counts[429]).toBeGreaterThanOrEqual(5);
      expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(10);
      const locked = await change(TEST_ADMIN.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ detail: expect.stringMatching(/Too many/), code: 'auth.locked' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

      nextWindow();
      const ok = await change(TEST_ADMIN.password);
      expect(ok.statusCode).toBe(200);
    },
    SCRYPT_HEAVY,
  );
});
