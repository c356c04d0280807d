import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../test/admin.ts';
import { createTestBucket } from '../../test/s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig, resolveSecretKey } from '../config.ts';
import { injectMultipart, makeImage, makePdf, uploadImage } from '../modules/media/media.test-support.ts';
import { createBackup, restoreBackup } from '../ops/backup.ts';
import { createS3Client } from './s3-store.ts';

/** ADR 033: with MEDIA_STORAGE=s3 every stored file is an object of the private bucket, served only by the app. */
describe('media storage in an S3 bucket (s3rver on loopback)', () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  const auth = () => bearer(token);

  /** The bucket's keys, listed with the SDK itself (not through the app's store). */
  async function bucketKeys(app: TestApp = t): Promise<string[]> {
    if (app.config.storage.kind !== 's3') throw new Error('not on S3');
    const client = createS3Client(app.config.storage);
    try {
      const page = await client.send(new ListObjectsV2Command({ Bucket: app.config.storage.bucket }));
      return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
    } finally {
      client.destroy();
    }
  }
  const filesUnder = (dir: string) =>
    existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];

  const uploadPhoto = (galleryId: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      new Upload(data, {
        endpoint: `${origin}/api/admin/gallery-uploads`,
        headers: auth(),
        metadata: { gallery_id: galleryId, filename: 'IMG_1.jpg' },
        retryDelays: [],
        onError: reject,
        // Answered before its previews are rendered (ADR 046): waits for them.
        onSuccess: () => void t.app.galleryJobs.renderIdle().then(resolve, reject),
      }).start();
    });

  let image: { url: string; variants: { url: string }[] };
  let documentUrl: string;
  let gallery: { id: string; token: string; photos: { id: string; url: string }[] };
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false, mediaSweep: false, mailWorker: false });
    expect(t.config.storage.kind).toBe('s3');
    token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    image = await uploadImage(t, auth(), await makeImage(600, 400));
    const doc = await injectMultipart(
      t,
      '/api/admin/uploads/document',
      [{ name: 'file', filename: 'AGB.pdf', content: makePdf(), type: 'application/pdf' }],
      auth(),
    );
    expect(doc.statusCode, doc.body).toBe(200);
    documentUrl = doc.json().url;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/galleries',
      headers: auth(),
      payload: { title_de: 'Privat', client_name: 'Anna', password: 'Geheim-2026', downloads: 'original' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await uploadPhoto(created.json().id, await makeImage(800, 600));
    gallery = (
      await t.app.inject({ method: 'GET', url: `/api/admin/galleries/${created.json().id}`, headers: auth() })
    ).json();
    const project = await injectMultipart(
      t,
      '/api/admin/portfolio',
      [
        { name: 'title_de', value: 'Projekt' },
        { name: 'title_ru', value: 'Проект' },
        { name: 'description_de', value: 'Ein Projekt.' },
        { name: 'description_ru', value: 'Проект.' },
        { name: 'category', value: 'wedding' },
      ],
      auth(),
    );
    expect(project.statusCode, project.body).toBe(201);
    projectId = project.json().id;
    const consent = await injectMultipart(
      t,
      `/api/admin/portfolio/${projectId}/consent/document`,
      [{ name: 'file', filename: 'release.pdf', content: makePdf(), type: 'application/pdf' }],
      auth(),
      'PUT',
    );
    expect(consent.statusCode, consent.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every variant, document, gallery file and release in the bucket and none on the disk', async () => {
    const keys = await bucketKeys();
    const imageId = image.url.split('/')[3];
    for (const variant of image.variants) expect(keys).toContain(variant.url.slice(1));
    expect(keys).toContain(`media-pending/${imageId}`);
    expect(keys).toContain(documentUrl.slice(1));
    const photo = gallery.photos[0];
    expect(keys).toContain(`galleries/${gallery.id}/${photo?.id}/original.jpg`);
    expect(keys.filter((k) => k.startsWith(`galleries/${gallery.id}/${photo?.id}/`)).length).toBeGreaterThan(2);
    expect(keys).toContain(`consents/${projectId}.pdf`);
    for (const dir of ['media', 'media-pending', 'galleries', 'consents', 'tmp', 'gallery-uploads']) {
      expect(filesUnder(path.join(t.config.dataDir, dir)), dir).toEqual([]);
    }
  });

  it('serves public media under the same URLs and cache headers, with validators and byte ranges', async () => {
    const url = image.url;
    const full = await t.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length);
    const etag = String(full.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(10, 20))).toBe(true);
    const outside = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999999-' } });
    expect(outside.statusCode).toBe(416);
    const doc = await t.app.inject({ method: 'GET', url: documentUrl });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toContain('AGB.pdf');
    expect(doc.rawPayload.equals(makePdf())).toBe(true);
  });

  it('reaches nothing private without the gallery’s rights or the owner’s token', async () => {
    const photo = gallery.photos[0];
    const keyPath = `galleries/${gallery.id}/${photo?.id}/original.jpg`;
    for (const url of [
      `/media/${keyPath}`,
      `/media/img/../${keyPath}`,
      `/media/img/${gallery.id}/1600.jpg`,
      `/media/consents/${projectId}.pdf`,
      `/media/media-pending/${image.url.split('/')[3]}`,
      `/media/img/${image.url.split('/')[3]}/../../../consents/${projectId}.pdf`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    // The preview URL without the owner's key and without the password cookie: locked.
    const preview = String(photo?.url).replace(/\?.*$/, '');
    expect((await t.app.inject({ method: 'GET', url: preview })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: String(photo?.url) })).statusCode).toBe(200);
    const download = `/api/public/galleries/${gallery.token}/photos/${photo?.id}/download`;
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/galleries/${gallery.token}/zip` })).statusCode).toBe(
      401,
    );
    const release = `/api/admin/portfolio/${projectId}/consent/document`;
    expect((await t.app.inject({ method: 'GET', url: release })).statusCode).toBe(401);
    const owner = await t.app.inject({ method: 'GET', url: release, headers: auth() });
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.equals(makePdf())).toBe(true);
    // With the password: the original streamed from the bucket.
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/public/galleries/${gallery.token}/unlock`,
      payload: { password: 'Geheim-2026' },
    });
    const cookie = String(unlock.headers['set-cookie']).split(';')[0] ?? '';
    const got = await t.app.inject({ method: 'GET', url: download, headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
  });

  it('backs the bucket up into the archive and restores it into an empty bucket', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 's3-backup-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 's3-restore-'));
    try {
      const archive = path.join(out, 'site.tar.gz');
      const manifest = await createBackup(t.config, archive);
      expect(manifest.storage).toBe('s3');
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(await createTestBucket()) });
      await restoreBackup(config, archive);
      const restored = { config } as TestApp;
      const before = (await bucketKeys()).filter((k) => !k.startsWith('media-pending/'));
      expect(await bucketKeys(restored)).toEqual(before);
      // A second restore into the now full bucket is refused.
      const again = mkdtempSync(path.join(tmpdir(), 's3-restore-'));
      await expect(restoreBackup({ ...config, dataDir: again }, archive)).rejects.toThrow(/already holds/);
      rmSync(again, { recursive: true, force: true });
      const app = await buildApp(resolveSecretKey(config), { web: 'none', logStream: { write: () => {} } });
      try {
        const res = await app.inject({ method: 'GET', url: image.url });
        expect(res.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
