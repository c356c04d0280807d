import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';

/** A small camera JPEG taken at `at` (EXIF wall time, "2027:06:12 14:00:05") by a body, its pixels told apart by `shade`. */
function shot(at: string | null, body: { make: string; model: string; serial: string } | null, shade: number) {
  const exif: { IFD0?: Record<string, string>; IFD2?: Record<string, string> } = {};
  if (body) exif.IFD0 = { Make: body.make, Model: body.model };
  if (at || body)
    exif.IFD2 = { ...(at ? { DateTimeOriginal: at } : {}), ...(body ? { BodySerialNumber: body.serial } : {}) };
  const image = sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: shade, g: 90, b: 140 } },
  }).jpeg();
  return (exif.IFD0 || exif.IFD2 ? image.withExif(exif) : image).toBuffer();
}

const CANON = { make: 'Canon', model: 'Canon EOS R6', serial: '032021001234' };
const SONY = { make: 'SONY', model: 'ILCE-7M4', serial: '5559876' };

interface Detail {
  id: string;
  photo_order: string;
  camera_offsets: Record<string, number>;
  cameras: { camera: string; photos: number }[];
  cover_photo_id: string | null;
  photos: { id: string; original_name: string; captured_at: string | null; camera: string | null }[];
}

/**
 * Issue 36 item 2 (ADR 053): photos come in capture order whatever order their uploads finish in,
 * two cameras merge by a clock offset, file name order on request, the owner's own order sticks,
 * and several photos are deleted at once.
 */
describe(`gallery photo order (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const names = (d: Detail) => d.photos.map((p) => p.original_name);
  const get = async (id: string) => (await admin('GET', `/api/admin/galleries/${id}`)).json() as Detail;

  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false, mediaSweep: false, galleryJobs: false });
    token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('orders by capture time as uploads arrive, merges two cameras by an offset, and by name on request', async () => {
    const created = await admin('POST', '/api/admin/galleries', { title_de: 'Hochzeit', client_name: 'Ada' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Detail).id;
    expect((created.json() as Detail).photo_order).toBe('captured');
    // The Sony's clock runs one hour behind: its 13:00:30 was 14:00:30.
    const uploads: [string, string | null, typeof CANON | null][] = [
      ['DSC_0003.jpg', '2027:06:12 14:00:20', CANON],
      ['A7_0010.jpg', '2027:06:12 13:00:30', SONY],
      ['DSC_0001.jpg', '2027:06:12 14:00:00', CANON],
      ['scan.jpg', null, null],
      ['DSC_0002.jpg', '2027:06:12 14:00:10', CANON],
      ['A7_0009.jpg', '2027:06:12 13:00:05', SONY],
    ];
    for (const [index, [filename, at, body]] of uploads.entries()) {
      await uploadGalleryPhoto(t, { origin, token, galleryId: id, data: await shot(at, body, 20 * index), filename });
    }
    let detail = await get(id);
    // Without offsets the Sony's photos come first; the photo without a capture time comes last.
    expect(names(detail)).toEqual([
      'A7_0009.jpg',
      'A7_0010.jpg',
      'DSC_0001.jpg',
      'DSC_0002.jpg',
      'DSC_0003.jpg',
      'scan.jpg',
    ]);
    expect(detail.cameras).toEqual([
      { camera: 'Canon EOS R6 #1234', photos: 3 },
      { camera: 'SONY ILCE-7M4 #9876', photos: 2 },
    ]);
    expect(detail.photos.find((p) => p.original_name === 'DSC_0001.jpg')?.captured_at).toBe('2027-06-12T14:00:00');

    const merged = await admin('PUT', `/api/admin/galleries/${id}/arrangement`, {
      photo_order: 'captured',
      camera_offsets: { 'SONY ILCE-7M4 #9876': 3600 },
    });
    expect(merged.statusCode).toBe(200);
    detail = merged.json() as Detail;
    expect(names(detail)).toEqual([
      'DSC_0001.jpg',
      'A7_0009.jpg',
      'DSC_0002.jpg',
      'DSC_0003.jpg',
      'A7_0010.jpg',
      'scan.jpg',
    ]);
    expect(detail.camera_offsets).toEqual({ 'SONY ILCE-7M4 #9876': 3600 });

    // A later upload of the Sony lands in its place, offset applied.
    await uploadGalleryPhoto(t, {
      origin,
      token,
      galleryId: id,
      data: await shot('2027:06:12 13:00:15', SONY, 200),
      filename: 'A7_0011.jpg',
    });
    expect(names(await get(id)).slice(0, 4)).toEqual(['DSC_0001.jpg', 'A7_0009.jpg', 'DSC_0002.jpg', 'A7_0011.jpg']);

    const byName = await admin('PUT', `/api/admin/galleries/${id}/arrangement`, { photo_order: 'name' });
    expect(names(byName.json() as Detail)).toEqual([
      'A7_0009.jpg',
      'A7_0010.jpg',
      'A7_0011.jpg',
      'DSC_0001.jpg',
      'DSC_0002.jpg',
      'DSC_0003.jpg',
      'scan.jpg',
    ]);
  });

  it("keeps the owner's own order for later uploads, and deletes several photos at once", async () => {
    const id = (
      (await admin('POST', '/api/admin/galleries', { title_de: 'Feier', client_name: 'Ben' })).json() as Detail
    ).id;
    for (const [index, at] of ['2027:06:12 18:00:00', '2027:06:12 17:00:00', '2027:06:12 19:00:00'].entries()) {
      await uploadGalleryPhoto(t, {
        origin,
        token,
        galleryId: id,
        data: await shot(at, CANON, 40 * index),
        filename: `F${index}.jpg`,
      });
    }
    let detail = await get(id);
    expect(names(detail)).toEqual(['F1.jpg', 'F0.jpg', 'F2.jpg']);
    // Photo 3 to the front by hand: the gallery is arranged by hand from now on.
    const [a, b, c] = detail.photos.map((p) => p.id);
    const moved = await admin('PUT', `/api/admin/galleries/${id}/order`, { photo_ids: [c, a, b] });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Detail).photo_order).toBe('manual');
    await uploadGalleryPhoto(t, {
      origin,
      token,
      galleryId: id,
      data: await shot('2027:06:12 16:00:00', CANON, 250),
      filename: 'F3.jpg',
    });
    detail = await get(id);
    // The earliest photo goes to the end: the owner's order is not undone.
    expect(names(detail)).toEqual(['F2.jpg', 'F1.jpg', 'F0.jpg', 'F3.jpg']);

    await admin('PUT', `/api/admin/galleries/${id}/cover`, { photo_id: detail.photos[1]?.id });
    // The office list shows each gallery by its cover's smallest preview, readable by the owner.
    const listed = (
      (await admin('GET', '/api/admin/galleries')).json() as { id: string; thumbnail: string | null }[]
    ).find((g) => g.id === id);
    expect(listed?.thumbnail).toContain(`/photos/${detail.photos[1]?.id}/`);
    const thumb = await t.app.inject({ method: 'GET', url: listed?.thumbnail ?? '' });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const other = (
      (await admin('POST', '/api/admin/galleries', { title_de: 'Andere', client_name: 'C' })).json() as Detail
    ).id;
    await uploadGalleryPhoto(t, {
      origin,
      token,
      galleryId: other,
      data: await shot(null, null, 99),
      filename: 'X.jpg',
    });
    const foreign = (await get(other)).photos[0]?.id;
    // One photo of another gallery: nothing is deleted.
    const refused = await admin('POST', `/api/admin/galleries/${id}/photos/delete`, {
      photo_ids: [detail.photos[0]?.id, foreign],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [{ path: 'photo_ids', code: 'invalid_value' }] });
    expect((await get(id)).photos).toHaveLength(4);

    const deleted = await admin('POST', `/api/admin/galleries/${id}/photos/delete`, {
      photo_ids: [detail.photos[0]?.id, detail.photos[1]?.id],
    });
    expect(deleted.statusCode).toBe(200);
    const after = deleted.json() as Detail;
    expect(names(after)).toEqual(['F0.jpg', 'F3.jpg']);
    expect(after.cover_photo_id).toBeNull();
    // Without a cover the first photo stands for the gallery.
    expect((after as Detail & { thumbnail: string }).thumbnail).toContain(`/photos/${after.photos[0]?.id}/`);
    // Their files are gone with them; the others' stay.
    expect(await storedFiles(t).list(`galleries/${id}/${detail.photos[0]?.id}/`)).toEqual([]);
    expect(await storedFiles(t).list(`galleries/${id}/${detail.photos[1]?.id}/`)).toEqual([]);
    expect((await storedFiles(t).list(`galleries/${id}/${after.photos[0]?.id}/`)).length).toBeGreaterThan(0);
    expect((await get(other)).photos).toHaveLength(1);
  });

  it('refuses a manual rule, offsets out of range and an empty deletion with coded answers', async () => {
    const id = ((await admin('POST', '/api/admin/galleries', { title_de: 'Leer', client_name: 'D' })).json() as Detail)
      .id;
    const manual = await admin('PUT', `/api/admin/galleries/${id}/arrangement`, { photo_order: 'manual' });
    expect(manual.statusCode).toBe(422);
    const far = await admin('PUT', `/api/admin/galleries/${id}/arrangement`, {
      photo_order: 'captured',
      camera_offsets: { X: 400 * 86_400 },
    });
    expect(far.statusCode).toBe(422);
    const empty = await admin('POST', `/api/admin/galleries/${id}/photos/delete`, { photo_ids: [] });
    expect(empty.statusCode).toBe(422);
    const missing = id.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'));
    const unknown = await admin('PUT', `/api/admin/galleries/${missing}/arrangement`, {
      photo_order: 'name',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
