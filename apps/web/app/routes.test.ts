import {
  FIXED_CITY_SLUGS,
  germanPath,
  isCacheablePage,
  isTokenPage,
  languageOfPath,
  localePath,
  PUBLIC_PAGES,
  RESERVED_SLUGS,
  RUSSIAN_PREFIX,
  SERVER_PREFIXES,
  slugify,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
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
});
