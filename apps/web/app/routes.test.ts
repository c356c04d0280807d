import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIXED_CITY_SLUGS,
  germanPath,
  isCacheablePage,
  isSameOriginPath,
  isTokenPage,
  languageOfPath,
  localePath,
  PUBLIC_PAGES,
  RESERVED_SLUGS,
  RUSSIAN_PREFIX,
  SERVER_PREFIXES,
  sameSitePath,
  slugify,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from './features/admin-shell/admin-pages';
import routes from './routes';

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every full path of the route table (layouts add no segment). */
function paths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [...(entry.path !== undefined ? [full] : []), ...paths(entry.children ?? [], full)];
  });
}

describe('the page registry and the route table', () => {
  const table = paths(routes as RouteEntry[]);

  it('routes every page of the spec', () => {
    for (const path of ['portfolio', 'blog/:slug', 'city/:slug', 'booking', 'buchung', 'gera', ':slug', '*']) {
      expect(table).toContain(`ru?/${path}`);
    }
    expect(table).toContain('admin/dashboard');
  });

  it('reserves exactly the first segments the route table serves, plus the server’s own prefixes', () => {
    const served = new Set(
      table
        .map((path) => path.replace(/^ru\?\/?/, ''))
        .map((path) => path.split('/')[0] ?? '')
        .filter((first) => first !== '' && !first.startsWith(':') && first !== '*')
        .filter((first) => !(FIXED_CITY_SLUGS as readonly string[]).includes(first))
        .map(slugify),
    );
    for (const prefix of SERVER_PREFIXES) served.add(prefix);
    served.add(RUSSIAN_PREFIX);
    expect([...RESERVED_SLUGS].sort()).toEqual([...served].sort());
  });

  it('lets the page cache keep public pages and nothing else', () => {
    for (const path of [
      '/',
      '/portfolio',
      '/blog/ein-post-0123',
      '/gera',
      '/city/leipzig',
      '/irgendwas',
      '/sitemap.xml',
      '/ru',
      '/ru/portfolio',
      '/ru/leipzig',
      '/ru/blog/ein-post-0123',
    ]) {
      expect(isCacheablePage(path), path).toBe(true);
    }
    for (const path of ['/admin', '/admin/portfolio', '/language', '/api/public/portfolio', '/media/x.jpg']) {
      expect(isCacheablePage(path), path).toBe(false);
    }
  });
});

describe('token pages (issue 33: their address is a secret)', () => {
  it('are the flagged pages and every address with a token parameter, in both languages', () => {
    for (const path of [
      '/g/abc',
      '/ru/g/abc',
      '/g/abc?visitor=Anna',
      '/g/abc.data',
      '/ru/g/abc.data?visitor=x',
      '/newsletter?confirm=abc',
      '/ru/newsletter?unsubscribe=abc',
      '/newsletter.data?confirm=abc',
      '/booking/confirm?token=abc',
      '/ru/booking/confirm?token=abc',
      '/?token=abc',
      '/consent',
      '/ru/consent?token=abc',
    ]) {
      expect(isTokenPage(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/ru',
      '/newsletter',
      '/newsletter?confirmed=1',
      '/gallery',
      '/portfolio?category=g',
      '/api/public/galleries/abc',
      '/admin/galleries/abc',
    ]) {
      expect(isTokenPage(path), path).toBe(false);
    }
  });

  it('are never cached', () => {
    for (const page of PUBLIC_PAGES.filter((p) => p.tokenPage)) expect(page.cache, page.id).toBe(false);
  });
});

describe('addresses per language', () => {
  it('puts Russian under /ru and German at the plain path, both ways', () => {
    expect(localePath('ru', '/')).toBe('/ru');
    expect(localePath('ru', '/portfolio?category=wedding')).toBe('/ru/portfolio?category=wedding');
    expect(localePath('ru', '/?sent=1')).toBe('/ru?sent=1');
    expect(localePath('ru', '/ru/booking')).toBe('/ru/booking');
    expect(localePath('de', '/ru/booking')).toBe('/booking');
    expect(localePath('de', '/ru')).toBe('/');
    expect(localePath('de', '/ru?x=1')).toBe('/?x=1');
    expect(localePath('ru', 'https://example.org/')).toBe('https://example.org/');
    expect(localePath('ru', '#top')).toBe('#top');
    expect(localePath('ru', '//evil.example')).toBe('//evil.example');
  });
  it('reads the language from the address alone', () => {
    expect(languageOfPath('/ru')).toBe('ru');
    expect(languageOfPath('/ru/portfolio')).toBe('ru');
    expect(languageOfPath('/rural')).toBe('de');
    expect(languageOfPath('/portfolio')).toBe('de');
    expect(germanPath('/rural')).toBe('/rural');
    expect(germanPath('/ru/city/jena')).toBe('/city/jena');
  });
  it('reads the language of a data request (client navigation) as that of its page', () => {
    // react-router 8 fetches `${path}.data`, and `${path}_.data` for a path ending in a slash.
    expect(languageOfPath('/ru.data')).toBe('ru');
    expect(languageOfPath('/ru/_.data')).toBe('ru');
    expect(languageOfPath('/ru/leipzig.data')).toBe('ru');
    expect(languageOfPath('/ru/_root.data')).toBe('ru');
    expect(languageOfPath('/_.data')).toBe('de');
    expect(languageOfPath('/leipzig.data')).toBe('de');
    expect(languageOfPath('/rural.data')).toBe('de');
    expect(germanPath('/ru.data')).toBe('/');
    expect(germanPath('/ru/_.data')).toBe('/');
    expect(germanPath('/_.data')).toBe('/');
    expect(germanPath('/ru/leipzig.data')).toBe('/leipzig');
    expect(germanPath('/leipzig.data')).toBe('/leipzig');
    expect(germanPath('/ru/portfolio.data?category=wedding')).toBe('/portfolio?category=wedding');
    expect(localePath('ru', '/leipzig.data')).toBe('/ru/leipzig');
  });
  it('never makes another site of a path (issue 33: /ru//evil.com)', () => {
    expect(germanPath('/ru//evil.com')).toBe('/evil.com');
    expect(germanPath('/ru/\\evil.com')).toBe('/evil.com');
    expect(germanPath('/ru/\t/evil.com')).toBe('/evil.com');
    expect(germanPath('/ru///evil.com?x=1')).toBe('/evil.com?x=1');
    expect(germanPath('//evil.com')).toBe('/evil.com');
    expect(localePath('de', '/ru//evil.com')).toBe('/evil.com');
    expect(localePath('ru', '/ru//evil.com')).toBe('/ru/evil.com');
    for (const path of [
      '/ru//evil.com',
      '/ru/\\evil.com',
      '//evil.com',
      '/\\evil.com',
      '/ru/\n/evil.com',
      'https://evil.com',
      'evil.com',
      '',
    ]) {
      for (const lang of ['de', 'ru'] as const) {
        const out = sameSitePath(lang, path);
        expect(isSameOriginPath(out), `${lang} ${JSON.stringify(path)} -> ${out}`).toBe(true);
        expect(new URL(out, 'https://site.example').host).toBe('site.example');
      }
    }
    expect(sameSitePath('ru', '/ru/portfolio?category=x')).toBe('/ru/portfolio?category=x');
    expect(sameSitePath('de', '/ru/portfolio')).toBe('/portfolio');
    expect(sameSitePath('ru', 'https://evil.com/')).toBe('/ru');
    expect(isSameOriginPath('//evil.com')).toBe(false);
    expect(isSameOriginPath('/\\evil.com')).toBe(false);
    expect(isSameOriginPath('/ok')).toBe(true);
  });
});

describe('public loaders and actions', () => {
  /** Every file of the public site: its routes, the root, the layout, the features a visitor sees. */
  function publicFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('admin') ? [] : publicFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }
  it('take the page address from params or the `url` argument, never from request.url', () => {
    // A client navigation requests `/leipzig.data`: a path read from request.url is not the page's.
    const app = path.dirname(new URL(import.meta.url).pathname);
    const files = [
      ...publicFiles(path.join(app, 'routes/public')),
      ...publicFiles(path.join(app, 'features')),
      ...publicFiles(path.join(app, 'lib')),
      path.join(app, 'root.tsx'),
    ];
    expect(files.length).toBeGreaterThan(40);
    const readers = files.filter((file) => /request\.url\b/.test(readFileSync(file, 'utf8')));
    expect(readers.map((file) => path.relative(app, file))).toEqual([]);
  });
});

describe('the office screens (features/admin-shell/admin-pages.ts)', () => {
  const app = path.dirname(new URL(import.meta.url).pathname);
  it('routes every declared screen to a route file that exists, and no route file is left undeclared', () => {
    const table = paths(routes as RouteEntry[]);
    for (const page of ADMIN_PAGES) expect(table).toContain(`admin/${page.path}`);
    const declared = new Set<string>(ADMIN_PAGES.map((page) => page.file));
    // Outside the office's frame or before the guard: the sign-in, the reset, the post preview, the 404.
    for (const file of ['login', 'reset-password', 'blog-preview', 'layout', 'index', 'not-found'])
      declared.add(`routes/admin/${file}.tsx`);
    const files = readdirSync(path.join(app, 'routes/admin'))
      .filter((name) => /\.tsx$/.test(name))
      .map((name) => `routes/admin/${name}`);
    expect(files.sort()).toEqual([...declared].sort());
  });
});
