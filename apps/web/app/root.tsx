import { analyticsSchema, DEFAULT_ANALYTICS, isTokenPage } from '@app/contracts';
import displayFontCyrillic from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2?url';
import displayFontLatin from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import bodyFontCyrillic from '@fontsource-variable/source-sans-3/files/source-sans-3-cyrillic-wght-normal.woff2?url';
import bodyFontLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
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
import { ErrorSection } from './features/layout/error-section';
import type { LayoutData } from './features/layout/load-layout.server';
import { documentLanguage, useLanguage } from './i18n';
import { loadJson } from './lib/load';
import { useNonce } from './lib/nonce';
import { analyticsIdContext } from './lib/server-context';
import { FALLBACK_LAYOUT, SiteFrame } from './routes/public/frame';

/**
 * PNG icons only (drawn from public/favicon.svg by scripts/icons.mjs): Chromium draws an SVG icon
 * as an SVG document on the page's main thread after the first paint (decision 035).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  // A document opened at a token page (issue 33) never gets the id: its CSP allows no Google host.
  const analytics = isTokenPage(url.pathname + url.search)
    ? DEFAULT_ANALYTICS
    : await loadJson(context, '/api/admin/settings/analytics', DEFAULT_ANALYTICS, analyticsSchema);
  // The CSP of this response allows Google's hosts only when an id is configured.
  context.set(analyticsIdContext, analytics.google_analytics_id);
  return {
    lang: documentLanguage(url.pathname),
    analyticsId: analytics.google_analytics_id,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // From the address (not the root's data): right on an error screen too.
  const lang = useLanguage();
  const nonce = useNonce();
  const location = useLocation();
  const tokenPage = isTokenPage(location.pathname + location.search);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A token page (issue 33), also when reached by a link inside the site: no Referer. (Not
            indexed: the X-Robots-Tag header, and each such page's own robots meta.) */}
        {tokenPage && <meta name="referrer" content="no-referrer" />}
        <Meta />
        {/* Before <Links />: the render-blocking stylesheet is requested ahead of the module preloads. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The heading font (font-display: optional) is used only if it is there in time: fetch it at
            once. Of the body font (font-display: swap over a metric-matched fallback, decision 052) the
            one file that draws most of the first screen: Latin on German pages, Cyrillic on Russian
            ones (their Latin file, for digits and punctuation, follows when the page is laid out). */}
        <link rel="preload" href={displayFontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {lang === 'ru' ? (
          <>
            <link rel="preload" href={displayFontCyrillic} as="font" type="font/woff2" crossOrigin="anonymous" />
            <link rel="preload" href={bodyFontCyrillic} as="font" type="font/woff2" crossOrigin="anonymous" />
          </>
        ) : (
          <link rel="preload" href={bodyFontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
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
 * When the root's own data failed (a client navigation without network fails every loader): the
 * site's frame with its defaults around the localized 404 or failure note (issue 32). The back
 * office has its own boundaries; a failure there gets the note alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const layout = useRouteLoaderData('routes/public/layout') as LayoutData | undefined;
  if (!(isRouteErrorResponse(error) && error.status === 404) && typeof document !== 'undefined') console.error(error);
  if (documentLanguage(pathname) === 'ru' && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
    return (
      <main className="mx-auto max-w-xl px-6 py-24 text-center">
        <ErrorSection error={error} />
      </main>
    );
  }
  return (
    <SiteFrame data={layout ?? FALLBACK_LAYOUT}>
      <ErrorSection error={error} />
    </SiteFrame>
  );
}
