import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { isCacheablePage, isTokenPage } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler, ServerBuild } from 'react-router';
import { type CachedPage, type PageCache, withFreshNonce } from './page-cache.ts';

/** The services the server hands the web app for each request. */
export interface WebServices {
  /** Calls this server's own HTTP API in-process (no socket), exactly as a browser would. */
  api: (
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<{
    status: number;
    data: unknown;
  }>;
  /** The CSP nonce of this response. */
  nonce: string;
  publicUrl: string;
}

/**
 * What the web app's entry.server exports. The request handler comes from the entry too: it must
 * be the same react-router instance as the build's (the context class is checked with
 * instanceof), which in development is the copy Vite's SSR runner loaded.
 */
type EntryModule = {
  createLoadContext: (services: WebServices) => unknown;
  createRequestHandler: typeof createRequestHandler;
};

export interface WebPluginOptions {
  mode: 'production' | 'development';
  webDir: string;
  publicUrl: string;
  /** Rendered public pages by URL (production only). */
  pageCache?: PageCache;
}

/**
 * Pages that may be cached: GETs of pages the registry marks cacheable (packages/contracts
 * pages.ts); never the back office, the language switch or a page that says it is private.
 */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const url = request.url;
  if (url.length > 512 || !isCacheablePage(url.split('?')[0] ?? '') || isTokenPage(url)) return null;
  // The address alone decides the language (German, or Russian under /ru): one page per URL.
  return url;
}

/**
 * Writes a rendered page straight to the Node response (no web Response/stream round trip: this is
 * the hot path of every cached page). Pages are compressed per answer (each carries its own nonce,
 * so compressed bytes cannot be cached): brotli at a fast level when the browser takes it, else
 * gzip, else plain.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: [string, string][],
  body: string,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const res = reply.raw;
  res.statusCode = status;
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== 'content-length') res.setHeader(name, value);
  }
  res.setHeader('vary', 'Accept-Encoding');
  let bytes: Buffer = Buffer.from(body);
  if (bytes.length >= 1024 && /\bbr\b/.test(accepted)) {
    bytes = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
    res.setHeader('content-encoding', 'br');
  } else if (bytes.length >= 1024 && /\bgzip\b/.test(accepted)) {
    bytes = gzipSync(bytes, { level: 6 });
    res.setHeader('content-encoding', 'gzip');
  }
  res.setHeader('content-length', bytes.length);
  res.end(request.method === 'HEAD' ? undefined : bytes);
}

/** A cached page's body as bytes, split where its nonce stands (made once per cached page). */
const bodyParts = new WeakMap<CachedPage, Buffer[]>();

/**
 * Sends a cached page with a fresh nonce. Without compression the stored bytes are written around
 * the new nonce as they are (no string copy of the page per hit).
 */
function sendCachedPage(request: FastifyRequest, reply: FastifyReply, cached: CachedPage, nonce: string) {
  const headers: [string, string][] = [
    ...cached.headers.map(([name, value]): [string, string] => [name, value.replaceAll(cached.nonce, nonce)]),
    ['x-page-cache', 'hit'],
  ];
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (!cached.nonce || /\b(br|gzip)\b/.test(accepted)) {
    sendPage(request, reply, cached.status, headers, withFreshNonce(cached, nonce).body);
    return;
  }
  let parts = bodyParts.get(cached);
  if (!parts) {
    parts = cached.body.split(cached.nonce).map((part) => Buffer.from(part));
    bodyParts.set(cached, parts);
  }
  const fresh = Buffer.from(nonce);
  const res = reply.raw;
  res.statusCode = cached.status;
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== 'content-length') res.setHeader(name, value);
  }
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader(
    'content-length',
    parts.reduce((sum, part) => sum + part.length, 0) + fresh.length * (parts.length - 1),
  );
  res.cork();
  parts.forEach((part, i) => {
    if (i > 0) res.write(fresh);
    res.write(part);
  });
  res.end();
}

/** Ends an answer that failed half-way: a clean 400 when nothing was sent yet, else the socket closes. */
function endUnwritable(reply: FastifyReply) {
  const res = reply.raw;
  if (!res.headersSent) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.statusCode = 400;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ detail: 'Bad request', code: 'bad_request' }));
  } else {
    res.destroy();
  }
}

/**
 * A token page (a client gallery, a newsletter or other mailed confirmation link: `isTokenPage`,
 * issue 33) sends no Referer at all (`Referrer-Policy: no-referrer`: the address is the key), so
 * the browser's own form posts there carry `Origin: null`, which React Router refuses as a possible
 * cross-site post. Such a post is the page's own when the browser says so in `Sec-Fetch-Site` (a
 * header no page can set or forge): only then is the opaque Origin dropped, and React Router's
 * check lets it through. A post from another site (`cross-site`, or no Sec-Fetch-Site) keeps its
 * Origin and is refused as before.
 */
export function dropOwnOpaqueOrigin(raw: { method?: string; url?: string; headers: Record<string, unknown> }) {
  if (
    raw.method === 'POST' &&
    raw.headers.origin === 'null' &&
    raw.headers['sec-fetch-site'] === 'same-origin' &&
    isTokenPage(raw.url ?? '')
  ) {
    delete raw.headers.origin;
  }
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Mounts the React Router app: built assets under /assets/ with immutable caching, every other
 * non-API GET/POST through React Router's request handler (server-rendered pages).
 * In development Vite runs in middleware mode on the same server (hot reload).
 */
export async function webPlugin(app: FastifyInstance, options: WebPluginOptions): Promise<void> {
  /** The API as this visitor would call it (their address counts for the rate limits of forms). */
  const apiFor =
    (visitor: FastifyRequest): WebServices['api'] =>
    async (url, init = {}) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        remoteAddress: visitor.ip,
        headers: { accept: 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      });
      let data: unknown = null;
      try {
        data = res.body ? JSON.parse(res.body) : null;
      } catch {
        data = res.body;
      }
      return { status: res.statusCode, data };
    };

  let loadBuild: () => Promise<ServerBuild>;
  if (options.mode === 'development') {
    const { default: middie } = await import('@fastify/middie');
    const vite = await import('vite');
    const server = await vite.createServer({
      root: options.webDir,
      configFile: path.join(options.webDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(server.middlewares);
    app.addHook('onClose', () => server.close());
    const ssr = server.environments.ssr;
    if (!vite.isRunnableDevEnvironment(ssr)) throw new Error('Vite SSR environment is not runnable');
    loadBuild = () => ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = path.join(options.webDir, 'build');
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`No web build at ${serverEntry}: run "npm run build" first`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    loadBuild = async () => build;
    // One route per file found at start-up (wildcard: false): hashed assets get immutable caching,
    // the few top-level files (favicon) a short one. Unknown /assets/ paths are a plain 404.
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      // .br / .gz written by scripts/compress-assets.mjs at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const assets = `${path.sep}assets${path.sep}`;
        reply.header('cache-control', filePath.includes(assets) ? IMMUTABLE : 'public, max-age=86400');
      },
    });
    app.get('/assets/*', async (_request, reply) => reply.status(404).send({ detail: 'Not found', code: 'not_found' }));
  }

  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const build = await loadBuild();
    const entry = build.entry.module as unknown as EntryModule;
    let handler = handlers.get(build);
    if (!handler) {
      handler = entry.createRequestHandler(build, options.mode);
      handlers.set(build, handler);
    }
    const nonce = randomBytes(16).toString('base64');
    const key = options.pageCache ? cacheKey(request) : null;
    const cached = key ? options.pageCache?.get(key) : undefined;
    reply.hijack();
    if (cached) {
      sendCachedPage(request, reply, cached, nonce);
      return;
    }
    const context = entry.createLoadContext({ api: apiFor(request), nonce, publicUrl: options.publicUrl });
    dropOwnOpaqueOrigin(request.raw);
    const webRequest = createRequest(request.raw, reply.raw);
    const response = await handler(webRequest, context as Parameters<typeof handler>[1]);
    const type = response.headers.get('content-type') ?? '';
    if (key && response.status === 200 && !response.headers.has('set-cookie') && CACHEABLE_TYPES.test(type)) {
      const body = await response.text();
      const headers = [...response.headers.entries()];
      options.pageCache?.set(key, { status: 200, headers, body, nonce });
      sendPage(request, reply, 200, [...headers, ['x-page-cache', 'miss']], body);
      return;
    }
    try {
      await sendResponse(reply.raw, response);
    } catch (error) {
      // A header the web app wrote that Node refuses (a control character): answer, never hang.
      request.log.warn({ err: { message: (error as Error).message } }, 'page answer could not be written');
      endUnwritable(reply);
    }
  };

  // React Router reads the request body itself (form posts to route actions): leave it unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
}
