import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, loginUrl, TOKEN_KEY, withQuery } from './client';
import { ApiError } from './errors';

describe('admin API client helpers', () => {
  it('builds query strings without empty values', () => {
    expect(withQuery('/api/admin/blog', { published: true, skip: undefined, category: '' })).toBe(
      '/api/admin/blog?published=true',
    );
    expect(withQuery('/api/admin/blog')).toBe('/api/admin/blog');
  });

  it('remembers the origin in the login URL', () => {
    expect(loginUrl('/admin/blog?x=1')).toBe('/admin/login?redirect=%2Fadmin%2Fblog%3Fx%3D1');
  });
});

describe('api(): every answer passes one place', () => {
  const store = new Map<string, string>();
  const assign = vi.fn();
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

  beforeEach(() => {
    store.clear();
    store.set(TOKEN_KEY, 'token-1');
    assign.mockClear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
      location: { pathname: '/admin/blog', search: '?status=draft', assign },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and returns the JSON answer', async () => {
    const fetch = answer(200, [{ id: '1' }]);
    vi.stubGlobal('fetch', fetch);
    await expect(api('/admin/blog', { query: { published: true } })).resolves.toEqual([{ id: '1' }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/blog?published=true');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('on a 401 forgets the token and goes to the login page, remembering the origin', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'Session expired', code: 'auth.session_expired' }));
    const error = await api('/admin/blog').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).text).toBe('Сеанс истёк. Войдите снова.');
    expect(store.has(TOKEN_KEY)).toBe(false);
    expect(assign).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fblog%3Fstatus%3Ddraft');
  });

  it('leaves a 401 to a caller that handles it itself (the guard), and ignores one of a call without token', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'x', code: 'unauthorized' }));
    await expect(api('/admin/verify', { redirectOn401: false })).rejects.toBeInstanceOf(ApiError);
    expect(store.has(TOKEN_KEY)).toBe(false);
    store.set(TOKEN_KEY, 'token-2');
    await expect(api('/admin/login', { json: {}, auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(store.get(TOKEN_KEY)).toBe('token-2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns a failed fetch into the unreachable text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/admin/blog')).rejects.toMatchObject({
      status: 0,
      text: 'Сервер недоступен. Проверьте подключение и попробуйте снова.',
    });
  });
});
