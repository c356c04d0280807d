import { spawn } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN, TEST_ADMIN_ENV } from '../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

const CLI = path.join(import.meta.dirname, 'admin-cli.ts');
const NEW_PASSWORD = 'Neu-Passw0rt!';
/** Sign-ins and the command each run a full scrypt; the command also starts a Node process. */
const SLOW = 120_000;

/** Runs `npm run admin -- <args>` (the script itself) with `stdin` piped in; answers its exit code and output. */
function admin(
  t: TestApp,
  args: string[],
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { database, dataDir } = t.config;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe(`npm run admin -- set-password (${TEST_DB})`, () => {
  let t: TestApp;
  const now = new Date('2026-11-26T10:00:00.000Z');
  const clock = () => now;
  const signIn = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password },
      remoteAddress,
    });
  const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(TEST_ADMIN_ENV, { clock, mailWorker: false, avifQueue: false, mediaSweep: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'refuses a password on the command line, a weak one and an unknown admin, and changes nothing',
    async () => {
      const onArgv = await admin(t, ['set-password', 'admin', NEW_PASSWORD], '');
      expect(onArgv.code).toBe(2);
      expect(onArgv.stderr).toMatch(/never taken from the command line/);
      const weak = await admin(t, ['set-password', 'admin'], 'kurz\n');
      expect(weak.code).toBe(1);
      expect(weak.stderr).toMatch(/not accepted/);
      const unknown = await admin(t, ['set-password', 'nobody'], `${NEW_PASSWORD}\n`);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No admin named "nobody". Admins: admin');
      const empty = await admin(t, ['set-password', 'admin'], '');
      expect(empty.code).toBe(1);
      expect((await admin(t, ['set-pasword', 'admin'], '')).code).toBe(2);
      for (const run of [onArgv, weak, unknown, empty]) expect(run.stderr).not.toMatch(/\n\s+at /);
      expect((await signIn(TEST_ADMIN.password, '10.30.0.1')).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'sets the password from standard input, signs out every session and lifts the lock while the server runs',
    async () => {
      const session = await login(t.app);
      // Guesses from five addresses lock the account for every new device.
      for (let i = 0; i < 5; i++) expect((await signIn('Wrong-Passw0rd!', `10.31.0.${i}`)).statusCode).toBe(401);
      expect((await signIn(TEST_ADMIN.password, '10.32.0.1')).statusCode).toBe(429);

      const run = await admin(t, ['set-password', 'admin'], `${NEW_PASSWORD}\n`);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Password of "admin" set/);
      expect(run.stdout).not.toContain(NEW_PASSWORD);

      // The same running server, the same clock: the lock is gone, the old session and password too.
      expect((await verify(session)).statusCode).toBe(401);
      expect((await signIn(TEST_ADMIN.password, '10.32.0.2')).statusCode).toBe(401);
      const fresh = await signIn(NEW_PASSWORD, '10.32.0.3');
      expect(fresh.statusCode).toBe(200);
      expect((await verify(fresh.json().access_token)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'reset-2fa turns the second factor off (the phone is lost) and signs out every session',
    async () => {
      // The password is NEW_PASSWORD since the test above.
      const session = (await signIn(NEW_PASSWORD, '10.33.0.1')).json().access_token as string;
      const headers = bearer(session);
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/admin/settings/2fa/setup',
        headers,
        payload: { currentPassword: NEW_PASSWORD },
      });
      const code = new TOTP({ secret: Secret.fromBase32(setup.json().secret), digits: 6, period: 30 }).generate({
        timestamp: now.getTime(),
      });
      const on = await t.app.inject({
        method: 'POST',
        url: '/api/admin/settings/2fa/enable',
        headers,
        payload: { code },
      });
      // Turning it on ends the other sessions; this one goes on with the answer's token.
      expect(on.json()).toEqual({ enabled: true, access_token: expect.any(String) });
      const current = on.json().access_token as string;
      expect((await verify(current)).statusCode).toBe(200);
      expect((await signIn(NEW_PASSWORD, '10.33.0.2')).json().code).toBe('auth.totp_required');

      expect((await admin(t, ['reset-2fa', 'admin', 'extra'], '')).code).toBe(2);
      expect((await admin(t, ['reset-2fa', 'nobody'], '')).stderr).toContain('No admin named "nobody"');
      const run = await admin(t, ['reset-2fa', 'admin'], '');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/second factor of "admin" is off/);

      expect((await verify(current)).statusCode).toBe(401);
      const fresh = await signIn(NEW_PASSWORD, '10.33.0.3');
      expect(fresh.statusCode).toBe(200);
    },
    SLOW,
  );
});
