import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { injectMultipart, makeImage } from '../media/media.test-support.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const LOGO_URL = '/api/admin/galleries/watermark-logo';

/** A 400 x 200 logo: a transparent frame around an opaque block of `rgb`. */
async function makeLogo(rgb: [number, number, number], format: 'png' | 'webp' = 'png'): Promise<Buffer> {
  const [width, height] = [400, 200];
  const raw = Buffer.alloc(width * height * 4);
  for (let y = 40; y < height - 40; y++) {
    for (let x = 40; x < width - 40; x++) raw.set([...rgb, 255], (y * width + x) * 4);
  }
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .toFormat(format, format === 'webp' ? { lossless: true } : {})
    .toBuffer();
}

/**
 * Issue 18 item 3, the logo: the owner's one studio logo (checked by content, stored privately),
 * chosen per gallery instead of the text: burned into the previews only, originals off, the
 * previews rendered again when the logo changes; deleting it while galleries use it is refused.
 */
describe(`gallery watermark logo (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const putLogo = (content: Buffer, filename = 'logo.png', type = 'image/png') =>
    injectMultipart(t, LOGO_URL, [{ name: 'file', filename, content, type }], bearer(token), 'PUT');
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };
  async function createGallery(extra: object = {}) {
    const res = await admin('POST', '/api/admin/galleries', { title_de: 'Hochzeit', client_name: 'Anna', ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const read = (key: string) => storedFiles(t).read(key);
  // A region of a preview as raw pixels, and the mean difference of two regions.
  const region = async (file: Buffer, left: number, top: number, width: number, height: number) =>
    sharp(file).extract({ left, top, width, height }).raw().toBuffer();
  const diff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { mailWorker: false, avifQueue: false, mediaSweep: false, retentionJob: false, galleryJobs: false },
    );
    token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes only a PNG or WebP with transparency, at most 2 MB, and only from the owner', async () => {
    expect((await admin('GET', LOGO_URL)).statusCode).toBe(404);
    const anonymous = injectMultipart(
      t,
      LOGO_URL,
      [{ name: 'file', filename: 'l.png', content: await makeLogo([0, 0, 0]) }],
      {},
      'PUT',
    );
    expect((await anonymous).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: LOGO_URL })).statusCode).toBe(401);

    const refused = async (content: Buffer, filename = 'logo.png') => {
      const res = await putLogo(content, filename);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', detail: expect.any(String) });
      return res.json().detail as string;
    };
    expect(await refused(Buffer.from('this is not an image at all'))).toMatch(/PNG or WebP/);
    // A JPEG named .png: the content decides.
    expect(await refused(await makeImage(400, 200, 'jpeg'))).toMatch(/PNG or WebP/);
    // A PNG without an alpha channel, and one whose alpha channel is opaque everywhere.
    expect(await refused(await makeImage(400, 200, 'png'))).toMatch(/transparent/);
    const opaque = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 204, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect(await refused(opaque)).toMatch(/transparent/);
    // Too small, too large in pixels, too many bytes (noise does not compress).
    const tiny = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 204, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await refused(tiny)).toMatch(/32 to 4096 px/);
    const wide = await sharp({
      create: { width: 5000, height: 40, channels: 4, background: { r: 204, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await refused(wide)).toMatch(/32 to 4096 px/);
    const noise = await sharp(randomBytes(800 * 800 * 4), { raw: { width: 800, height: 800, channels: 4 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await refused(noise)).toMatch(/2 MB/);
    expect((await admin('GET', LOGO_URL)).statusCode).toBe(404);

    // Choosing the logo before there is one: 422 on the field.
    const none = await admin('POST', '/api/admin/galleries', { title_de: 'X', client_name: 'X', watermark_logo: true });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'watermark_logo' }] });

    // A lossless WebP is taken, stored as PNG privately (not under media/), served to the owner only.
    const ok = await putLogo(await makeLogo([200, 30, 30], 'webp'), 'studio.webp', 'image/webp');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ width: 400, height: 200, galleries: 0 });
    const stored = await read('galleries/watermark-logo.png');
    expect((await sharp(stored).metadata()).format).toBe('png');
    expect((await storedFiles(t).list('media/')).filter((key) => key.includes('logo'))).toEqual([]);
    const got = await admin('GET', LOGO_URL);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(sha(got.rawPayload)).toBe(sha(stored));

    // The audit log names the logo, not a gallery without an id.
    const audit = await admin('GET', '/api/admin/audit?limit=1');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().entries[0]).toMatchObject({
      method: 'PUT',
      route: LOGO_URL,
      record_type: 'galleries/watermark-logo',
      record_id: null,
    });
  });

  it('burns the logo into the previews only, refuses originals and renders again when the logo changes', {
    timeout: 90_000,
  }, async () => {
    expect((await putLogo(await makeLogo([200, 30, 30]))).statusCode).toBe(200);
    const g = await createGallery({ downloads: 'original' });
    await upload(g.id, await makeImage(1600, 1000), 'IMG_1.jpg');
    const photo = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos[0];
    const dir = `galleries/${g.id}/${photo.id}`;
    const original = sha(await read(`${dir}/original.jpg`));
    const plain = await read(`${dir}/1600.jpg`);

    // The logo is a watermark like the text: originals cannot be asked for, turning it on makes them web size.
    const refused = await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_logo: true, downloads: 'original' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [{ path: 'downloads' }] });
    const on = await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_logo: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ watermark_logo: true, watermark_text: '', downloads: 'web' });
    expect((await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'original' })).statusCode).toBe(422);
    // The text may be kept meanwhile (for switching back): it changes no preview while the logo is shown.
    await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_text: 'Studio Gera' });
    expect(await t.app.galleryJobs.renderPending()).toBe(1);
    const after = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    expect(after.photos[0].url).toMatch(/[?&]v=1$/);

    // 1600 x 1000: the logo is 240 x 120 (15 % of the longer side), 40 px from the bottom right corner.
    const marked = await read(`${dir}/1600.jpg`);
    const corner = (file: Buffer) => region(file, 1320, 840, 240, 120);
    expect(diff(await region(marked, 0, 0, 300, 200), await region(plain, 0, 0, 300, 200))).toBeLessThan(2);
    expect(diff(await corner(marked), await corner(plain))).toBeGreaterThan(10);
    // At 55 % opacity: inside the logo's block each channel is 55 % logo, 45 % photo (means of a patch).
    const means = async (file: Buffer) => {
      const px = await region(file, 1380, 880, 120, 40);
      return [0, 1, 2].map((c) => px.filter((_, i) => i % 3 === c).reduce((sum, v) => sum + v, 0) / (px.length / 3));
    };
    const [seen, under] = [await means(marked), await means(plain)];
    [200, 30, 30].forEach((logo, c) => {
      expect(Math.abs((seen[c] ?? 0) - (0.55 * logo + 0.45 * (under[c] ?? 0)))).toBeLessThan(12);
    });
    // The smaller previews carry it too; the original is untouched and is never what the client gets.
    const small = await read(`${dir}/960.webp`);
    expect((await sharp(small).metadata()).width).toBe(960);
    expect(sha(await read(`${dir}/original.jpg`))).toBe(original);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/public/galleries/${g.token}/photos/${photo.id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(sha(download.rawPayload)).not.toBe(original);
    expect(sha(download.rawPayload)).toBe(sha(marked));
    // A photo uploaded now is marked at once.
    await upload(g.id, await makeImage(1600, 1000), 'IMG_2.jpg');
    expect(await t.app.galleryJobs.renderPending()).toBe(0);
    const second = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos[1];
    const secondMarked = await read(`galleries/${g.id}/${second.id}/1600.jpg`);
    expect(diff(await corner(secondMarked), await corner(plain))).toBeGreaterThan(10);

    // A new logo: the galleries marked with it render again (new URLs), the others do not.
    const textOnly = await createGallery({ watermark_text: 'Studio' });
    const replaced = await putLogo(await makeLogo([20, 40, 220]));
    expect(replaced.json()).toEqual({ width: 400, height: 200, galleries: 1 });
    expect(await t.app.galleryJobs.renderPending()).toBe(2);
    const again = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    expect(again.photos.map((p: { url: string }) => p.url.match(/v=(\d+)$/)?.[1])).toEqual(['2', '2']);
    expect((await admin('GET', `/api/admin/galleries/${textOnly.id}`)).json().updated_at).toBe(textOnly.updated_at);
    const blue = await read(`${dir}/1600.jpg`);
    expect(diff(await corner(blue), await corner(marked))).toBeGreaterThan(10);
    expect(diff(await region(blue, 0, 0, 300, 200), await region(plain, 0, 0, 300, 200))).toBeLessThan(2);

    // Deleting the logo while a gallery uses it: 409, naming how many.
    const inUse = await admin('DELETE', LOGO_URL);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'conflict', errors: [{ params: { galleries: 1 } }] });
    expect(inUse.json().detail).toMatch(/1 gallery/);
    expect((await admin('GET', LOGO_URL)).statusCode).toBe(200);
    // Back to the kept text: rendered with the text, then the logo may go.
    const text = await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_logo: false });
    expect(text.json()).toMatchObject({ watermark_logo: false, watermark_text: 'Studio Gera' });
    expect(await t.app.galleryJobs.renderPending()).toBe(2);
    expect(diff(await corner(await read(`${dir}/1600.jpg`)), await corner(blue))).toBeGreaterThan(10);
    const deleted = await admin('DELETE', LOGO_URL);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await admin('GET', LOGO_URL)).statusCode).toBe(404);
    expect(await storedFiles(t).exists('galleries/watermark-logo.png')).toBe(false);
    expect((await admin('DELETE', LOGO_URL)).statusCode).toBe(404);
    expect(sha(await read(`${dir}/original.jpg`))).toBe(original);
  });
});
