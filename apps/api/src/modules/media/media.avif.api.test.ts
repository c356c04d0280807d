import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { parseList } from '../../db/rows.ts';
import { makeImage, makeJpegWithGps, uploadImage } from './media.test-support.ts';

async function mediaRow(t: TestApp, url: string) {
  const database = openDatabase(t.config.database);
  try {
    return await database.db.selectFrom('media').selectAll().where('url', '=', url).executeTakeFirstOrThrow();
  } finally {
    await database.close();
  }
}

describe(`AVIF queue (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds AVIF variants in the background without holding up requests', { timeout: 90_000 }, async () => {
    const image = await uploadImage(t, auth, await makeJpegWithGps(1200, 800));
    expect(image.variants.some((v) => v.format === 'avif')).toBe(false);
    // Answered while the encoding is still under way (a request held up by it would come after).
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await mediaRow(t, image.url)).avif_status).toBe('pending');

    await t.app.avifQueue.idle();
    const row = await mediaRow(t, image.url);
    expect(row.avif_status).toBe('done');
    const avif = parseList<{ url: string; width: number; format: string }>(row.variants).filter(
      (v) => v.format === 'avif',
    );
    expect(avif.map((v) => v.width)).toEqual([480, 960, 1200]);
    const file = await t.app.inject({ method: 'GET', url: avif[1]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 960, 640]);
    // No variant of a photo taken with GPS on, in any format, carries EXIF, GPS or the camera.
    const variants = parseList<{ url: string; format: string }>(row.variants);
    expect(new Set(variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
    for (const variant of variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode, variant.url).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.exif, metadata.xmp], variant.url).toEqual([undefined, undefined]);
      expect(served.rawPayload.includes(Buffer.from('SecretCam')), variant.url).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('GPS-9000')), variant.url).toBe(false);
    }
    // The kept original is gone once its AVIF variants exist.
    expect(await storedFiles(t).list('media-pending/')).toEqual([]);
  });
});

describe(`AVIF queue across a restart (${TEST_DB})`, () => {
  it('picks up pending work when the next app starts on the same data', { timeout: 90_000 }, async () => {
    const first = await createTestApp({}, { avifQueue: false });
    try {
      const auth = await adminHeaders(first);
      const image = await uploadImage(first, auth, await makeImage(700, 500));
      await first.app.avifQueue.idle();
      expect((await mediaRow(first, image.url)).avif_status).toBe('pending');
      const id = image.url.split('/')[3] ?? '';
      expect(await storedFiles(first).exists(`media/img/${id}/480.avif`)).toBe(false);
      // A second one whose kept original is lost (e.g. a backup restored without media-pending/):
      // its largest JPEG variant serves as the source.
      const orphan = await uploadImage(first, auth, await makeImage(400, 300));
      const orphanId = orphan.url.split('/')[3] ?? '';
      await storedFiles(first).store.delete(`media-pending/${orphanId}`);
      await first.app.close();

      const second = await buildApp(first.config, { web: 'none', logStream: { write: () => {} } });
      try {
        await second.avifQueue.idle();
        const row = await mediaRow(first, image.url);
        expect(row.avif_status).toBe('done');
        const avif = parseList<{ width: number; format: string }>(row.variants).filter((v) => v.format === 'avif');
        expect(avif.map((v) => v.width)).toEqual([480, 700]);
        const res = await second.inject({ method: 'GET', url: `/media/img/${id}/700.avif` });
        expect(res.statusCode).toBe(200);
        const orphanRow = await mediaRow(first, orphan.url);
        expect(orphanRow.avif_status).toBe('done');
        expect(parseList<{ url: string }>(orphanRow.variants).map((v) => v.url)).toContain(
          `/media/img/${orphanId}/400.avif`,
        );
        expect(await storedFiles(first).list('media-pending/')).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
