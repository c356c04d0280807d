import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

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

  it('sends HSTS when the site’s public address is https', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
