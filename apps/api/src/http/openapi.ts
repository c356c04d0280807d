import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the reference is served: the UI, and the OpenAPI document beside it. */
export const API_DOCS_PREFIX = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PREFIX}/openapi.json`;

/** Routes that only answer 404 for unknown paths: not part of the API, so not in the document. */
export const CATCH_ALL_ROUTES = new Set(['/api/*', '/api/admin', '/api/admin/', '/api/admin/*']);

/** Whether the document describes a route: the API and the media files, not pages or the docs themselves. */
export function isDocumentedRoute(url: string): boolean {
  if (CATCH_ALL_ROUTES.has(url) || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  return url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/calendar/');
}

/**
 * The docs UI is Swagger UI served from its npm package by this server: no request leaves for
 * another host. Its own policy replaces the API's `default-src 'none'`, only for its routes.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets one inline style; scripts stay limited to this server's files.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * OpenAPI 3 document generated from the routes' zod schemas (fastify-type-provider-zod's
 * transform), with Swagger UI at /api/docs. Register before any route: @fastify/swagger collects
 * routes as they are added (onRoute). Public on purpose (docs/decisions/013).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lichtblick Fotografie API',
        version: '1',
        description:
          'JSON over HTTP. Errors are `{detail, code, errors?}`; every `/api/admin/*` route needs ' +
          '`Authorization: Bearer <token>` from `POST /api/admin/login`, except sign-in and the ' +
          'public-safe settings GETs. Behaviour notes per route: docs/api.md in the repository.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      if (!isDocumentedRoute(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      // This list decides, not the plugins: @fastify/static hides its routes (/media/*) by default.
      const { hide: _hidden, ...schema } = input.schema ?? {};
      const output = jsonSchemaTransform({ ...input, schema });
      if (input.url.startsWith('/api/admin')) {
        output.schema = { ...output.schema, security: [{ bearer: [] }] } as typeof output.schema;
      }
      return output;
    },
  });
  // The docs are files and a document, not API answers: they declare no public caching.
  app.addHook('onRoute', (route) => {
    if (route.url === API_DOCS_PREFIX || route.url.startsWith(`${API_DOCS_PREFIX}/`)) {
      route.config = { ...route.config, publicCache: false };
    }
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    validatorUrl: false,
    uiConfig: { deepLinking: true },
  });
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}
