import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { makeImage } from '../media/media.test-support.ts';

/** Names and sizes of the entries of a ZIP archive, read back with a separate reader (yauzl). */
function readZip(buffer: Buffer): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: { name: string; size: number }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Issue 18 item 3 (part): the streamed ZIP of a gallery, under the same checks as its files. */
describe(`gallery ZIP (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  let now = new Date('2026-12-01T10:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock, mailWorker: false, avifQueue: false, mediaSweep: false });
    token = await adminToken(t, clock);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('zips the originals or the web-size previews in the gallery order, with safe unique names', async () => {
    const g = (
      await admin('POST', '/api/admin/galleries', { title_de: 'Zip', client_name: 'Z', downloads: 'original' })
    ).json();
    const first = await makeImage(300, 200);
    const second = await makeImage(2400, 1600, 'png');
    await upload(g.id, first, 'IMG_1.jpg');
    await upload(g.id, second, '../../etc/IMG_1.png');
    const res = await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await readZip(res.rawPayload)).toEqual([
      { name: 'IMG_1.jpg', size: first.length },
      { name: 'IMG_1.png', size: second.length },
    ]);
    await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'web' });
    const web = await readZip(
      (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip` })).rawPayload,
    );
    expect(web.map((e) => e.name)).toEqual(['IMG_1.jpg', 'IMG_1-2.jpg']);
    expect(web[1]?.size).toBeLessThan(second.length);
    await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'off' });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip` })).statusCode).toBe(403);
  });

  it('answers the ZIP 404 for an unknown or replaced link, 401 while locked and 410 after expiry', async () => {
    const g = (
      await admin('POST', '/api/admin/galleries', { title_de: 'Zip 2', client_name: 'Z', password: 'zip-pass-1' })
    ).json();
    await upload(g.id, await makeImage(60, 40), 'a.jpg');
    const zip = (cookie = '') =>
      t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip`, headers: cookie ? { cookie } : {} });
    expect((await zip()).statusCode).toBe(401);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/public/galleries/${g.token}/unlock`,
      payload: { password: 'zip-pass-1' },
    });
    const cookie = String(unlocked.headers['set-cookie']).split(';')[0] ?? '';
    expect((await zip(cookie)).statusCode).toBe(200);
    now = new Date('2027-03-01T00:00:00.000Z');
    expect((await zip(cookie)).statusCode).toBe(410);
    now = new Date('2026-12-01T10:00:00.000Z');
    await admin('POST', `/api/admin/galleries/${g.id}/link`, {});
    expect((await zip(cookie)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/galleries/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/zip' }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps favourites per visitor name on the server and zips only one visitor’s favourites', async () => {
    const g = (await admin('POST', '/api/admin/galleries', { title_de: 'Fav', client_name: 'F' })).json();
    const other = (await admin('POST', '/api/admin/galleries', { title_de: 'Other', client_name: 'O' })).json();
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) await upload(g.id, await makeImage(80, 60), name);
    await upload(other.id, await makeImage(80, 60), 'x.jpg');
    const photos = (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}` })).json().photos;
    const otherPhoto = (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${other.token}` })).json()
      .photos[0];
    const mark = (visitor: string, photo_id: string, favourite = true, galleryToken = g.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/galleries/${galleryToken}/favourites`,
        payload: { visitor, photo_id, favourite },
      });
    expect((await mark('Anna', photos[2].id)).json()).toEqual({ photo_ids: [photos[2].id], submitted_at: null });
    await mark('Anna', photos[0].id);
    await mark('Anna', photos[0].id); // twice is once
    await mark('Max', photos[1].id);
    // Another gallery's photo cannot be marked through this link.
    expect((await mark('Anna', otherPhoto.id)).statusCode).toBe(404);
    const list = async (visitor: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/galleries/${g.token}/favourites?visitor=${encodeURIComponent(visitor)}`,
        })
      ).json();
    expect(await list('Anna')).toEqual({ photo_ids: [photos[0].id, photos[2].id], submitted_at: null });
    expect(await list('Max')).toEqual({ photo_ids: [photos[1].id], submitted_at: null });
    await mark('Max', photos[1].id, false);
    expect(await list('Max')).toEqual({ photo_ids: [], submitted_at: null });
    const zip = await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip?visitor=Anna` });
    expect((await readZip(zip.rawPayload)).map((e) => e.name)).toEqual(['a.jpg', 'c.jpg']);
    expect((await mark('', photos[0].id)).statusCode).toBe(422);
  });
});
