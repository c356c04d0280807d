import { describe, expect, it } from 'vitest';
import { type ApiModule, checkDeclarations, undeclaredCacheRoutes } from './module.ts';

/** A newcomer's feature: a gallery table with a cover photo, and a public GET. */
const gallery = (declare: Partial<ApiModule>): ApiModule => ({ name: 'galleries', tables: [], ...declare });
const columns = [
  { table: 'gallery', column: 'id' },
  { table: 'gallery', column: 'title' },
  { table: 'gallery', column: 'cover_url' },
];

describe('module declarations', () => {
  it('finds a table no module owns and a photo column nobody declared', () => {
    const problems = checkDeclarations([gallery({})], columns);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/table gallery is owned by no module/);
    expect(problems[1]).toMatch(/column gallery\.cover_url may hold a \/media\/ URL/);
  });

  it('is satisfied once the module owns the table and declares the column', () => {
    const declared = gallery({
      tables: ['gallery' as never],
      mediaColumns: [{ table: 'gallery' as never, column: 'cover_url' }],
    });
    expect(checkDeclarations([declared], columns)).toEqual([]);
  });

  it('refuses declarations of columns the schema lacks or of tables another module owns', () => {
    const wrong = gallery({
      tables: ['gallery' as never],
      mediaColumns: [{ table: 'gallery' as never, column: 'cover' }],
    });
    const other: ApiModule = { name: 'other', tables: ['gallery' as never] };
    const problems = checkDeclarations([wrong, other], columns);
    expect(problems.some((p) => /owned by galleries and other/.test(p))).toBe(true);
    expect(problems.some((p) => /declares gallery\.cover, which the schema does not have/.test(p))).toBe(true);
  });

  it('finds a public GET that does not say whether it may be cached', () => {
    const routes = [
      { method: 'GET', url: '/api/public/galleries', guarded: false, publicCache: undefined },
      { method: ['GET', 'HEAD'], url: '/api/public/portfolio', guarded: false, publicCache: true },
      { method: 'GET', url: '/api/admin/galleries', guarded: true, publicCache: undefined },
      { method: 'POST', url: '/api/public/contact', guarded: false, publicCache: undefined },
      { method: 'GET', url: '/media/*', guarded: false, publicCache: undefined },
    ];
    expect(undeclaredCacheRoutes(routes)).toEqual(['GET /api/public/galleries']);
  });
});
