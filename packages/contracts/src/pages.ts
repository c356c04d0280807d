import type { Language } from './language.ts';
import { slugify } from './slug.ts';

/**
 * The public pages of the site, defined once (issue 14, ADR 011). The route table
 * (apps/web/app/routes.ts), the sitemap, the header and footer links, the page cache and the
 * slugs a city page may not take are all read from here: a page added here is routed, listed
 * and protected everywhere; a page that is not here does not exist.
 *
 * Paths are written without the leading slash and without a language prefix; the Russian
 * addresses (`/ru/...`, the Russian-addresses issue) are made from the same list in one place.
 */
export interface PublicPage {
  /** React Router route id (unique). */
  id: string;
  /** '' for the home page; `:param` segments and a final `*` as React Router writes them. */
  path: string;
  /** The route module, relative to apps/web/app. */
  file: string;
  /** A fixed page listed in /sitemap.xml. */
  sitemap?: boolean;
  /** Its place in the header and footer navigation (the label comes from the layout texts). */
  nav?: NavKey;
  /** Listed among the footer's legal links. */
  legal?: LegalKey;
  /**
   * May the rendered page be cached and served to every visitor? Public pages yes; a page that
   * shows something private (a client gallery behind a token) must say `false`.
   */
  cache: boolean;
  /**
   * The address itself is a secret (a client gallery's link): the page loads no analytics and no
   * third-party resource, sends no Referer and is not indexed (`isTokenPage`). A page whose token
   * is a query parameter needs no flag: every parameter in TOKEN_PARAMS makes any page a token page.
   */
  tokenPage?: true;
}

export type NavKey = 'home' | 'portfolio' | 'about' | 'services' | 'reviews' | 'blog' | 'contact' | 'booking';
export type LegalKey = 'impressum' | 'datenschutz' | 'agb';

/** The spec's fixed city paths (/gera ... /zwickau): routed as pages, owned by the seeded locations. */
export const FIXED_CITY_SLUGS = ['gera', 'ronneburg', 'chemnitz', 'erfurt', 'leipzig', 'jena', 'zwickau'] as const;

const CITY = 'routes/public/city.tsx';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { id: 'home', path: '', file: 'routes/public/home.tsx', sitemap: true, nav: 'home', cache: true },
  {
    id: 'portfolio',
    path: 'portfolio',
    file: 'routes/public/portfolio.tsx',
    sitemap: true,
    nav: 'portfolio',
    cache: true,
  },
  { id: 'portfolio-project', path: 'portfolio/:slug', file: 'routes/public/portfolio-project.tsx', cache: true },
  { id: 'about', path: 'about', file: 'routes/public/about.tsx', sitemap: true, nav: 'about', cache: true },
  { id: 'services', path: 'services', file: 'routes/public/services.tsx', sitemap: true, nav: 'services', cache: true },
  { id: 'reviews', path: 'reviews', file: 'routes/public/reviews.tsx', sitemap: true, nav: 'reviews', cache: true },
  { id: 'blog', path: 'blog', file: 'routes/public/blog.tsx', sitemap: true, nav: 'blog', cache: true },
  { id: 'blog-post', path: 'blog/:slug', file: 'routes/public/blog-post.tsx', cache: true },
  { id: 'contact', path: 'contact', file: 'routes/public/contact.tsx', sitemap: true, nav: 'contact', cache: true },
  { id: 'booking', path: 'booking', file: 'routes/public/booking.tsx', sitemap: true, nav: 'booking', cache: true },
  // Sign-up, confirmation and unsubscribe (its links carry personal tokens: never cached, not in the sitemap).
  { id: 'newsletter', path: 'newsletter', file: 'routes/public/newsletter.tsx', cache: false },
  // A client's private gallery (ADR 029): the token is the secret; never cached, not in the sitemap.
  {
    id: 'client-gallery',
    path: 'g/:token',
    file: 'routes/public/client-gallery.tsx',
    cache: false,
    tokenPage: true,
  },
  // The link of a gallery's publication confirmation mail (ADR 039): `?token=` is the secret.
  {
    id: 'publication-confirm',
    path: 'consent',
    file: 'routes/public/publication-confirm.tsx',
    cache: false,
    tokenPage: true,
  },
  { id: 'buchung', path: 'buchung', file: 'routes/public/booking.tsx', cache: true },
  // The booking request's e-mail confirmation link (ADR 038): a personal token, never cached, noindex.
  {
    id: 'booking-confirm',
    path: 'booking/confirm',
    file: 'routes/public/booking-confirm.tsx',
    cache: false,
    tokenPage: true,
  },
  {
    id: 'impressum',
    path: 'impressum',
    file: 'routes/public/impressum.tsx',
    sitemap: true,
    legal: 'impressum',
    cache: true,
  },
  {
    id: 'datenschutz',
    path: 'datenschutz',
    file: 'routes/public/datenschutz.tsx',
    sitemap: true,
    legal: 'datenschutz',
    cache: true,
  },
  { id: 'agb', path: 'agb', file: 'routes/public/agb.tsx', sitemap: true, legal: 'agb', cache: true },
  { id: 'city', path: 'city/:slug', file: CITY, cache: true },
  ...FIXED_CITY_SLUGS.map((slug) => ({ id: `city-${slug}`, path: slug, file: CITY, cache: true })),
  // Any other single segment is a city page if a location has that slug (else a redirect home).
  { id: 'city-catch-all', path: ':slug', file: CITY, cache: true },
  { id: 'not-found', path: '*', file: 'routes/public/not-found.tsx', cache: true },
];

/**
 * Routes outside the page layout, served by the web app (`file`) or by the server itself: their
 * first segments are reserved too.
 */
export const SITE_ROUTES = [
  { path: 'language', file: 'routes/language.ts', cache: false },
  { path: 'sitemap.xml', file: 'routes/public/sitemap.ts', cache: true },
  { path: 'robots.txt', file: 'routes/public/robots.ts', cache: true },
] as const;

/** First path segments the server answers before the web app (never a city page). */
export const SERVER_PREFIXES = ['admin', 'api', 'assets', 'calendar', 'media'] as const;

/**
 * The Russian pages live under `/ru` (the Russian-addresses issue, ADR 015): every public page has
 * its German address (as written in PUBLIC_PAGES) and the same path under this prefix. The URL
 * decides the language; the route table nests the public pages under an optional `ru?` segment.
 */
export const RUSSIAN_PREFIX = 'ru';

/**
 * The page address a React Router data request stands for: client navigation fetches `/ru.data`
 * for `/ru`, `/ru/leipzig.data` for `/ru/leipzig` and `/_.data` (`/ru/_.data`) for a path ending
 * in a slash (react-router's `singleFetchUrl`). Any other path is returned as it is.
 */
export function pageAddress(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length) || '/';
  return pathname;
}

/**
 * The language of a public address: `/ru` and `/ru/...` are Russian, everything else German. A
 * data request (`/ru.data`, `/ru/_.data`) has the language of the page it loads.
 */
export function languageOfPath(pathname: string): Language {
  const path = pageAddress(pathname);
  return path === `/${RUSSIAN_PREFIX}` || path.startsWith(`/${RUSSIAN_PREFIX}/`) ? 'ru' : 'de';
}

/**
 * One leading slash: `//host`, `/\host` and `/<TAB>/host` (browsers drop tabs and newlines) would be
 * read as another site's address.
 */
function oneLeadingSlash(path: string): string {
  return path.replace(/^[/\\\t\n\r]+/, '/');
}

/**
 * The German address of a public path (`/ru/portfolio` -> `/portfolio`, `/ru` -> `/`, the data
 * request `/ru/portfolio.data` -> `/portfolio`). The result always starts with exactly one slash
 * (`/ru//evil.com` -> `/evil.com`, never `//evil.com`).
 */
export function germanPath(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = pageAddress(cut === -1 ? path : path.slice(0, cut));
  const rest = cut === -1 ? '' : path.slice(cut);
  let german = pathname;
  if (pathname === `/${RUSSIAN_PREFIX}`) german = '/';
  else if (pathname.startsWith(`/${RUSSIAN_PREFIX}/`)) german = pathname.slice(RUSSIAN_PREFIX.length + 1);
  return `${oneLeadingSlash(german)}${rest}`;
}

/** A path on this site: one slash, then not a second one (`//host`, `/\host` lead elsewhere). */
export function isSameOriginPath(path: string): boolean {
  return /^\/(?![/\\\t\n\r])/.test(path) && !/[\t\n\r]/.test(path);
}

/**
 * A site path in a language: German paths as they are, Russian under `/ru` (`/` -> `/ru`,
 * `/portfolio?category=x` -> `/ru/portfolio?category=x`). A path already in either language is
 * moved to the asked one; anything that is not a site path (`https://…`, `#top`, `mailto:`) is
 * returned unchanged.
 */
export function localePath(lang: Language, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const german = germanPath(path);
  if (lang === 'de') return german;
  if (german === '/') return `/${RUSSIAN_PREFIX}`;
  if (german.startsWith('/?') || german.startsWith('/#')) return `/${RUSSIAN_PREFIX}${german.slice(1)}`;
  return `/${RUSSIAN_PREFIX}${german}`;
}

/**
 * The same page in a language, for a redirect or a link made from an address the visitor chose
 * (the current URL, a posted `redirectTo`): always a path on this site, the home page of that
 * language when the address is not one.
 */
export function sameSitePath(lang: Language, path: string): string {
  const local = path.startsWith('/') ? localePath(lang, oneLeadingSlash(path)) : '';
  return isSameOriginPath(local) ? local : localePath(lang, '/');
}

/** The first segment of a path, as a slug (`sitemap.xml` -> `sitemap-xml`); null for a parameter. */
function firstSegment(path: string): string | null {
  const first = path.split('/')[0] ?? '';
  if (first === '' || first.startsWith(':') || first === '*') return null;
  return slugify(first);
}

/**
 * Slugs a location may not take: the first segment of every fixed page and site route (a city
 * page there would never be reached), plus the server's own prefixes. The seeded city paths are
 * the locations themselves, not reserved.
 */
export const RESERVED_SLUGS: readonly string[] = [
  ...new Set(
    [
      ...PUBLIC_PAGES.filter((page) => !(FIXED_CITY_SLUGS as readonly string[]).includes(page.path)).map((page) =>
        firstSegment(page.path),
      ),
      ...SITE_ROUTES.map((route) => firstSegment(route.path)),
      ...SERVER_PREFIXES,
      RUSSIAN_PREFIX,
    ].filter((slug): slug is string => slug !== null),
  ),
].sort();

/**
 * Slugs a portfolio project may not take (`/portfolio/{slug}`): any fixed page below /portfolio in
 * the registry, the filter value `all`, and words kept for addresses the portfolio may get
 * (`/portfolio/category/…`, `/portfolio/page/…`).
 */
export const PROJECT_RESERVED_SLUGS: readonly string[] = [
  ...new Set([
    ...PUBLIC_PAGES.map((page) => page.path.split('/'))
      .filter((parts) => parts[0] === 'portfolio' && parts.length > 1 && !/^[:*]/.test(parts[1] ?? ':'))
      .map((parts) => slugify(parts[1] ?? '')),
    'all',
    'category',
    'kategorie',
    'page',
    'seite',
    RUSSIAN_PREFIX,
  ]),
].sort();

/** The header and footer navigation, in order. */
export const NAV_PAGES = PUBLIC_PAGES.filter(
  (page): page is PublicPage & { nav: NavKey } => page.nav !== undefined,
).map((page) => ({ key: page.nav, to: `/${page.path}` }));

/** The footer's legal links, in order. */
export const LEGAL_PAGES = PUBLIC_PAGES.filter(
  (page): page is PublicPage & { legal: LegalKey } => page.legal !== undefined,
).map((page) => ({ key: page.legal, to: `/${page.path}` }));

/** The fixed pages of /sitemap.xml, in the order a visitor meets them. */
export const SITEMAP_PATHS = PUBLIC_PAGES.filter((page) => page.sitemap).map((page) => `/${page.path}`);

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.at(-1) === '*') return true;
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
}

/**
 * Whether the page answering `pathname` may be cached for every visitor: the first registry
 * entry (or site route) whose pattern matches, as React Router would rank these simple paths
 * (static segments before parameters before the splat). Anything unknown: no.
 */
export function isCacheablePage(pathname: string): boolean {
  const segments = germanPath(pathname).split('/').filter(Boolean).map(decodeSegment);
  if (segments[0] && (SERVER_PREFIXES as readonly string[]).includes(segments[0])) return false;
  const site = SITE_ROUTES.find((route) => matches(route.path, segments));
  if (site) return site.cache;
  return pageOf(segments)?.cache ?? false;
}

const rank = (page: PublicPage) => (page.path.includes('*') ? 2 : page.path.includes(':') ? 1 : 0);
const BY_RANK = [...PUBLIC_PAGES].sort((a, b) => rank(a) - rank(b));

/** The registry entry answering these path segments, as React Router ranks these simple paths. */
function pageOf(segments: string[]): PublicPage | undefined {
  return BY_RANK.find((p) => matches(p.path, segments));
}

/**
 * Query parameters that carry a personal token (the newsletter's `?confirm=` and `?unsubscribe=`
 * links, and `?token=` for any later mailed link such as a booking or publication confirmation).
 * A page opened with one of them is a token page, whatever page it is.
 */
export const TOKEN_PARAMS = ['confirm', 'unsubscribe', 'token'] as const;

/**
 * Whether an address carries a secret (issue 33): a page flagged `tokenPage` in the registry
 * (`/g/{token}`, `/ru/g/{token}`), or any address with a TOKEN_PARAMS query parameter. Such a page
 * loads no analytics (the CSP allows no third-party host), sends no Referer and is not indexed.
 * Takes a path with or without its query (`/newsletter?confirm=…`), also React Router's data
 * requests (`/g/{token}.data`).
 */
export function isTokenPage(address: string): boolean {
  const [rawPath = '', query = ''] = address.split(/\?(.*)/s, 2);
  const names = (query.split('#')[0] ?? '')
    .split('&')
    .map((pair) => decodeSegment((pair.split('=')[0] ?? '').replace(/\+/g, ' ')));
  if (names.some((name) => (TOKEN_PARAMS as readonly string[]).includes(name))) return true;
  const path = rawPath.replace(/\.data$/, '').replace(/\/_root$/, '/');
  const segments = germanPath(path).split('/').filter(Boolean).map(decodeSegment);
  if (segments[0] && (SERVER_PREFIXES as readonly string[]).includes(segments[0])) return false;
  return pageOf(segments)?.tokenPage === true;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
