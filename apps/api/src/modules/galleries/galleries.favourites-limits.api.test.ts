import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { makeImage } from '../media/media.test-support.ts';

/**
 * Issue 33 item 5: favourites had no rate limit (1,000 invented visitors in 5 s) and the owner's
 * stats listed them all in one answer. Now: a limit per client address and one per gallery (429
 * with Retry-After), and the stats come in pages. With RATE_LIMIT_PUBLIC_FORMS_MAX=1 the limits
 * are 30 per address and 100 per gallery in 10 minutes (30 and 100 times the form limit).
 */
describe(`favourites: rate limits per address and per gallery, the owner's list in pages (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };
  async function gallery() {
    const res = await admin('POST', '/api/admin/galleries', { title_de: 'Hochzeit', client_name: 'Lena' });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json() as { id: string; token: string };
    await upload(g.id, await makeImage(60, 40), 'a.jpg');
    const photo = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos[0].id as string;
    return { ...g, photo };
  }
  const mark = (g: { token: string; photo: string }, visitor: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/galleries/${g.token}/favourites`,
      payload: { visitor, photo_id: g.photo, favourite: true },
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PUBLIC_FORMS_MAX: '1' },
      { mailWorker: false, avifQueue: false, mediaSweep: false },
    );
    token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After past 30 per address and past 100 per gallery; other addresses and galleries go on', async () => {
    const g = await gallery();
    const other = await gallery();
    for (let i = 0; i < 30; i++) expect((await mark(g, `Gast ${i}`, '10.50.0.1')).statusCode).toBe(200);
    const limited = await mark(g, 'Gast 30', '10.50.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per address: another address of the same gallery is not limited; an IPv6 /64 is one address.
    expect((await mark(g, 'Gast 31', '10.50.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) {
      expect((await mark(other, `Gast ${i}`, `2001:db8:7:1::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await mark(other, 'Gast 99', '2001:db8:7:1::ffff')).statusCode).toBe(429);

    // Per gallery: 31 from the first two addresses, then from fresh ones up to 100 in all.
    let sent = 31;
    for (let n = 3; sent < 100; n++) {
      for (let i = 0; i < 20 && sent < 100; i++, sent++) {
        expect((await mark(g, `Besucher ${n}-${i}`, `10.50.1.${n}`)).statusCode).toBe(200);
      }
    }
    const full = await mark(g, 'Noch einer', '10.50.2.1');
    expect(full.statusCode).toBe(429);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    // The other gallery is not affected by this one's count.
    expect((await mark(other, 'Anna', '10.50.2.1')).statusCode).toBe(200);
  });

  it('lists the visitors in pages: limit and skip, with the total', async () => {
    const g = await gallery();
    const names = Array.from({ length: 25 }, (_, i) => `Gast ${String(i).padStart(2, '0')}`);
    for (const [i, name] of names.entries()) expect((await mark(g, name, `10.60.${i}.1`)).statusCode).toBe(200);
    const stats = (query: string) => admin('GET', `/api/admin/galleries/${g.id}/stats${query}`);

    const all = (await stats('')).json();
    expect(all).toMatchObject({ visitors_total: 25, limit: 50, skip: 0 });
    expect(all.visitors.map((v: { visitor: string }) => v.visitor)).toEqual(names);
    const first = (await stats('?limit=10')).json();
    expect(first).toMatchObject({ visitors_total: 25, limit: 10, skip: 0 });
    expect(first.visitors.map((v: { visitor: string }) => v.visitor)).toEqual(names.slice(0, 10));
    expect(first.visitors[0]).toMatchObject({ count: 1, file_names: ['a.jpg'], export: 'a' });
    const last = (await stats('?limit=10&skip=20')).json();
    expect(last.visitors.map((v: { visitor: string }) => v.visitor)).toEqual(names.slice(20));
    expect((await stats('?skip=25')).json().visitors).toEqual([]);
    for (const bad of ['?limit=0', '?limit=201', '?limit=x', '?skip=-1']) {
      const res = await stats(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors[0].path, bad).toMatch(/limit|skip/);
    }
  });
});
