import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageCache } from '../web/page-cache.ts';

/**
 * Only routes that declared `config: { publicCache: true }` (the same answer for every visitor)
 * are cached, and only when asked without a token (with one, the documents list, for one, holds
 * inactive documents too).
 */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
  if (request.url.length > 512 || request.routeOptions.config.publicCache !== true) return null;
  return request.url;
}

/**
 * Caches the serialized JSON of public GET answers by URL (the same LRU and time limit as the page
 * cache, cleared by the same admin writes). Every page render reads these answers in-process, and
 * the largest (the portfolio list with every photo's variants) costs milliseconds to build.
 * Registered after helmet and the rate limiter, so their headers and limits apply to hits as well.
 */
export function registerPublicApiCache(app: FastifyInstance, cache: PageCache): void {
  const keys = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request, reply) => {
    const key = cacheKey(request);
    if (!key) return;
    const hit = cache.get(key);
    if (hit) {
      for (const [name, value] of hit.headers) reply.header(name, value);
      return reply.header('x-api-cache', 'hit').send(hit.body);
    }
    keys.set(request, key);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (key && reply.statusCode === 200 && typeof payload === 'string') {
      const type = reply.getHeader('content-type');
      cache.set(key, {
        status: 200,
        headers: [['content-type', String(type ?? 'application/json')]],
        body: payload,
        nonce: '',
      });
    }
    return payload;
  });
}
