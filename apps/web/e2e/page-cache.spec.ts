import { expect, test } from './fixtures';

function nonceOf(html: string): string {
  const match = /<script nonce="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no nonce in page');
  return match[1];
}

test('public pages are cached per URL and language, each answer with its own nonce', async ({ request }) => {
  const url = `/?cache-test=${Date.now()}`;
  const first = await request.get(url);
  const second = await request.get(url);
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(second.headers()['x-page-cache']).toBe('hit');

  const [a, b] = [await first.text(), await second.text()];
  expect(nonceOf(a)).not.toBe(nonceOf(b));
  expect(second.headers()['content-security-policy']).toContain(`'nonce-${nonceOf(b)}'`);
  expect(b.replaceAll(nonceOf(b), 'N')).toBe(a.replaceAll(nonceOf(a), 'N'));
  // Uncompressed hits are written from the stored bytes around the fresh nonce.
  const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['x-page-cache']).toBe('hit');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const c = await plain.text();
  expect(Number(plain.headers()['content-length'])).toBe(Buffer.byteLength(c));
  expect(plain.headers()['content-security-policy']).toContain(`'nonce-${nonceOf(c)}'`);
  expect(nonceOf(c)).not.toBe(nonceOf(b));
  expect(c.replaceAll(nonceOf(c), 'N')).toBe(a.replaceAll(nonceOf(a), 'N'));

  // A cookie changes nothing: the address alone decides the language (one cached page per URL).
  const withCookie = await request.get(url, { headers: { cookie: 'lang=ru' } });
  expect(withCookie.headers()['x-page-cache']).toBe('hit');
  expect(await withCookie.text()).toContain('<html lang="de"');
  const russian = await request.get(`/ru${url === '/' ? '' : url}`);
  expect(russian.headers()['x-page-cache']).toBe('miss');
  expect(await russian.text()).toContain('<html lang="ru"');
});

test('the back office is never cached', async ({ request }) => {
  await request.get('/admin');
  const again = await request.get('/admin');
  expect(again.headers()['x-page-cache']).toBeUndefined();
});

test('a change made in the back office clears the page cache', async ({ request }) => {
  const url = `/?invalidation-test=${Date.now()}`;
  await request.get(url);
  expect((await request.get(url)).headers()['x-page-cache']).toBe('hit');

  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: 'E2e-admin-pass1!' } });
  expect(login.status()).toBe(200);
  const { access_token } = await login.json();
  const headers = { authorization: `Bearer ${access_token}` };
  const analytics = await (await request.get('/api/admin/settings/analytics')).json();
  const saved = await request.put('/api/admin/settings/analytics', { headers, data: analytics });
  expect(saved.status()).toBe(200);

  expect((await request.get(url)).headers()['x-page-cache']).toBe('miss');
});

test('pages and built assets are sent compressed to browsers that accept it', async ({ request }) => {
  const page = await request.get(`/?compression-test=${Date.now()}`, { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(await page.text()).toContain('<html lang="de"');

  const html = await (await request.get('/')).text();
  // The framework chunk (vite.config.ts); files under 1 kB are not worth compressing and stay plain.
  const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const gzip = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
