import { analyticsSchema, DEFAULT_ANALYTICS, type Language, languageOfPath, localePath } from '@app/contracts';
import displayFontCyrillic from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2?url';
import displayFontLatin from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { siteTexts } from './i18n/site-texts';
import { textsFor } from './i18n/texts';
import { loadJson } from './lib/load';
import { useNonce } from './lib/nonce';
import { analyticsIdContext } from './lib/server-context';

/**
 * PNG icons only (drawn from public/favicon.svg by scripts/icons.mjs): Chromium draws an SVG icon
 * as an SVG document on the page's main thread after the first paint (decision 035).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** The page's language from its address; the back office speaks Russian (spec). */
function documentLanguage(pathname: string): Language {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'ru' : languageOfPath(pathname);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const analytics = await loadJson(context, '/api/admin/settings/analytics', DEFAULT_ANALYTICS, analyticsSchema);
  // The CSP of this response allows Google's hosts only when an id is configured.
  context.set(analyticsIdContext, analytics.google_analytics_id);
  return {
    lang: documentLanguage(url.pathname),
    analyticsId: analytics.google_analytics_id,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? 'de';
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Before <Links />: the render-blocking stylesheet is requested ahead of the module preloads. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The heading font (font-display: optional) is used only if it is there in time: fetch it at once. */}
        <link rel="preload" href={displayFontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {lang === 'ru' && (
          <link rel="preload" href={displayFontCyrillic} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <Links />
      </head>
      <body className="min-h-dvh bg-paper font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over (browser tests wait for it before keyboard input).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/**
 * The last resort, when the public layout itself cannot draw (its boundary keeps the frame):
 * in the address's language, the site's 404 or failure note, a link home (issue 32).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  const lang = data?.lang ?? documentLanguage(pathname);
  const t = textsFor(siteTexts, lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server logs page errors once (entry.server handleError); the browser shows its own.
  if (!notFound && typeof document !== 'undefined') console.error(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-display text-xl uppercase tracking-[0.2em]">{t.meta.siteName}</p>
      <h1 className="mt-10 font-display text-4xl">{notFound ? t.notFound.title : t.failure.title}</h1>
      <p className="mt-4 text-stone-600">{notFound ? t.notFound.body : t.failure.body}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-6">
        {notFound ? null : (
          <a className="underline" href={`${pathname}${search}`}>
            {t.failure.retry}
          </a>
        )}
        <a className="underline" href={localePath(lang, '/')}>
          {t.notFound.home}
        </a>
      </p>
    </main>
  );
}
