import { parseApiError } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin.ts';
import { TEST_DB, type TestApp } from '../../test/test-app.ts';
import { createRecordingTestApp, encodeHostile, fillPath, type KnownRoute, leaks } from './security-helpers.ts';

/** Values an attacker puts into ids, slugs, query parameters and JSON fields. */
const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE review; --",
  '1 UNION SELECT password_hash FROM admin_user',
  'a\u0000b',
  '\u0000',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '....//....//secret.key',
  '<script>alert(1)</script>',
  '%s%s%s%n',
  '9'.repeat(400),
  '-1',
  '1e308',
  'NaN',
  '\ud800',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 1000,
  -0,
  true,
  null,
  [],
  {},
  ['x'],
  { $ne: null },
  { __proto__: { polluted: 1 } },
];

/** Field names of the public and admin forms; unknown ones are ignored by the schemas. */
const FIELDS = [
  'name',
  'email',
  'phone',
  'date',
  'service',
  'tariff',
  'message',
  'subject',
  'rating',
  'text_de',
  'text_ru',
  'title_de',
  'title_ru',
  'name_de',
  'name_ru',
  'slug',
  'category',
  'content_de',
  'content_ru',
  'excerpt_de',
  'excerpt_ru',
  'description_de',
  'description_ru',
  'sort_order',
  'active',
  'approved',
  'published',
  'featured',
  'read',
  'status',
  'tags',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'website',
];

const RAW_BODIES = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `{"name":"x","nested":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '{"name": "unterminated',
  '{"name":"\\u0000"}',
  '[]',
  'null',
  '"just a string"',
  '{"rating": 1e999}',
];

interface Probe {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The hostile text itself, removed from the answer before looking for leaks (echoing input is no leak). */
  input: string;
}

describe(`hostile input never gives a 500 or leaks internals (${TEST_DB})`, () => {
  let t: TestApp;
  let routes: KnownRoute[];
  let admin: { authorization: string };

  beforeAll(async () => {
    ({ t, routes } = await createRecordingTestApp({ RATE_LIMIT_PUBLIC_FORMS_MAX: '1000000' }));
    admin = await adminHeaders(t);
  });

  afterAll(async () => {
    await t?.close();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  /**
   * Every API route except log-out (it revokes the token the sweep uses), admin ones with a valid
   * token so the hostile values reach validation, services and the database.
   */
  const targets = () =>
    routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.endsWith('/logout'));

  /** Statuses seen, to show that the sweep reached validation and lookups (not only the guard). */
  const statuses = new Set<number>();
  /** Error codes seen (field codes as `field:<code>`). */
  const codes = new Set<string>();

  async function send(probe: Probe): Promise<string | null> {
    const res = await t.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers: probe.headers,
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    statuses.add(res.statusCode);
    const where = `${probe.method} ${probe.url.slice(0, 120)} ${probe.payload?.slice(0, 60) ?? ''}`;
    if (res.statusCode >= 500) return `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    // Every refusal says why in a code the web side translates (packages/contracts errors.ts).
    if (res.statusCode >= 400) {
      const error = parseApiError(res.json());
      if (!error) return `${where}: ${res.statusCode} without a known error code: ${res.body.slice(0, 200)}`;
      codes.add(error.code);
      for (const field of error.errors ?? []) codes.add(`field:${field.code}`);
    }
    let body = res.body;
    for (const echo of [probe.input, JSON.stringify(probe.input).slice(1, -1), encodeHostile(probe.input)]) {
      if (echo) body = body.split(echo).join('');
    }
    const leak = leaks(body);
    if (leak) return `${where}: ${res.statusCode} leaks ${leak}: ${res.body.slice(0, 200)}`;
    return null;
  }

  const headersFor = (route: KnownRoute) => ({
    'content-type': 'application/json',
    ...(route.url.startsWith('/api/admin') ? admin : {}),
  });

  it('in path parameters (ids, slugs) and query strings', { timeout: 90_000 }, async () => {
    const failures: string[] = [];
    for (const route of targets()) {
      for (const value of HOSTILE_STRINGS) {
        const hasParams = /[:*]/.test(route.url);
        const base = hasParams ? fillPath(route.url, value) : route.url;
        const q = encodeHostile(value);
        const url = `${base}?limit=${q}&skip=${q}&category=${q}&published=${q}&read=${q}&featured=${q}`;
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
        const failure = await send({ method: route.method, url, headers: headersFor(route), payload, input: value });
        if (failure) failures.push(failure);
      }
      // Broken percent-encoding in the path and the query.
      for (const raw of ['%', '%zz', '%00', '%c0%ae%c0%ae%2f']) {
        const url = `${/[:*]/.test(route.url) ? route.url.replace(/:[A-Za-z_]\w*|\*/g, raw) : route.url}?limit=${raw}`;
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
        const failure = await send({ method: route.method, url, headers: headersFor(route), payload, input: '' });
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });

  it('in every JSON field of every body', { timeout: 90_000 }, async () => {
    const failures: string[] = [];
    for (const route of targets().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const url = fillPath(route.url, 'a1b2c3d4e5f6a1b2c3d4e5f6');
      for (const value of HOSTILE_VALUES) {
        const body = Object.fromEntries(FIELDS.map((field) => [field, value]));
        const failure = await send({
          method: route.method,
          url,
          headers: headersFor(route),
          payload: JSON.stringify(body),
          input: typeof value === 'string' ? value : '',
        });
        if (failure) failures.push(failure);
      }
      for (const payload of RAW_BODIES) {
        const failure = await send({ method: route.method, url, headers: headersFor(route), payload, input: '' });
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('with odd headers: bad content types, a malformed bearer, a huge idempotency key', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of targets().filter((r) => r.method === 'POST')) {
      for (const headers of [
        { ...headersFor(route), 'content-type': 'text/plain' },
        { ...headersFor(route), 'content-type': 'application/json; charset=utf-7' },
        { ...headersFor(route), 'idempotency-key': 'x'.repeat(5000) },
        { 'content-type': 'application/json', authorization: `Bearer ${'A'.repeat(8000)}` },
      ]) {
        const failure = await send({
          method: route.method,
          url: fillPath(route.url, 'x'),
          headers,
          payload: '{}',
          input: '',
        });
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 413 to an oversize body on public and admin routes, with a JSON detail', async () => {
    const big = JSON.stringify({ name: 'x', message: 'y'.repeat(2 * 1024 * 1024) });
    const candidates = [
      ...targets().filter((r) => r.method === 'POST' && r.url.startsWith('/api/public/')),
      ...targets().filter((r) => r.method === 'POST' && r.url.startsWith('/api/admin/') && !/[:*]/.test(r.url)),
    ];
    expect(candidates.length).toBeGreaterThan(0);
    for (const route of candidates) {
      const res = await t.app.inject({ method: 'POST', url: route.url, headers: headersFor(route), payload: big });
      expect(res.statusCode, `${route.url}`).toBe(413);
      expect(res.json().detail, `${route.url}`).toBeTypeOf('string');
      expect(leaks(res.body), `${route.url}`).toBeUndefined();
    }
  });

  it('reached validation, lookups and storage, not only the token guard', () => {
    expect(statuses.has(404)).toBe(true);
    expect(statuses.has(422)).toBe(true);
    expect(statuses.has(200) || statuses.has(201)).toBe(true);
  });

  it('named a code on every refusal, down to the field', () => {
    for (const code of ['not_found', 'validation_failed', 'field:too_long', 'field:invalid_value']) {
      expect([...codes], code).toContain(code);
    }
  });

  it('keeps the prototype of plain objects clean after the sweep', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe(`security headers on API answers (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createRecordingTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carry CSP with frame-ancestors, nosniff, a referrer policy and frame denial on every kind of answer', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/public/portfolio' }),
      await t.app.inject({ method: 'GET', url: '/api/public/blog/not-an-id' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/api/admin/reviews' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/public/reviews',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      }),
      await t.app.inject({ method: 'POST', url: '/api/public/reviews', payload: {} }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 404, 401, 400, 422]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
