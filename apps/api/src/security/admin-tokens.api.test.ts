import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin.ts';
import { TEST_DB, type TestApp } from '../../test/test-app.ts';
import { openDatabase } from '../db/database.ts';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../modules/auth/auth.tokens.ts';
import { createRecordingTestApp, fillPath, isOpenAdminRoute, type KnownRoute } from './security-helpers.ts';

const SOME_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(`admin routes refuse bad tokens (${TEST_DB})`, () => {
  let t: TestApp;
  let routes: KnownRoute[];
  let guarded: KnownRoute[];
  let badTokens: Record<string, string>;

  beforeAll(async () => {
    ({ t, routes } = await createRecordingTestApp());
    guarded = routes.filter((r) => r.url.startsWith('/api/admin') && !isOpenAdminRoute(r));

    // A real admin with a valid token, to derive every bad variant from its claims.
    const valid = (await adminHeaders(t)).authorization.replace(/^Bearer /, '');
    const payload = JSON.parse(Buffer.from(valid.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const claims = { userId: payload.sub, username: payload.username, version: payload.ver };
    const key = new TextEncoder().encode(`jwt:${t.config.secretKey}`);
    const now = Math.floor(Date.now() / 1000);
    const withKey = (build: SignJWT) => build.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const full = () =>
      new SignJWT({ username: claims.username, ver: claims.version })
        .setSubject(claims.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600);

    badTokens = {
      forged: await createTokenService({ secretKey: 'another-secret-key-of-at-least-32-characters' }).sign(claims),
      expired: await createTokenService({ secretKey: t.config.secretKey }).sign(
        claims,
        new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000),
      ),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, exp: now + 3600 })}.`,
      wrongAudience: await withKey(full().setIssuer('photo-site').setAudience('public')),
      wrongIssuer: await withKey(full().setIssuer('someone-else').setAudience('admin')),
      revoked: await createTokenService({ secretKey: t.config.secretKey }).sign({
        ...claims,
        version: claims.version + 1,
      }),
      unknownUser: await createTokenService({ secretKey: t.config.secretKey }).sign({ ...claims, userId: SOME_ID }),
      tamperedPayload: `${valid.split('.')[0]}.${b64({ ...payload, username: 'root' })}.${valid.split('.')[2]}`,
      garbage: 'not-a-token',
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('finds the guarded admin routes', () => {
    // The catalog routes at least; every admin route added later is picked up by the same listing.
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    expect(guarded.some((r) => r.method === 'DELETE' && r.url.startsWith('/api/admin/portfolio'))).toBe(true);
  });

  it('answers 401 {detail} on every guarded route without a token and with every bad token', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const url = fillPath(route.url, SOME_ID);
      const variants: Record<string, Record<string, string>> = {
        none: {},
        emptyBearer: { authorization: 'Bearer ' },
        basic: { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
        ...Object.fromEntries(
          Object.entries(badTokens).map(([name, token]) => [name, { authorization: `Bearer ${token}` }]),
        ),
      };
      for (const [name, headers] of Object.entries(variants)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
        });
        const bodyOk = route.method === 'HEAD' || typeof res.json().detail === 'string';
        if (res.statusCode !== 401 || !bodyOk) failures.push(`${route.method} ${route.url} ${name}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts a valid token on the same routes (so the 401s above come from the token)', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      if (route.method === 'HEAD') continue;
      // A fresh token per route: a route such as log-out may revoke the token it was called with.
      const headers = await adminHeaders(t);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, SOME_ID),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: route.method === 'GET' ? undefined : '{}',
      });
      if (res.statusCode === 401 || res.statusCode >= 500)
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('gives no admin-only data to a bad token on the open admin routes', async () => {
    const open = routes.filter((r) => r.url.startsWith('/api/admin') && isOpenAdminRoute(r) && r.method === 'GET');
    for (const route of open) {
      const anonymous = await t.app.inject({ method: 'GET', url: route.url });
      for (const token of Object.values(badTokens)) {
        const res = await t.app.inject({
          method: 'GET',
          url: route.url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${route.url}`).toBe(anonymous.statusCode);
        expect(res.body, `${route.url}`).toBe(anonymous.body);
      }
    }
  });

  it('refuses a token after its admin row is gone', async () => {
    const headers = await adminHeaders(t);
    const route = guarded.find((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*'));
    expect(route).toBeDefined();
    const url = route?.url ?? '/api/admin/reviews';
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).not.toBe(401);
    const database = openDatabase(t.config.database);
    try {
      const payload = JSON.parse(
        Buffer.from(headers.authorization.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as { sub: string };
      await database.db.deleteFrom('admin_user').where('id', '=', payload.sub).execute();
    } finally {
      await database.close();
    }
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
  });
});
