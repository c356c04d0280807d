import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

const CONTACT = { name: 'Max Muster', email: 'max@example.de', message: 'Haben Sie im Mai Zeit?' };

describe(`security headers (${TEST_DB})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends no HSTS for a site on plain http, and a Permissions-Policy on every answer', async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000' });
    for (const url of ['/api/health', '/api/public/portfolio', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['permissions-policy'], url).toContain('geolocation=()');
    }
  });

  it('sends HSTS only to requests that came over https: the trusted proxy says so, or nothing does', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' });
    const app = t.app;
    const hsts = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      (await app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress })).headers[
        'strict-transport-security'
      ];
    // Plain HTTP to an https site (its port reached directly): no HSTS (RFC 6797 7.2).
    expect(await hsts({})).toBeUndefined();
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeUndefined();
    // The TLS proxy in front (on loopback, the default TRUST_PROXY) forwards an https request.
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    // Anyone else claiming https is not believed.
    expect(await hsts({ 'x-forwarded-proto': 'https' }, '203.0.113.7')).toBeUndefined();
  });

  it('TRUST_PROXY=false believes no proxy; a listed address is believed', async () => {
    t = await createTestApp({ TRUST_PROXY: 'false' });
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    await t.close();
    t = await createTestApp({ TRUST_PROXY: '10.1.0.0/16, loopback' });
    const trusted = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.1.2.3',
    });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('behind the proxy, per-address limits count each visitor (X-Forwarded-For), not the proxy', async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS_MAX: '2' }, { mailWorker: false });
    const app = t.app;
    const post = (visitor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload: CONTACT,
        headers: { 'x-forwarded-for': visitor, 'x-forwarded-proto': 'https' },
      });
    expect((await post('198.51.100.1')).statusCode).toBe(201);
    expect((await post('198.51.100.1')).statusCode).toBe(201);
    expect((await post('198.51.100.1')).statusCode).toBe(429);
    // Another visitor through the same proxy is not blocked by the first one.
    expect((await post('198.51.100.2')).statusCode).toBe(201);
  });
});
