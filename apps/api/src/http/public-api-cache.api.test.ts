import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';

describe(`public API answers cached until the back office changes something (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { publicApiCache: true });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers a repeated public GET from the cache, the same bytes and headers, per URL', async () => {
    for (const url of ['/api/public/locations', '/api/admin/settings/branding', '/api/portfolio-categories']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-api-cache'], url).toBeUndefined();
      const second = await get(url);
      expect(second.headers['x-api-cache'], url).toBe('hit');
      expect(second.body, url).toBe(first.body);
      expect(second.headers['content-type'], url).toBe(first.headers['content-type']);
      // Security headers are set on hits too.
      expect(second.headers['x-content-type-options'], url).toBe('nosniff');
      expect(second.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expect((await get('/api/public/locations?x=1')).headers['x-api-cache']).toBeUndefined();
  });

  it('never caches what depends on the caller or is not a success', async () => {
    // With a token the documents list holds inactive documents too: never from or into the cache.
    await get('/api/admin/settings/documents');
    expect((await get('/api/admin/settings/documents', auth)).headers['x-api-cache']).toBeUndefined();
    expect((await get('/api/admin/settings/email-notifications')).statusCode).toBe(401);
    const missing = '/api/public/locations/gibt-es-nicht';
    expect((await get(missing)).statusCode).toBe(404);
    expect((await get(missing)).headers['x-api-cache']).toBeUndefined();
    await get('/api/health');
    expect((await get('/api/health')).headers['x-api-cache']).toBeUndefined();
  });

  it('forgets everything after a change made in the back office, so the change shows at once', async () => {
    const before = (await get('/api/admin/settings/branding')).json();
    expect((await get('/api/admin/settings/branding')).headers['x-api-cache']).toBe('hit');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/branding',
      headers: auth,
      payload: { ...before, site_name: 'Neuer Name' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get('/api/admin/settings/branding');
    expect(after.headers['x-api-cache']).toBeUndefined();
    expect(after.json().site_name).toBe('Neuer Name');
    // On PostgreSQL the instance looks at the shared content version every half second: its own
    // change must not clear its caches a second time when it looks next (ADR 032).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await get('/api/admin/settings/branding')).headers['x-api-cache']).toBe('hit');
    // A visitor's form post is not a change of content: the cache stays.
    await get('/api/public/locations');
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: 'Anna', email: 'anna@example.de', message: 'Hallo' },
    });
    expect(booking.statusCode).toBe(201);
    expect((await get('/api/public/locations')).headers['x-api-cache']).toBe('hit');
  });
});
