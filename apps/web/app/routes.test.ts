import { FIXED_CITY_SLUGS, isCacheablePage, RESERVED_SLUGS, SERVER_PREFIXES, slugify } from '@app/contracts';
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
      expect(table).toContain(path);
    }
    expect(table).toContain('admin/dashboard');
  });

  it('reserves exactly the first segments the route table serves, plus the server’s own prefixes', () => {
    const served = new Set(
      table
        .map((path) => path.split('/')[0] ?? '')
        .filter((first) => first !== '' && !first.startsWith(':') && first !== '*')
        .filter((first) => !(FIXED_CITY_SLUGS as readonly string[]).includes(first))
        .map(slugify),
    );
    for (const prefix of SERVER_PREFIXES) served.add(prefix);
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
    ]) {
      expect(isCacheablePage(path), path).toBe(true);
    }
    for (const path of ['/admin', '/admin/portfolio', '/language', '/api/public/portfolio', '/media/x.jpg']) {
      expect(isCacheablePage(path), path).toBe(false);
    }
  });
});
