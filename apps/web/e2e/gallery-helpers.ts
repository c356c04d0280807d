import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

/** A JPEG with a gradient (so its previews differ from each other), as a file input takes it. */
export async function galleryPhoto(name: string, hue: number, w = 600, h = 400) {
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    raw[i * 3] = (i % w) % 256;
    raw[i * 3 + 1] = Math.floor(i / w) % 256;
    raw[i * 3 + 2] = hue;
  }
  const buffer = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A gallery made through the office API: its id and the client's token. */
export async function createGalleryByApi(request: APIRequestContext, token: string, data: object) {
  const res = await request.post('/api/admin/galleries', {
    headers: { authorization: `Bearer ${token}` },
    data: { client_name: 'Mara Klein', expires_at: null, ...data },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; token: string };
}

/**
 * Uploads one photo through the office's tus endpoint (the protocol's two requests: create, then
 * all bytes in one PATCH); resolves once the gallery's photos have their previews.
 */
export async function uploadByApi(
  request: APIRequestContext,
  token: string,
  galleryId: string,
  photo: { name: string; buffer: Buffer },
) {
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await request.post('/api/admin/gallery-uploads', {
    headers: {
      ...tus,
      'upload-length': String(photo.buffer.length),
      'upload-metadata': `gallery_id ${b64(galleryId)},filename ${b64(photo.name)}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location ?? '';
  const sent = await request.patch(location, {
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: photo.buffer,
  });
  expect(sent.status()).toBe(204);
  // Answered before its previews are rendered (ADR 046): waits until every photo of the gallery has them.
  // A large photo on a busy machine takes seconds.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/galleries/${galleryId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { photos: { state: string }[] }).photos.every((p) => p.state === 'ready');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}
