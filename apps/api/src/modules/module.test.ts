import { describe, expect, it } from 'vitest';
import {
  type ApiModule,
  checkDeclarations,
  checkPersonalDeclarations,
  undeclaredCacheRoutes,
  withoutSecrets,
} from './module.ts';

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

  it('finds a column with a client’s name, address, phone or note that is declared neither way', () => {
    const client = [
      { table: 'gallery', column: 'id' },
      { table: 'gallery', column: 'client_name' },
      { table: 'gallery', column: 'client_email' },
      { table: 'gallery', column: 'phone' },
      { table: 'gallery', column: 'delivery_address' },
      { table: 'gallery', column: 'owner_note' },
      { table: 'gallery', column: 'title_de' },
    ];
    const problems = checkPersonalDeclarations([gallery({ tables: ['gallery' as never] })], client);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/column gallery\.client_name may hold personal data/);
    const declared = gallery({
      tables: ['gallery' as never],
      personalData: [
        {
          table: 'gallery' as never,
          columns: { client_name: 'name', client_email: 'email', phone: 'phone', delivery_address: 'text' },
          emailColumns: ['client_email'],
          erase: 'delete',
        },
      ],
      notPersonalColumns: [{ table: 'gallery' as never, columns: ['owner_note'], why: 'the owner’s own words' }],
    });
    expect(checkPersonalDeclarations([declared], client)).toEqual([]);
    const kept = gallery({
      tables: ['gallery' as never],
      personalData: [
        {
          table: 'gallery' as never,
          columns: {
            client_name: 'name',
            client_email: 'email',
            phone: 'phone',
            delivery_address: 'text',
            fax: 'phone',
          },
          emailColumns: ['client_email'],
          erase: 'delete',
          retain: { when: () => true, until: () => '2030-12-31', clear: ['phone'] },
        },
      ],
    });
    const wrong = checkPersonalDeclarations([kept], client);
    expect(wrong.some((p) => /gallery\.fax, which the schema does not have/.test(p))).toBe(true);
    expect(wrong.some((p) => /keeps rows but has no retain_until column/.test(p))).toBe(true);
  });

  it('finds a secret column of a personal table that is not declared secret, and drops secrets from rows', () => {
    const client = [
      { table: 'gallery', column: 'id' },
      { table: 'gallery', column: 'client_email' },
      { table: 'gallery', column: 'link_token' },
      { table: 'gallery', column: 'password_hash' },
      { table: 'gallery', column: 'unlock_failures' },
      { table: 'gallery', column: 'api_key' },
    ];
    const personal = (secretColumns?: string[]) =>
      gallery({
        tables: ['gallery' as never],
        personalData: [
          {
            table: 'gallery' as never,
            columns: { client_email: 'email' },
            emailColumns: ['client_email'],
            ...(secretColumns ? { secretColumns } : {}),
            erase: 'delete',
          },
        ],
      });
    const problems = checkPersonalDeclarations([personal()], client);
    expect(problems).toHaveLength(4);
    for (const column of ['link_token', 'password_hash', 'unlock_failures', 'api_key']) {
      expect(problems.some((p) => p.includes(`gallery.${column} of a personal table may hold a secret`))).toBe(true);
    }
    const all = ['link_token', 'password_hash', 'unlock_failures', 'api_key'];
    expect(checkPersonalDeclarations([personal(all)], client)).toEqual([]);
    expect(checkPersonalDeclarations([personal([...all, 'nope'])], client)).toEqual([
      'galleries names gallery.nope, which the schema does not have',
    ]);
    const row = {
      id: 'g1',
      client_email: 'a@b.de',
      link_token: 'T',
      password_hash: 'H',
      unlock_failures: 3,
      api_key: 'K',
    };
    expect(withoutSecrets({ secretColumns: ['link_token'] }, row)).toEqual({ id: 'g1', client_email: 'a@b.de' });
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
