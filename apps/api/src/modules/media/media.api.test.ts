import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, makeJpegWithGps, makePdf, makePngBomb } from './media.test-support.ts';

/** Every file under a directory, relative paths. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe(`image uploads (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    // AVIF is tested in media.avif.api.test.ts; here it would only burn CPU.
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (content: Buffer, filename = 'photo.jpg', headers = auth) =>
    injectMultipart(t, '/api/admin/uploads/image', [{ name: 'file', filename, content, type: 'image/jpeg' }], headers);

  it('needs the admin token', async () => {
    const res = await upload(await makeImage(50, 50), 'a.jpg', { authorization: '' });
    expect(res.statusCode).toBe(401);
  });

  it('stores responsive WebP and JPEG variants without EXIF/GPS and serves them immutable', async () => {
    const res = await upload(await makeJpegWithGps(3000, 2000));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^\/media\/img\/[0-9a-f]{24}\/1600\.jpg$/);
    expect([body.width, body.height]).toEqual([3000, 2000]);
    expect(body.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(body.variants.map((v: { format: string; width: number }) => `${v.format}${v.width}`)).toEqual([
      'webp480',
      'webp960',
      'webp1600',
      'webp2400',
      'jpeg480',
      'jpeg960',
      'jpeg1600',
      'jpeg2400',
    ]);

    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1067, undefined]);
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const webp = await t.app.inject({ method: 'GET', url: body.variants[0].url });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('tells anyone the variants of a stored image by its URL (for hero images), 404 for others', async () => {
    const stored = (await upload(await makeImage(1200, 800))).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/images?url=${encodeURIComponent(stored.url)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(stored);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/images?url=${encodeURIComponent('/media/img/000000000000000000000000/960.jpg')}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Image not found', code: 'not_found' });
    for (const query of ['', '?url=', `?url=${'x'.repeat(5000)}`]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/public/images${query}` });
      expect(bad.statusCode, query).toBe(422);
      expect(bad.json().detail).toBeTypeOf('string');
    }
  });

  it('accepts PNG, WebP and AVIF and never scales up', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const res = await upload(await makeImage(300, 200, format), `small.${format}`);
      expect(res.statusCode, format).toBe(200);
      const body = res.json();
      expect(body.url).toMatch(/\/300\.jpg$/);
      expect(body.variants.map((v: { width: number; height: number }) => `${v.width}x${v.height}`)).toEqual([
        '300x200',
        '300x200',
      ]);
    }
  });

  it('never lets the client file name become a path', async () => {
    const res = await upload(await makeImage(100, 80), '../../../secret.key.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/media\/img\/[0-9a-f]{24}\/100\.jpg$/);
    const all = [...listFiles(t.config.dataDir), ...(await storedFiles(t).list(''))];
    expect(all.some((f) => f.includes('secret.key.jpg'))).toBe(false);
    expect(existsSync(path.resolve(t.config.dataDir, '..', 'secret.key.jpg'))).toBe(false);
  });

  it('refuses polyglots, non-images, empty files and decompression bombs, leaving no files behind', async () => {
    const before = await storedFiles(t).list('media/');
    const cases: [string, Buffer, number[]][] = [
      ['page.jpg', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), [415]],
      [
        'logo.jpg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        [415],
      ],
      ['doc.jpg', makePdf(), [415]],
      ['empty.jpg', Buffer.alloc(0), [415, 422]],
      ['bomb.png', makePngBomb(), [413, 422]],
      ['cut.jpg', (await makeImage(400, 300)).subarray(0, 300), [422]],
    ];
    for (const [name, content, statuses] of cases) {
      const res = await upload(content, name);
      expect(statuses, `${name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().detail, name).toBeTypeOf('string');
    }
    expect(await storedFiles(t).list('media/')).toEqual(before);
    expect(listFiles(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses files over 40 MB with 413 and removes the partial upload', async () => {
    const huge = Buffer.concat([await makeImage(50, 50), Buffer.alloc(40 * 1024 * 1024)]);
    const res = await upload(huge, 'huge.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBeTypeOf('string');
    expect(listFiles(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a request without a file, with a wrong field, or not multipart', async () => {
    let res = await injectMultipart(t, '/api/admin/uploads/image', [{ name: 'title', value: 'x' }], auth);
    expect(res.statusCode).toBe(422);
    res = await injectMultipart(
      t,
      '/api/admin/uploads/image',
      [{ name: 'image', filename: 'a.jpg', content: await makeImage(20, 20) }],
      auth,
    );
    expect(res.statusCode).toBe(422);
    res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/image',
      headers: auth,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
    res = await injectMultipart(
      t,
      '/api/admin/uploads/image',
      [
        { name: 'file', filename: 'a.jpg', content: await makeImage(20, 20) },
        { name: 'file', filename: 'b.jpg', content: await makeImage(20, 20) },
      ],
      auth,
    );
    expect(res.statusCode).toBe(413);
    expect(listFiles(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers 404 for unknown files and refuses paths outside the media directory', async () => {
    for (const url of [
      '/media/img/000000000000000000000000/480.jpg',
      '/media/nothing',
      '/media/doc/000000000000000000000000.pdf',
      '/media/doc/x.pdf',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found', code: 'not_found' });
    }
    for (const url of [
      '/media/../secret.key',
      '/media/%2e%2e/secret.key',
      '/media/..%2fsecret.key',
      '/media/.%2e/site.db',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain(t.config.secretKey);
    }
  });
});
