import type { AnyOperation } from '@app/contracts';
import type { z } from 'zod';

/** Error answers a route documents beside its success answer (status to `{detail, code}` schema). */
type ErrorAnswers = Partial<Record<number, z.ZodType>>;

/**
 * A route's Fastify schema from its operation in the contracts (ADR 043): the same params,
 * querystring, body and success answer the back office sends and parses. The route test
 * (`modules/operations.api.test.ts`) checks every `/api/admin` route against its operation.
 */
export function routeSchema<O extends AnyOperation, E extends ErrorAnswers = Record<never, never>>(
  op: O,
  errors?: E,
): {
  params: O['params'];
  querystring: O['query'];
  body: O['body'];
  response: { [K in O['status']]: O['output'] } & E;
} {
  if (op.answer === 'file') throw new Error(`${op.method} ${op.path} answers a file: use fileRouteSchema`);
  return {
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body ? { body: op.body } : {}),
    response: { [op.status]: op.output, ...errors },
  } as never;
}

/** The schema of a route that answers a file (no JSON answer to serialise): its input only. */
export function fileRouteSchema<O extends AnyOperation>(op: O): { params: O['params']; querystring: O['query'] } {
  if (op.answer !== 'file') throw new Error(`${op.method} ${op.path} answers JSON: use routeSchema`);
  return { ...(op.params ? { params: op.params } : {}), ...(op.query ? { querystring: op.query } : {}) } as never;
}

/** The parts of a registered route's schema the check compares. */
export interface RouteSchemaParts {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string | number, unknown>;
}

/** A route as `app.registeredRoutes` lists it. */
export interface RouteForCheck {
  method: string | string[];
  url: string;
  schema: RouteSchemaParts | undefined;
}

/**
 * Routes under /api/admin that are no operation, each with the reason. Nothing else may be
 * missing from the contracts.
 */
export const NOT_OPERATIONS: Readonly<Record<string, string>> = {
  '/api/admin': 'the 404 for unknown admin paths',
  '/api/admin/*': 'the 404 for unknown admin paths',
  '/api/admin/gallery-uploads': 'the tus protocol (tus-js-client speaks it; headers, not JSON schemas)',
  '/api/admin/gallery-uploads/:uploadId': 'the tus protocol (tus-js-client speaks it; headers, not JSON schemas)',
};

const trimSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);
const key = (method: string, url: string) => `${method} ${trimSlash(url)}`;

/**
 * Every registered route under `/api/admin` (and every route an operation names) against the
 * operations: a route without an operation, an operation without a route, and a route whose params,
 * querystring, body or success answer is not the operation's own schema object are listed, one
 * sentence each. Schemas are compared by identity: the route must take them from the operation.
 */
export function checkOperations(routes: readonly RouteForCheck[], operations: readonly AnyOperation[]): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, AnyOperation>();
  for (const op of operations) {
    const k = key(op.method, op.path);
    if (byKey.has(k)) problems.push(`${k} is declared by two operations`);
    byKey.set(k, op);
  }
  const registered = new Set<string>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const k = key(method, route.url);
      registered.add(k);
      if (!trimSlash(route.url).startsWith('/api/admin') || NOT_OPERATIONS[trimSlash(route.url)]) continue;
      const op = byKey.get(k);
      if (!op) {
        problems.push(
          `${k} has no operation: declare it in packages/contracts/src/operations and register it with routeSchema()`,
        );
        continue;
      }
      const schema = route.schema ?? {};
      const part = (name: string, actual: unknown, expected: unknown) => {
        if (actual !== expected) problems.push(`${k}: the route's ${name} schema is not the operation's`);
      };
      part('params', schema.params, op.params);
      part('querystring', schema.querystring, op.query);
      part('body', schema.body, op.body);
      const successes = Object.keys(schema.response ?? {}).filter((status) => status.startsWith('2'));
      if (op.answer === 'file') {
        if (successes.length) problems.push(`${k} answers a file: the route declares a JSON answer`);
      } else {
        part('answer', schema.response?.[op.status], op.output);
        const others = successes.filter((status) => status !== String(op.status));
        if (others.length) problems.push(`${k}: the route answers ${others.join(', ')}, the operation ${op.status}`);
      }
    }
  }
  for (const op of operations) {
    const k = key(op.method, op.path);
    if (!registered.has(k)) problems.push(`${k} is an operation without a route`);
  }
  return problems;
}
