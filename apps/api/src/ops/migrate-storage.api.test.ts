import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, login, TEST_ADMIN_ENV } from '../../test/admin.ts';
import { createTestBucket, TEST_STORAGE } from '../../test/s3.ts';
import {
  createTestApp,
  createTestDatabaseUrl,
  readTable,
  storedFiles,
  TEST_DB,
  type TestApp,
} from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig, resolveSecretKey } from '../config.ts';
import { injectMultipart, makeImage, makePdf } from '../modules/media/media.test-support.ts';
import { migrateSite } from './migrate-storage.ts';

/**
 * Issue 21 item 5: an SQLite site with its files on disk moves to the configured target (here the
 * test project's database, PostgreSQL or SQLite, and its storage, the disk or the S3 bucket).
 */
describe(`npm run migrate-storage: SQLite + disk -> ${TEST_DB} + ${TEST_STORAGE}`, () => {
  let source: TestApp;
  let token: string;
  let origin: string;
  let project: { id: string; images: string[] };
  let galleryId: string;
  let documentUrl: string;

  beforeAll(async () => {
    // The source is always an SQLite site with its files on disk.
    source = await createTestApp({ DATABASE_URL: '', MEDIA_STORAGE: 'disk', ...TEST_ADMIN_ENV }, { avifQueue: false });
    token = await adminToken(source);
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(source.app.server.address() as AddressInfo).port}`;
    const created = await injectMultipart(
      source,
      '/api/admin/portfolio',
      [
        ...Object.entries({
          title_de: 'Hochzeit',
          title_ru: 'Свадьба',
          description_de: 'Sommer.',
          description_ru: 'Лето.',
          category: 'wedding',
        }).map(([name, value]) => ({ name, value })),
        { name: 'images', filename: 'a.jpg', content: await makeImage(900, 600) },
      ],
      bearer(token),
    );
    expect(created.statusCode, created.body).toBe(201);
    project = created.json();
    const doc = await injectMultipart(
      source,
      '/api/admin/uploads/document',
      [{ name: 'file', filename: 'Preise.pdf', content: makePdf(), type: 'application/pdf' }],
      bearer(token),
    );
    documentUrl = doc.json().url;
    const gallery = await source.app.inject({
      method: 'POST',
      url: '/api/admin/galleries',
      headers: bearer(token),
      payload: { title_de: 'Anna & Ben', client_name: 'Anna', downloads: 'original' },
    });
    galleryId = gallery.json().id;
    const photo = await makeImage(700, 500);
    await new Promise<void>((resolve, reject) => {
      new Upload(photo, {
        endpoint: `${origin}/api/admin/gallery-uploads`,
        headers: bearer(token),
        metadata: { gallery_id: galleryId, filename: 'IMG_1.jpg' },
        retryDelays: [],
        onError: reject,
        // Answered before its previews are rendered (ADR 046): waits for them.
        onSuccess: () => void source.app.galleryJobs.renderIdle().then(resolve, reject),
      }).start();
    });
  });
  afterAll(async () => {
    await source?.close();
  });

  it('copies every row and stored file; the moved site serves them and signs the owner in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migrated-'));
    const database = await createTestDatabaseUrl();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...(TEST_STORAGE === 's3' ? await createTestBucket() : {}),
      });
      const report = await migrateSite(source.config.dataDir, config);
      expect(report.tables.portfolio_item).toBe(1);
      expect(report.tables.gallery_photo).toBe(1);
      expect(report.files).toBeGreaterThan(6);
      // Nothing is left behind but the moved files and the secret key (plus the SQLite file).
      const moved = { config } as TestApp;
      expect((await storedFiles(moved).list('galleries/')).length).toBe(
        (await storedFiles(source).list('galleries/')).length,
      );
      expect(await storedFiles(moved).list('media/')).toEqual(await storedFiles(source).list('media/'));
      const counts = (t: TestApp) =>
        readTable(t, async (db) => ({
          items: (await db.selectFrom('portfolio_item').select('id').execute()).length,
          media: (await db.selectFrom('media').select('id').execute()).length,
          admins: (await db.selectFrom('admin_user').select('id').execute()).length,
          settings: (await db.selectFrom('setting').select('key').execute()).length,
        }));
      expect(await counts(moved)).toEqual(await counts(source));

      // A second run into the now full target is refused before anything is written.
      await expect(migrateSite(source.config.dataDir, config)).rejects.toThrow(/not empty/);

      const app = await buildApp(resolveSecretKey(config), { web: 'none', logStream: { write: () => {} } });
      try {
        const image = await app.inject({ method: 'GET', url: project.images[0] ?? '' });
        expect(image.statusCode).toBe(200);
        const before = await source.app.inject({ method: 'GET', url: project.images[0] ?? '' });
        expect(image.rawPayload.equals(before.rawPayload)).toBe(true);
        expect((await app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(200);
        const listed = await app.inject({ method: 'GET', url: '/api/public/portfolio' });
        expect(listed.json().map((p: { id: string }) => p.id)).toContain(project.id);
        // The same secret key: the old token still works, and the owner's password too.
        const detail = await app.inject({
          method: 'GET',
          url: `/api/admin/galleries/${galleryId}`,
          headers: bearer(token),
        });
        expect(detail.statusCode, detail.body).toBe(200);
        const preview = await app.inject({ method: 'GET', url: detail.json().photos[0].url });
        expect(preview.statusCode).toBe(200);
        expect(await login(app)).toBeTypeOf('string');
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a source that is not an SQLite site and a target that is the source', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-site-'));
    try {
      await expect(
        migrateSite(empty, loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 't-')) })),
      ).rejects.toThrow(/does not exist/);
      await expect(migrateSite(source.config.dataDir, loadConfig({ DATA_DIR: source.config.dataDir }))).rejects.toThrow(
        /source itself/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
