import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, readTable, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { makeImage } from '../media/media.test-support.ts';
import { UNLOCK_GALLERY_MAX_FAILURES, UNLOCK_MAX_FAILURES } from './galleries.service.ts';

/**
 * Issue 18 items 1, 2 and 6: galleries in the back office, resumable uploads through tus against
 * the real listening server, and the client link's privacy (other gallery 404, expiry 410,
 * regenerated link 404, password with a rate limit, nothing under /media/).
 */
describe(`client galleries (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  let now = new Date('2026-12-01T10:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** Uploads a whole file with the kept tus client over real HTTP (test/tus.ts); resolves when the photo exists. */
  const tusUpload = (galleryId: string, data: Buffer, filename: string, uploadUrl?: string) =>
    uploadGalleryPhoto(t, { origin, token, galleryId, data, filename, ...(uploadUrl ? { uploadUrl } : {}) });
  function raw(method: string, url: string, headers: Record<string, string | number>, body?: Buffer) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.request(new URL(url, origin), { method, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }
  async function createGallery(extra: object = {}) {
    const res = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Anna & Max',
      title_ru: 'Свадьба Анны и Макса',
      client_name: 'Anna Schmidt',
      client_email: 'anna@example.de',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp({}, { clock, mailWorker: false, avifQueue: false, mediaSweep: false });
    token = await adminToken(t, clock);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, edits and deletes a gallery; the link expires after 60 days by default; the password is never returned', async () => {
    const created = await createGallery({ password: 'geheim-123', booking_id: '' });
    expect(created).toMatchObject({
      title_de: 'Hochzeit Anna & Max',
      client_name: 'Anna Schmidt',
      client_email: 'anna@example.de',
      booking_id: null,
      has_password: true,
      photos: [],
      expires_at: '2027-01-30T10:00:00.000Z',
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(created)).not.toMatch(/geheim|scrypt|password_hash/);
    const list = (await admin('GET', '/api/admin/galleries')).json();
    expect(list.find((g: { id: string }) => g.id === created.id)).toMatchObject({ photo_count: 0 });
    const edited = await admin('PUT', `/api/admin/galleries/${created.id}`, {
      title_ru: 'Свадьба',
      expires_at: null,
      password: '',
    });
    expect(edited.json()).toMatchObject({ title_ru: 'Свадьба', expires_at: null, has_password: false });
    const bad = await admin('POST', '/api/admin/galleries', { title_de: '', client_name: 'x', client_email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect((await admin('DELETE', `/api/admin/galleries/${created.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/galleries/${created.id}`)).statusCode).toBe(404);
    expect((await get(`/api/public/galleries/${created.token}`)).statusCode).toBe(404);
  });

  it('resumes an upload whose connection dropped, keeps the original privately and serves previews only through the link', async () => {
    const gallery = await createGallery();
    const photo = await makeImage(3000, 2000);
    // Start with the plain protocol and drop the connection halfway through the bytes.
    const create = await raw('POST', '/api/admin/gallery-uploads', {
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-length': photo.length,
      'upload-metadata': `gallery_id ${Buffer.from(gallery.id).toString('base64')},filename ${Buffer.from('IMG_0001.jpg').toString('base64')}`,
    });
    expect(create.status).toBe(201);
    const location = new URL(String(create.headers.location), origin).toString();
    await new Promise<void>((resolve) => {
      const request = http.request(location, {
        method: 'PATCH',
        headers: {
          ...bearer(token),
          'tus-resumable': '1.0.0',
          'upload-offset': 0,
          'content-type': 'application/offset+octet-stream',
          'content-length': photo.length,
        },
      });
      request.on('error', () => resolve());
      request.write(photo.subarray(0, Math.floor(photo.length / 2)), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 300);
      });
    });
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      const head = await raw('HEAD', location, { ...bearer(token), 'tus-resumable': '1.0.0' });
      expect(head.status).toBe(200);
      offset = Number(head.headers['upload-offset']);
      if (offset === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(photo.length);
    // The kept client resumes the same upload from the server's offset.
    await tusUpload(gallery.id, photo, 'IMG_0001.jpg', location);
    const detail = (await admin('GET', `/api/admin/galleries/${gallery.id}`)).json();
    expect(detail.photos).toHaveLength(1);
    const [stored] = detail.photos;
    expect(stored).toMatchObject({ original_name: 'IMG_0001.jpg', width: 3000, height: 2000, bytes: photo.length });
    expect(Math.max(...stored.variants.map((v: { width: number }) => v.width))).toBe(2048);
    // The original and previews live under galleries/ (DATA_DIR or the bucket), nothing under media/, no upload left.
    const files = storedFiles(t);
    expect(await files.list(`galleries/${gallery.id}/${stored.id}/`)).toContain(
      `galleries/${gallery.id}/${stored.id}/original.jpg`,
    );
    expect(await files.list('media/')).toEqual([]);
    expect(readdirSync(path.join(t.config.dataDir, 'gallery-uploads'))).toEqual([]);
    // The office's preview URL works with the owner's key; the same file through the link works too.
    const ownerRes = await get(stored.url);
    expect(ownerRes.statusCode).toBe(200);
    expect(ownerRes.headers['content-type']).toBe('image/jpeg');
    expect(ownerRes.headers['cache-control']).toMatch(/^private/);
    const pub = (await get(`/api/public/galleries/${gallery.token}`)).json();
    const file = await get(pub.photos[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    // Not reachable under /media/ by any name.
    for (const url of [
      `/media/${gallery.id}/${stored.id}/original.jpg`,
      `/media/galleries/${gallery.id}/${stored.id}/960.jpg`,
      `/media/img/${stored.id}/960.jpg`,
      `/media/../galleries/${gallery.id}/${stored.id}/original.jpg`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // Reorder, cover, delete one photo.
    await tusUpload(gallery.id, await makeImage(800, 1200, 'png'), 'portrait.png');
    const two = (await admin('GET', `/api/admin/galleries/${gallery.id}`)).json();
    const ids = two.photos.map((p: { id: string }) => p.id);
    expect(two.photos[1]).toMatchObject({ width: 800, height: 1200 });
    const reordered = await admin('PUT', `/api/admin/galleries/${gallery.id}/order`, { photo_ids: [...ids].reverse() });
    expect(reordered.json().photos.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect((await admin('PUT', `/api/admin/galleries/${gallery.id}/order`, { photo_ids: [ids[0]] })).statusCode).toBe(
      422,
    );
    expect(
      (await admin('PUT', `/api/admin/galleries/${gallery.id}/cover`, { photo_id: ids[1] })).json().cover_photo_id,
    ).toBe(ids[1]);
    const removed = await admin('DELETE', `/api/admin/galleries/${gallery.id}/photos/${ids[1]}`);
    expect(removed.json()).toMatchObject({ cover_photo_id: null, photo_count: 1 });
    expect(await storedFiles(t).list(`galleries/${gallery.id}/${ids[1]}/`)).toEqual([]);
    // Deleting the gallery removes every file it had.
    expect((await admin('DELETE', `/api/admin/galleries/${gallery.id}`)).statusCode).toBe(200);
    expect(await storedFiles(t).list(`galleries/${gallery.id}/`)).toEqual([]);
  });

  it('refuses uploads for unknown galleries, files that are not images, and requests without the token', async () => {
    const gallery = await createGallery();
    await expect(tusUpload('0123456789abcdef01234567', await makeImage(40, 40), 'a.jpg')).rejects.toThrow(/404/);
    await expect(tusUpload(gallery.id, Buffer.from('not an image at all'), 'a.jpg')).rejects.toThrow(/415/);
    expect((await admin('GET', `/api/admin/galleries/${gallery.id}`)).json().photos).toEqual([]);
    const anonymous = await raw('POST', '/api/admin/gallery-uploads', {
      'tus-resumable': '1.0.0',
      'upload-length': 10,
    });
    expect(anonymous.status).toBe(401);
    expect(readdirSync(path.join(t.config.dataDir, 'gallery-uploads'))).toEqual([]);
  });

  it('answers 404 for another gallery’s photo, 410 after expiry and 404 for a regenerated link at once', async () => {
    const a = await createGallery();
    const b = await createGallery();
    await tusUpload(a.id, await makeImage(60, 40), 'a.jpg');
    await tusUpload(b.id, await makeImage(60, 40), 'b.jpg');
    const photoA = (await admin('GET', `/api/admin/galleries/${a.id}`)).json().photos[0];
    const photoB = (await admin('GET', `/api/admin/galleries/${b.id}`)).json().photos[0];
    const fileName = path.basename(new URL(photoB.url, origin).pathname);
    expect((await get(`/api/public/galleries/${a.token}/photos/${photoA.id}/${fileName}`)).statusCode).toBe(200);
    const cross = await get(`/api/public/galleries/${a.token}/photos/${photoB.id}/${fileName}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toMatchObject({ code: 'not_found' });
    // B's owner key does not open B's photo through A's link either.
    const ownerKeyB = new URL(photoB.url, origin).searchParams.get('owner') ?? '';
    expect(
      (await get(`/api/public/galleries/${a.token}/photos/${photoB.id}/${fileName}?owner=${ownerKeyB}`)).statusCode,
    ).toBe(404);
    // A's answer is private and never cached.
    const open = await get(`/api/public/galleries/${a.token}`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(open.headers['x-robots-tag']).toMatch(/noindex/);
    expect(open.body).not.toContain('anna@example.de');
    expect(open.body).not.toContain(b.token);
    // Expiry: page and files answer 410 (the owner's office preview still works).
    await admin('PUT', `/api/admin/galleries/${a.id}`, { expires_at: '2026-12-01T11:00:00.000Z' });
    now = new Date('2026-12-01T11:00:01.000Z');
    const expired = await get(`/api/public/galleries/${a.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'gallery.expired' });
    expect((await get(`/api/public/galleries/${a.token}/photos/${photoA.id}/${fileName}`)).statusCode).toBe(410);
    const ownerA = (await admin('GET', `/api/admin/galleries/${a.id}`)).json().photos[0].url;
    expect((await get(ownerA)).statusCode).toBe(200);
    // Opened again by the owner, then the link regenerated: the old one is a 404 at once.
    await admin('PUT', `/api/admin/galleries/${a.id}`, { expires_at: '2027-03-01T00:00:00.000Z' });
    expect((await get(`/api/public/galleries/${a.token}`)).statusCode).toBe(200);
    const fresh = (await admin('POST', `/api/admin/galleries/${a.id}/link`)).json();
    expect(fresh.token).not.toBe(a.token);
    expect((await get(`/api/public/galleries/${a.token}`)).statusCode).toBe(404);
    expect((await get(`/api/public/galleries/${a.token}/photos/${photoA.id}/${fileName}`)).statusCode).toBe(404);
    expect((await get(`/api/public/galleries/${fresh.token}`)).statusCode).toBe(200);
    // A malformed token is a 404 (not a 422 that tells the shape apart).
    expect([404, 422]).toContain((await get('/api/public/galleries/short')).statusCode);
  });

  // Each wrong password is a full scrypt check: seconds of CPU when other test files run beside it.
  it('asks for the password, counts wrong ones per gallery and answers 429 with Retry-After', {
    timeout: 60_000,
  }, async () => {
    now = new Date('2026-12-02T10:00:00.000Z');
    token = await adminToken(t, clock);
    const g = await createGallery({ password: 'richtig-42' });
    await tusUpload(g.id, await makeImage(60, 40), 'a.jpg');
    const locked = await get(`/api/public/galleries/${g.token}`);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({ code: 'gallery.password_required' });
    const ownerUrl = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos[0].url as string;
    const publicUrl = ownerUrl.replace(/\?.*$/, '');
    expect((await get(publicUrl)).statusCode).toBe(401);
    const unlock = (password: string) =>
      t.app.inject({ method: 'POST', url: `/api/public/galleries/${g.token}/unlock`, payload: { password } });
    for (let i = 0; i < UNLOCK_MAX_FAILURES; i++) {
      const wrong = await unlock(`falsch-${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'gallery.wrong_password' });
    }
    const limited = await unlock('richtig-42');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Locked per address: the client elsewhere (the guesses came from another place) gets in.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/public/galleries/${g.token}/unlock`,
      payload: { password: 'richtig-42' },
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(200);
    // After the window the right password opens it and the cookie grants the page and the files.
    now = new Date('2026-12-02T10:16:00.000Z');
    const right = await unlock('richtig-42');
    expect(right.statusCode).toBe(200);
    const cookie = String(right.headers['set-cookie']).split(';')[0] ?? '';
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await get(`/api/public/galleries/${g.token}`, { cookie })).statusCode).toBe(200);
    expect((await get(publicUrl, { cookie })).statusCode).toBe(200);
    // A changed password makes the earlier cookie worthless.
    await admin('PUT', `/api/admin/galleries/${g.id}`, { password: 'anderes-99' });
    expect((await get(`/api/public/galleries/${g.token}`, { cookie })).statusCode).toBe(401);
  });

  it('lets the owner lift a lock-out: of one address, and of everyone after many addresses guessed', {
    timeout: 60_000,
  }, async () => {
    now = new Date('2026-12-03T10:00:00.000Z');
    token = await adminToken(t, clock);
    const g = await createGallery({ password: 'richtig-42' });
    const unlock = (password: string, remoteAddress = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/galleries/${g.token}/unlock`,
        payload: { password },
        remoteAddress,
      });
    const lockout = async () => (await admin('GET', `/api/admin/galleries/${g.id}`)).json().password_lockout;
    expect(await lockout()).toEqual({ addresses: 0, everyone: false });
    for (let i = 0; i < UNLOCK_MAX_FAILURES; i++) expect((await unlock(`falsch-${i}`)).statusCode).toBe(401);
    expect((await unlock('richtig-42')).statusCode).toBe(429);
    // An IPv6 client counts by its /64: another address of it is locked out as well.
    for (let i = 0; i < UNLOCK_MAX_FAILURES; i++) {
      expect((await unlock(`falsch-${i}`, `2001:db8:5:7::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await unlock('richtig-42', '2001:db8:5:7::ff')).statusCode).toBe(429);
    expect(await lockout()).toEqual({ addresses: 2, everyone: false });

    // The owner lifts it: the locked-out client gets in at once.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/galleries/${g.id}/lockouts` })).statusCode).toBe(
      401,
    );
    expect((await admin('DELETE', `/api/admin/galleries/${'0'.repeat(24)}/lockouts`)).statusCode).toBe(404);
    const lifted = await admin('DELETE', `/api/admin/galleries/${g.id}/lockouts`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().password_lockout).toEqual({ addresses: 0, everyone: false });
    expect((await unlock('richtig-42')).statusCode).toBe(200);
    expect((await unlock('richtig-42', '2001:db8:5:7::ff')).statusCode).toBe(200);

    // Guessing from many addresses reaches the gallery's ceiling: everyone waits (or the owner lifts it).
    // (Fifty wrong passwords would be fifty scrypt checks: the count is set as they would leave it.)
    await readTable(t, (db) =>
      db
        .updateTable('gallery')
        .set({ unlock_failures: UNLOCK_GALLERY_MAX_FAILURES, unlock_window_start: now.toISOString() })
        .where('id', '=', g.id)
        .execute(),
    );
    const ceiling = await unlock('richtig-42', '192.0.2.44');
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(0);
    expect(await lockout()).toEqual({ addresses: 0, everyone: true });
    expect((await admin('DELETE', `/api/admin/galleries/${g.id}/lockouts`)).json().password_lockout).toEqual({
      addresses: 0,
      everyone: false,
    });
    expect((await unlock('richtig-42', '192.0.2.44')).statusCode).toBe(200);

    // The counters name client addresses: deleting the gallery deletes them.
    expect((await unlock('falsch', '192.0.2.45')).statusCode).toBe(401);
    const counters = () =>
      readTable(t, (db) =>
        db.selectFrom('rate_counter').select('key').where('key', 'like', `gallery-unlock|${g.id}|%`).execute(),
      );
    expect((await counters()).map((row) => row.key)).toEqual([`gallery-unlock|${g.id}|192.0.2.45`]);
    expect((await admin('DELETE', `/api/admin/galleries/${g.id}`)).statusCode).toBe(200);
    expect(await counters()).toEqual([]);
  });

  it('counts parallel wrong passwords before checking them: of 20 at once at most 5 are judged, the rest 429', {
    timeout: 60_000,
  }, async () => {
    now = new Date('2026-12-05T10:00:00.000Z');
    token = await adminToken(t, clock);
    const g = await createGallery({ password: 'richtig-42' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/galleries/${g.token}/unlock`,
          payload: { password: `falsch-${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(UNLOCK_MAX_FAILURES);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20 - UNLOCK_MAX_FAILURES);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    // Locked for the window, even for the right password; a new window opens it.
    const unlock = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/galleries/${g.token}/unlock`,
        payload: { password: 'richtig-42' },
      });
    expect((await unlock()).statusCode).toBe(429);
    now = new Date('2026-12-05T10:16:00.000Z');
    expect((await unlock()).statusCode).toBe(200);
    // A right password forgives: the next wrong one starts counting from one again.
    expect((await unlock()).statusCode).toBe(200);
  });

  it('deletes uploads left unfinished for a day (partial file and record), keeps newer ones', async () => {
    const gallery = await createGallery();
    const begin = async (name: string) => {
      const res = await raw('POST', '/api/admin/gallery-uploads', {
        ...bearer(token),
        'tus-resumable': '1.0.0',
        'upload-length': 1000,
        'upload-metadata': `gallery_id ${Buffer.from(gallery.id).toString('base64')},filename ${Buffer.from(name).toString('base64')}`,
      });
      expect(res.status).toBe(201);
      return String(res.headers.location).split('/').pop() ?? '';
    };
    const old = await begin('alt.jpg');
    const fresh = await begin('neu.jpg');
    const uploads = path.join(t.config.dataDir, 'gallery-uploads');
    // tus dates an upload by its record (and its own clock): make the first one two days old.
    const record = path.join(uploads, `${old}.json`);
    const info = JSON.parse(readFileSync(record, 'utf8'));
    writeFileSync(
      record,
      JSON.stringify({ ...info, creation_date: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
    );
    expect(await t.app.galleryJobs.deleteUnfinishedUploads()).toBe(1);
    const left = readdirSync(uploads);
    expect(left.filter((name) => name.startsWith(old))).toEqual([]);
    expect(left).toContain(fresh);
    expect(await t.app.galleryJobs.deleteUnfinishedUploads()).toBe(0);
  });
});
