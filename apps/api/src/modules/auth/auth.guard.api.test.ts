import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Routes under /api/admin that are open on purpose: the sign-in and the settings sections the
 * public pages read (spec paths). Everything else registered under /api/admin needs the token.
 */
const OPEN_ADMIN_ROUTES = new Set([
  'POST /api/admin/login',
  ...['site-images', 'analytics', 'contact', 'services', 'branding', 'documents', 'impressum', 'user'].flatMap(
    (section) => [`GET /api/admin/settings/${section}`, `HEAD /api/admin/settings/${section}`],
  ),
]);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SAMPLE_ID = '0123456789abcdef01234567';

describe(`every /api/admin route requires the token (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  function adminRoutes() {
    const seen = new Set<string>();
    for (const route of t.app.registeredRoutes) {
      if (!route.url.startsWith('/api/admin')) continue;
      for (const method of [route.method].flat()) {
        if (METHODS.includes(method)) seen.add(`${method} ${route.url}`);
      }
    }
    return [...seen];
  }

  const toUrl = (path: string) => path.replace(/:[A-Za-z_]+/g, SAMPLE_ID).replace(/\*/g, 'anything');

  it('collects the registered routes, including this module’s', () => {
    const routes = adminRoutes();
    for (const known of [
      'POST /api/admin/login',
      'GET /api/admin/verify',
      'POST /api/admin/logout',
      'GET /api/admin/dashboard/stats',
      'PUT /api/admin/forms/bookings/:id',
      'PUT /api/admin/settings/services',
      'GET /api/admin/settings/email-notifications',
      'POST /api/admin/settings/test-email',
      'PUT /api/admin/settings/password',
    ]) {
      expect(routes).toContain(known);
    }
  });

  it('answers 401 {detail} without a token on every guarded route', async () => {
    const guarded = adminRoutes().filter((route) => !OPEN_ADMIN_ROUTES.has(route));
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: toUrl(path),
        ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, route).toBe(401);
      if (method !== 'HEAD') expect(res.json().detail, route).toBeTypeOf('string');
    }
  });

  it('also refuses a malformed bearer header', async () => {
    for (const authorization of ['Bearer', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer  ']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('keeps the deliberately open settings GETs open', async () => {
    const open = adminRoutes().filter((route) => OPEN_ADMIN_ROUTES.has(route) && route.startsWith('GET '));
    expect(open.length).toBeGreaterThanOrEqual(7);
    for (const route of open) {
      const res = await t.app.inject({ method: 'GET', url: route.slice(4) });
      expect(res.statusCode, route).toBe(200);
    }
  });
});
