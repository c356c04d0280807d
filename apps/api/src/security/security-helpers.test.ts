import { describe, expect, it } from 'vitest';
import { encodeHostile, fillPath, isOpenAdminRoute, leaks } from './security-helpers.ts';

describe('leak detection used by the hostile-input sweep', () => {
  it('finds stack traces, SQL, driver errors and file paths', () => {
    expect(
      leaks('{"detail":"x","stack":"Error: boom\\n    at Object.<anonymous> (/app/src/x.ts:10:5)"}'),
    ).toBeDefined();
    expect(leaks('SELECT "id" FROM "review" WHERE "id" = ?')).toBeDefined();
    expect(leaks('SqliteError: SQLITE_CONSTRAINT_UNIQUE')).toBeDefined();
    expect(leaks('syntax error at or near "DROP"')).toBeDefined();
    expect(leaks('relation "reviews" does not exist')).toBeDefined();
    expect(leaks('ENOENT: no such file, open "/work/data/media/x.jpg"')).toBeDefined();
    expect(leaks('TypeError: Cannot read properties of undefined')).toBeDefined();
  });

  it('lets ordinary answers through', () => {
    expect(leaks('{"detail":"Not found"}')).toBeUndefined();
    expect(
      leaks('{"detail":"Validation failed","errors":[{"path":"email","message":"Invalid email address"}]}'),
    ).toBeUndefined();
    expect(
      leaks('[{"id":"a1b2c3d4e5f6a1b2c3d4e5f6","url":"/media/portfolio/x.webp","text_de":"Bitte wählen Sie aus"}]'),
    ).toBeUndefined();
  });
});

describe('route helpers', () => {
  it('fills parameters and encodes what cannot be encoded', () => {
    expect(fillPath('/api/admin/blog/:id', '../x')).toBe('/api/admin/blog/..%2Fx');
    expect(fillPath('/api/admin/*', 'a b')).toBe('/api/admin/a%20b');
    expect(encodeHostile('\ud800')).toBe('%ED%A0%80%C0%AF');
  });

  it('knows the open admin routes of the contract', () => {
    expect(isOpenAdminRoute({ method: 'POST', url: '/api/admin/login' })).toBe(true);
    expect(isOpenAdminRoute({ method: 'HEAD', url: '/api/admin/settings/services' })).toBe(true);
    expect(isOpenAdminRoute({ method: 'PUT', url: '/api/admin/settings/services' })).toBe(false);
    expect(isOpenAdminRoute({ method: 'GET', url: '/api/admin/reviews' })).toBe(false);
  });
});
