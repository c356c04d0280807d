import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  loginUrl,
  onWriteAccepted,
  RENEW_BEFORE_MS,
  renewIfDue,
  setSignInHandler,
  TOKEN_KEY,
  tokenExpiry,
  withQuery,
} from './client';
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

  it('without the sign-in dialog (outside the layout), a 401 forgets the token and goes to the login page, remembering the origin', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'Session expired', code: 'auth.session_expired' }));
    const error = await api('/admin/blog').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).text).toBe('Сеанс истёк. Войдите снова.');
    expect(store.has(TOKEN_KEY)).toBe(false);
    expect(assign).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fblog%3Fstatus%3Ddraft');
  });

  it('keeps the session for a 401 that refuses what was sent (a wrong one-time code), by its code', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'Wrong code', code: 'auth.totp_invalid' }));
    const error = await api('/admin/settings/2fa/disable', { json: { currentPassword: 'x', code: '000000' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'auth.totp_invalid', status: 401 });
    expect(store.get(TOKEN_KEY)).toBe('token-1');
    expect(assign).not.toHaveBeenCalled();
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

describe('no lost work: a 401 asks the sign-in dialog and repeats the call (ADR 019)', () => {
  const store = new Map<string, string>();
  const assign = vi.fn();
  let stopSignIn: () => void = () => {};

  beforeEach(() => {
    store.clear();
    store.set(TOKEN_KEY, 'revoked');
    assign.mockClear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
      location: { pathname: '/admin/blog', search: '', assign },
    });
  });
  afterEach(() => {
    stopSignIn();
    vi.unstubAllGlobals();
  });

  /** The API: 401 for any token but 'fresh', else 201 with the sent body echoed. */
  function server() {
    return vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth !== 'Bearer fresh') {
        return new Response(JSON.stringify({ detail: 'Session expired', code: 'auth.session_expired' }), {
          status: 401,
        });
      }
      return new Response(JSON.stringify({ saved: JSON.parse(String(init.body)) }), { status: 201 });
    });
  }

  it('repeats the save after the owner signed in again; every call refused meanwhile shares one sign-in', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    let asked = 0;
    let signIn: (ok: boolean) => void = () => {};
    stopSignIn = setSignInHandler(() => {
      asked += 1;
      return new Promise((resolve) => {
        signIn = (ok) => {
          store.set(TOKEN_KEY, 'fresh');
          resolve(ok);
        };
      });
    });
    const save = api('/admin/blog', { json: { title: 'Статья' } });
    const other = api('/admin/blog', { json: { title: 'Вторая' } });
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(store.has(TOKEN_KEY)).toBe(false);
    signIn(true);
    await expect(save).resolves.toEqual({ saved: { title: 'Статья' } });
    await expect(other).resolves.toEqual({ saved: { title: 'Вторая' } });
    expect(asked).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(assign).not.toHaveBeenCalled();
  });

  it('when the owner dismisses the dialog, the call fails with the Russian text and the page stays', async () => {
    vi.stubGlobal('fetch', server());
    stopSignIn = setSignInHandler(async () => false);
    const error = await api('/admin/blog', { json: { title: 'x' } }).catch((e: unknown) => e);
    expect((error as ApiError).text).toBe('Сеанс истёк. Войдите снова.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('announces the accepted writes of the signed-in owner only (not reads, not the sign-in)', async () => {
    store.set(TOKEN_KEY, 'fresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const heard = vi.fn();
    const stop = onWriteAccepted(heard);
    await api('/admin/blog');
    await api('/admin/login', { json: {}, auth: false });
    expect(heard).not.toHaveBeenCalled();
    await api('/admin/blog/1', { method: 'PUT', json: {} });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a session in use is renewed before it ends (ADR 019)', () => {
  const store = new Map<string, string>();
  const tokenWith = (exp: number) =>
    `e30.${Buffer.from(JSON.stringify({ sub: 'a', ver: 3, exp: Math.floor(exp / 1000) })).toString('base64url')}.sig`;

  beforeEach(() => {
    store.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the expiry of a token, and nothing from garbage', () => {
    expect(tokenExpiry(tokenWith(1_800_000_000_000))).toBe(1_800_000_000_000);
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.%%%.b')).toBeNull();
  });

  it('trades a token near its end for a fresh one; leaves a young or an expired one alone', async () => {
    const now = Date.now();
    const renewed = tokenWith(now + 8 * 3600_000);
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ access_token: renewed, token_type: 'bearer' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);

    store.set(TOKEN_KEY, tokenWith(now + RENEW_BEFORE_MS + 60_000));
    await renewIfDue(now);
    store.set(TOKEN_KEY, tokenWith(now - 1000));
    await renewIfDue(now);
    expect(fetch).not.toHaveBeenCalled();

    const old = tokenWith(now + RENEW_BEFORE_MS - 60_000);
    store.set(TOKEN_KEY, old);
    await renewIfDue(now);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/renew');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${old}`);
    expect(store.get(TOKEN_KEY)).toBe(renewed);
  });

  it('keeps the token when the renewal is refused', async () => {
    const now = Date.now();
    const old = tokenWith(now + 60_000);
    store.set(TOKEN_KEY, old);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"detail":"Session expired","code":"auth.session_expired"}', { status: 401 })),
    );
    await renewIfDue(now);
    expect(store.get(TOKEN_KEY)).toBe(old);
  });
});
