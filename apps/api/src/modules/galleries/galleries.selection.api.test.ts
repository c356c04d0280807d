import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { makeImage } from '../media/media.test-support.ts';

const OWNER = 'owner@example.de';

/**
 * Issue 18 items 3 and 4: favourites limits, the submitted selection (locked, the owner mailed
 * through a real SMTP peer, reopened in the office), single-photo downloads under the link's
 * checks, and the owner's counters and export of file names.
 */
describe(`gallery selections, single downloads and statistics (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let origin: string;
  let now = new Date('2026-12-01T10:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const pub = (method: 'GET' | 'POST', url: string, payload?: object, cookie = '') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };
  async function gallery(extra: object, files: string[]) {
    const res = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Lena',
      client_name: 'Lena',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json();
    for (const name of files) await upload(g.id, await makeImage(90, 60), name);
    const photos = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos as {
      id: string;
      original_name: string;
    }[];
    // Without capture times a new gallery goes by file name (ADR 053): `files` are listed in that order.
    expect(photos.map((p) => p.original_name)).toEqual(files);
    return { ...g, photos };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      { PUBLIC_URL: 'https://foto.example', RATE_LIMIT_PUBLIC_FORMS_MAX: '12' },
      { clock, mailWorker: false, avifQueue: false, mediaSweep: false },
    );
    token = await adminToken(t, clock);
    const mail = await admin(
      'PUT',
      '/api/admin/settings/email-notifications',
      testMailSettings(smtp.port, { admin_email: OWNER }),
    );
    expect(mail.statusCode, mail.body).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the favourites limits in order and shows them to the client', async () => {
    const bad = await admin('POST', '/api/admin/galleries', {
      title_de: 'X',
      client_name: 'X',
      favourites_min: 5,
      favourites_max: 3,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'favourites_max' }] });
    const zero = await admin('POST', '/api/admin/galleries', { title_de: 'X', client_name: 'X', favourites_min: 0 });
    expect(zero.statusCode).toBe(422);
    const g = await gallery({ favourites_min: 1, favourites_max: 2 }, []);
    expect(g).toMatchObject({ favourites_min: 1, favourites_max: 2 });
    // A change of one limit is checked against the stored other one.
    const below = await admin('PUT', `/api/admin/galleries/${g.id}`, { favourites_max: null, favourites_min: 3 });
    expect(below.statusCode).toBe(200);
    const crossed = await admin('PUT', `/api/admin/galleries/${g.id}`, { favourites_max: 2 });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors[0].path).toBe('favourites_max');
    expect((await pub('GET', `/api/public/galleries/${g.token}`)).json()).toMatchObject({
      favourites_min: 3,
      favourites_max: null,
    });
  });

  it('submits a selection within the limits, locks it (409), mails the owner and lets the owner reopen it', async () => {
    const g = await gallery({ title_de: 'Hochzeit Lena & Tom', favourites_min: 2, favourites_max: 3 }, [
      'DSC 7.jpeg',
      'IMG_0001.jpg',
      'IMG_0002.JPG',
      'IMG_0004.jpg',
    ]);
    const [p1, p2, p3, p4] = g.photos;
    const mark = (visitor: string, photo: { id: string }, favourite = true) =>
      pub('POST', `/api/public/galleries/${g.token}/favourites`, { visitor, photo_id: photo.id, favourite });
    const submit = (visitor: string) => pub('POST', `/api/public/galleries/${g.token}/selection`, { visitor });

    expect((await mark('Lena', p1)).json()).toEqual({ photo_ids: [p1.id], submitted_at: null });
    const few = await submit('Lena');
    expect(few.statusCode).toBe(422);
    expect(few.json()).toMatchObject({ code: 'gallery.too_few_favourites' });
    for (const p of [p2, p3, p4]) await mark('Lena', p);
    const many = await submit('Lena');
    expect(many.statusCode).toBe(422);
    expect(many.json()).toMatchObject({ code: 'gallery.too_many_favourites' });
    await mark('Lena', p4, false);
    await mark('Tom', p4);

    const done = await submit('Lena');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ photo_ids: [p1.id, p2.id, p3.id], submitted_at: now.toISOString() });
    // Locked: no change, no second submission; another visitor is not affected.
    const change = await mark('Lena', p1, false);
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'gallery.selection_submitted' });
    expect((await mark('Lena', p4)).statusCode).toBe(409);
    expect((await submit('Lena')).json()).toMatchObject({ code: 'gallery.selection_submitted' });
    expect((await submit('Lena')).statusCode).toBe(409);
    expect((await mark('Tom', p1)).statusCode).toBe(200);
    const lena = await pub('GET', `/api/public/galleries/${g.token}/favourites?visitor=Lena`);
    expect(lena.json()).toEqual({ photo_ids: [p1.id, p2.id, p3.id], submitted_at: now.toISOString() });

    // The owner's mail, delivered through a real SMTP server.
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    const mails = smtp.mails.filter((m) => m.to.includes(OWNER) && m.subject.includes('Lena'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Auswahl / Выбор: Lena, Hochzeit Lena & Tom');
    expect(mails[0]?.text).toContain('Galerie / Галерея: Hochzeit Lena & Tom');
    expect(mails[0]?.text).toContain('Name / Имя: Lena');
    expect(mails[0]?.text).toContain('Fotos / Фотографий: 3');
    expect(mails[0]?.text).toContain(`https://foto.example/admin/galleries/${g.id}`);

    // The owner's view: each visitor, the count, submitted or not, the names to export.
    const stats = (await admin('GET', `/api/admin/galleries/${g.id}/stats`)).json();
    expect(stats.visitors).toEqual([
      {
        visitor: 'Lena',
        count: 3,
        submitted_at: now.toISOString(),
        last_at: now.toISOString(),
        file_names: ['DSC 7.jpeg', 'IMG_0001.jpg', 'IMG_0002.JPG'],
        // In the gallery's order, without extensions: what Lightroom's file-name filter takes.
        export: 'DSC 7, IMG_0001, IMG_0002',
      },
      expect.objectContaining({ visitor: 'Tom', count: 2, submitted_at: null }),
    ]);

    // Reopened: Lena may change her favourites again and submit anew.
    now = new Date('2026-12-02T09:00:00.000Z');
    token = await adminToken(t, clock);
    const reopened = await admin('POST', `/api/admin/galleries/${g.id}/selections/reopen`, { visitor: 'Lena' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().visitors[0]).toMatchObject({ visitor: 'Lena', submitted_at: null });
    expect(
      (await admin('POST', `/api/admin/galleries/${g.id}/selections/reopen`, { visitor: 'Lena' })).json(),
    ).toMatchObject({ code: 'not_found' });
    expect((await mark('Lena', p3, false)).json()).toEqual({ photo_ids: [p1.id, p2.id], submitted_at: null });
    expect((await submit('Lena')).json()).toEqual({ photo_ids: [p1.id, p2.id], submitted_at: now.toISOString() });
    expect((await admin('POST', `/api/admin/galleries/${g.id}/selections/reopen`, { visitor: '' })).statusCode).toBe(
      422,
    );
    now = new Date('2026-12-01T10:00:00.000Z');
    token = await adminToken(t, clock);
  });

  it('refuses selections of a locked, expired or unknown link like the rest of the gallery', async () => {
    const g = await gallery({ password: 'select-123', expires_at: '2026-12-10T00:00:00.000Z' }, ['a.jpg']);
    const submit = (cookie = '') =>
      pub('POST', `/api/public/galleries/${g.token}/selection`, { visitor: 'Lena' }, cookie);
    expect((await submit()).statusCode).toBe(401);
    const unlocked = await pub('POST', `/api/public/galleries/${g.token}/unlock`, { password: 'select-123' });
    const cookie = String(unlocked.headers['set-cookie']).split(';')[0] ?? '';
    expect((await submit(cookie)).json()).toMatchObject({ code: 'gallery.too_few_favourites' });
    now = new Date('2026-12-11T00:00:00.000Z');
    expect((await submit(cookie)).statusCode).toBe(410);
    now = new Date('2026-12-01T10:00:00.000Z');
    expect(
      (await pub('POST', '/api/public/galleries/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/selection', { visitor: 'L' }))
        .statusCode,
    ).toBe(404);
    expect((await pub('POST', `/api/public/galleries/${g.token}/selection`, { visitor: ' ' }, cookie)).statusCode).toBe(
      422,
    );
    // Each submission may mail the owner: one address gets a limited number (like the public forms).
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await submit(cookie)).statusCode;
    expect(status).toBe(429);
  });

  it('downloads single photos as attachments with the client’s file name, under the link’s checks', async () => {
    const g = await gallery({ downloads: 'original', password: 'single-123' }, ['Hochzeit Ü 1.JPG']);
    const other = await gallery({}, ['x.jpg']);
    const [photo] = g.photos;
    const unlocked = await pub('POST', `/api/public/galleries/${g.token}/unlock`, { password: 'single-123' });
    const cookie = String(unlocked.headers['set-cookie']).split(';')[0] ?? '';
    const download = (photoId: string, withCookie = cookie, galleryToken = g.token) =>
      pub('GET', `/api/public/galleries/${galleryToken}/photos/${photoId}/download`, undefined, withCookie);

    expect((await download(photo.id, '')).statusCode).toBe(401);
    const original = await download(photo.id);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Hochzeit ? 1.jpg"; filename*=UTF-8''Hochzeit%20%C3%9C%201.jpg`,
    );
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(Number(original.headers['content-length'])).toBe(original.rawPayload.length);
    expect(original.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // Another gallery's photo through this link: 404, as for the files.
    const foreign = await download(other.photos[0].id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found' });

    await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'web' });
    const web = await download(photo.id);
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-disposition']).toContain("filename*=UTF-8''Hochzeit%20%C3%9C%201.jpg");

    await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'off' });
    const off = await download(photo.id);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'gallery.downloads_off' });

    await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'web', expires_at: '2026-12-05T00:00:00.000Z' });
    now = new Date('2026-12-06T00:00:00.000Z');
    const expired = await download(photo.id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'gallery.expired' });
    now = new Date('2026-12-01T10:00:00.000Z');
  });

  it('counts page views and downloads per gallery for the owner', async () => {
    const g = await gallery({}, ['a.jpg', 'b.jpg']);
    // Only the page's own view counts (the page sends visit=1); the API read alone does not.
    await pub('GET', `/api/public/galleries/${g.token}?visit=1`);
    await pub('GET', `/api/public/galleries/${g.token}?visit=1`);
    await pub('GET', `/api/public/galleries/${g.token}`);
    expect((await pub('GET', `/api/public/galleries/${g.token}?visit=2`)).statusCode).toBe(422);
    expect((await pub('GET', `/api/public/galleries/${g.token}/zip`)).statusCode).toBe(200);
    await pub('GET', `/api/public/galleries/${g.token}/photos/${g.photos[0].id}/download`);
    await pub('GET', `/api/public/galleries/${g.token}/photos/${g.photos[1].id}/download`);
    await pub('GET', `/api/public/galleries/${g.token}/photos/${g.photos[1].id}/download`);
    expect((await admin('GET', `/api/admin/galleries/${g.id}/stats`)).json()).toEqual({
      visits: 2,
      zip_downloads: 1,
      photo_downloads: 3,
      visitors: [],
      visitors_total: 0,
      limit: 50,
      skip: 0,
    });
    expect((await admin('GET', '/api/admin/galleries/aaaaaaaaaaaaaaaaaaaaaaaa/stats')).statusCode).toBe(404);
  });
});
