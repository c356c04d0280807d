import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';
import { API_DOCS_PREFIX, isDocumentedRoute, OPENAPI_DOCUMENT_PATH } from './openapi.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
}

/** Fastify's `/blog/:id` and `/media/*` as OpenAPI spells them. */
const openApiPath = (url: string) =>
  url
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    .replace(/\*$/, '{*}')
    .replace(/(.)\/$/, '$1');

describe(`OpenAPI document generated from the route schemas (${TEST_DB})`, () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const answer = await t.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every registered API route with its method', () => {
    expect(document.openapi).toMatch(/^3\./);
    const routes = t.app.registeredRoutes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url })),
    );
    const documented = routes.filter((route) => route.method !== 'HEAD' && isDocumentedRoute(route.url));
    // Guard against a filter that lets nothing through.
    expect(documented.length).toBeGreaterThan(50);
    const missing = documented
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // Only the 404 catch-alls and the docs' own routes are left out.
    const left = routes.filter((route) => route.method !== 'HEAD' && !isDocumentedRoute(route.url));
    for (const route of left) expect(route.url).toMatch(/^\/api\/(\*|admin\/?\*?|docs(\/.*)?)$/);
  });

  it('describes the answers from the zod schemas and marks admin routes as needing the token', () => {
    const health = document.paths['/api/health']?.get;
    expect(health?.responses).toBeDefined();
    expect(JSON.stringify(health?.responses)).toContain('"status"');
    expect(document.paths['/api/admin/dashboard/stats']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/public/reviews']?.get?.security).toBeUndefined();
  });

  it('serves the reference UI from this server, under a policy that allows only its own files', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `http://localhost${API_DOCS_PREFIX}/`).pathname;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, asset).toBe(200);
    }
    // The rest of the API keeps its closed policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
