import { createTestApp, type TestApp } from '../../test/test-app.ts';

export interface KnownRoute {
  method: string;
  url: string;
}

/**
 * Builds the test app and lists every route registered on it (`app.registeredRoutes`, filled by
 * buildApp's onRoute hook), so the security tests cover routes added later without being edited.
 */
export async function createRecordingTestApp(env: Record<string, string> = {}): Promise<{
  t: TestApp;
  routes: KnownRoute[];
}> {
  const t = await createTestApp(env);
  const seen = new Set<string>();
  const routes: KnownRoute[] = [];
  for (const route of t.app.registeredRoutes) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const known = { method: String(method).toUpperCase(), url: route.url };
      const key = `${known.method} ${known.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push(known);
    }
  }
  return { t, routes };
}

/** Admin routes that are open by contract (login, the public settings GETs). */
export const OPEN_ADMIN_ROUTES = new Set([
  'POST /api/admin/login',
  'GET /api/admin/settings/site-images',
  'GET /api/admin/settings/analytics',
  'GET /api/admin/settings/contact',
  'GET /api/admin/settings/branding',
  'GET /api/admin/settings/impressum',
  'GET /api/admin/settings/services',
  'GET /api/admin/settings/documents',
  'GET /api/admin/settings/user',
]);

export function isOpenAdminRoute(route: KnownRoute): boolean {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  return OPEN_ADMIN_ROUTES.has(`${method} ${route.url.replace(/\/+$/, '')}`);
}

/** URL-encodes a value; a lone surrogate (not encodable) becomes invalid UTF-8 bytes instead. */
export function encodeHostile(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80%C0%AF';
  }
}

/** Fills path parameters (`:id`, `*`) with the given raw value, URL-encoded. */
export function fillPath(url: string, value: string): string {
  const encoded = encodeHostile(value);
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, encoded).replace(/\*/g, encoded);
}

/** A stack trace, an SQL fragment, a file path or a driver error code in an answer body. */
export const LEAK_PATTERNS: RegExp[] = [
  /\bat [\w$.<>]+ \(?[^)\s]*:\d+:\d+\)?/, // stack frame
  /\bat (file|node):/,
  /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE)\b[\s\S]{0,80}\b(FROM|VALUES|SET|WHERE)\b/i,
  /\bSQLITE_[A-Z_]+/,
  /\b(SqliteError|DatabaseError|error: relation)\b/,
  /\bsyntax error at or near\b/i,
  /\b(relation|column) "[^"]+" (does not exist|of relation)/i,
  /\bduplicate key value violates\b/i,
  /\bUNIQUE constraint failed\b/i,
  /(^|[\s"'(])\/(work|home|root|tmp|usr|var|opt|etc)\/[\w.-]/,
  /node_modules/,
  /[\w-]+\.(ts|mjs|cjs):\d+/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError): /,
];

export function leaks(body: string): RegExp | undefined {
  return LEAK_PATTERNS.find((pattern) => pattern.test(body));
}
