import { localePath } from '@app/contracts';
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './helpers';

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

test('no public page can load zod or back-office code: every script reachable from its boot script, imports followed', async ({
  request,
}) => {
  const paths = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((path) => localePath('ru', path))];
  const queue: string[] = [];
  let version = '';
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
    expect(preloads, path).toBeTruthy();
    queue.push(...(JSON.parse(preloads ?? '[]') as string[]));
    version ||= /"version": "([^"]+)"/.exec(html)?.[1] ?? '';
  }
  // The pages that need content (a project, a post, a client gallery) and the newsletter's answer
  // page: their modules as React Router's route discovery hands them to a visitor's browser.
  const discovered = await request.get(
    `/__manifest?${new URLSearchParams({ paths: '/portfolio/x,/blog/x,/g/x,/newsletter,/ru/portfolio/x', version })}`,
  );
  expect(discovered.status()).toBe(200);
  const routes = Object.values(
    (await discovered.json()) as Record<string, { id: string; module: string; imports?: string[] }>,
  );
  expect(routes.map((route) => route.id)).toEqual(
    expect.arrayContaining(['portfolio-project', 'blog-post', 'client-gallery', 'newsletter']),
  );
  for (const route of routes) queue.push(route.module, ...(route.imports ?? []));
  const seen = new Set<string>();
  const offenders: string[] = [];
  while (queue.length > 0) {
    const href = queue.pop() as string;
    if (seen.has(href)) continue;
    seen.add(href);
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    const code = await res.text();
    // zod v4 keeps its internals under `_zod`; the office's editor and screens have their own chunks.
    if (/\b_zod\b|ZodError/.test(code)) offenders.push(`${href}: zod`);
    if (/rich-text-editor|admin-/.test(href)) offenders.push(`${href}: back office`);
    // Static imports ("./x.js") and the lazy ones' preload lists ("assets/x.js").
    for (const m of code.matchAll(/["'](?:\.\/|assets\/)([\w.-]+\.js)["']/g)) queue.push(`/assets/${m[1]}`);
  }
  expect(seen.size).toBeGreaterThan(8);
  expect(offenders).toEqual([]);
});
