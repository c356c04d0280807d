import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { API_MODULES } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { createBlobStore } from '../../storage/create-store.ts';
import { createLeases } from '../cluster/leases.ts';
import { mediaColumnsOf } from '../module.ts';
import { readImageForm } from './image-form.ts';
import { createMediaModule } from './media.module.ts';
import { makeImage, multipart } from './media.test-support.ts';

describe(`multipart image forms (${TEST_DB})`, () => {
  let t: TestApp;
  const dirs = async () => ({
    images: await storedFiles(t).list('media/img/'),
    tmp: readdirSync(path.join(t.config.dataDir, 'tmp')),
  });
  let database: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    // A second handle on the app's database (the app does not expose its own).
    database = openDatabase(t.config.database);
    const module = createMediaModule({
      mediaColumns: mediaColumnsOf(API_MODULES),
      db: database.db,
      dataDir: t.config.dataDir,
      clock: () => new Date(),
      log: t.app.log,
      claims: createLeases({ db: database.db, clock: () => new Date() }),
      store: createBlobStore(t.config),
    });
    // A test route, reading a form the way the portfolio and blog routes do.
    t.app.post('/api/test/form', (request) =>
      readImageForm(request, module, { fileFields: ['images', 'image'], maxFiles: 3 }),
    );
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  const post = (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/test/form', headers: body.headers, payload: body.payload });
  };

  it('collects the fields and runs every file through the image pipeline, in order', async () => {
    const res = await post([
      { name: 'title_de', value: 'Hochzeit in Gera' },
      { name: 'images', filename: 'a.jpg', content: await makeImage(640, 480) },
      { name: 'tags', value: '["a","b"]' },
      { name: 'images', filename: 'b.png', content: await makeImage(300, 400, 'png') },
      { name: 'image', filename: 'c.webp', content: await makeImage(200, 100, 'webp') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fields).toEqual({ title_de: 'Hochzeit in Gera', tags: '["a","b"]' });
    expect(body.images.map((i: { width: number; height: number }) => `${i.width}x${i.height}`)).toEqual([
      '640x480',
      '300x400',
      '200x100',
    ]);
    for (const image of body.images) {
      expect(await storedFiles(t).exists(image.url)).toBe(true);
    }
    expect((await dirs()).tmp).toEqual([]);
  });

  it('deletes what it stored when a later file is refused or a limit is reached', async () => {
    const before = (await dirs()).images;
    const bad = await post([
      { name: 'images', filename: 'a.jpg', content: await makeImage(100, 100) },
      { name: 'images', filename: 'b.jpg', content: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(bad.statusCode).toBe(415);
    const many = await post(
      await Promise.all(
        [1, 2, 3, 4].map(async (i) => ({ name: 'images', filename: `${i}.jpg`, content: await makeImage(50, 50) })),
      ),
    );
    expect(many.statusCode).toBe(413);
    const wrongField = await post([
      { name: 'images', filename: 'a.jpg', content: await makeImage(60, 60) },
      { name: 'file', filename: 'b.jpg', content: await makeImage(60, 60) },
    ]);
    expect(wrongField.statusCode).toBe(422);
    expect(await dirs()).toEqual({ images: before, tmp: [] });
  });
});
