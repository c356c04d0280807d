import { PassThrough } from 'node:stream';
import { isTokenPage } from '@app/contracts';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, isRouteErrorResponse, RouterContextProvider, ServerRouter } from 'react-router';
import { deferHydration } from './lib/defer-hydration.server';
import { NonceContext } from './lib/nonce';
import { analyticsIdContext, type ServerServices, servicesContext } from './lib/server-context';

export const streamTimeout = 5_000;

/** Re-exported so the server uses the same react-router instance as this build. */
export { createRequestHandler } from 'react-router';

/** Called by the server for every request: the load context loaders read their services from. */
export function createLoadContext(services: ServerServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

const GOOGLE_SCRIPT = 'https://www.googletagmanager.com';
const GOOGLE_COLLECT = 'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/** Google's hosts are allowed only when an analytics id is configured (loaded after consent). */
function contentSecurityPolicy(nonce: string, analyticsId = ''): string {
  const dev = import.meta.env.DEV;
  const ga = analyticsId !== '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}${ga ? ` ${GOOGLE_SCRIPT}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${ga ? ` ${GOOGLE_COLLECT}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${ga ? ` ${GOOGLE_COLLECT}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Renders the whole document before answering (no streaming): pages are small, crawlers and
 * the page cache get complete HTML, and the status code is final. The page's scripts start after
 * its first paint (see defer-hydration.server.ts).
 */
/**
 * Errors of server rendering and loaders: one line each. A request the site refuses (a POST to a
 * page without a form, a 404) is the visitor's mistake and logged without a stack; anything else
 * is logged with its message and the first lines of its stack (issue 22: a stack dump per refused
 * request filled the log).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`refused ${request.method} ${path}: ${error.status} ${error.statusText}`);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`page error on ${request.method} ${path}: ${message.split('\n')[0]}`);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(servicesContext);
  const url = new URL(request.url);
  // A token page (issue 33): its address is a secret, so no third-party host is even allowed, no
  // Referer leaves it, and it is neither stored nor indexed.
  const tokenPage = isTokenPage(url.pathname + url.search);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, tokenPage ? '' : loadContext.get(analyticsIdContext)),
  );
  if (tokenPage) {
    responseHeaders.set('Referrer-Policy', 'no-referrer');
    responseHeaders.set('X-Robots-Tag', 'noindex, nofollow');
    responseHeaders.set('Cache-Control', 'private, no-store');
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = Buffer.concat(chunks).toString('utf8');
            // The back office is rendered in the browser: its first view needs its scripts at once.
            const admin = /^\/admin(\/|$)/.test(url.pathname);
            resolve(
              new Response(admin ? html : deferHydration(html), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
