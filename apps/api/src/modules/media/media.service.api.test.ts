import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { API_MODULES } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { createBlobStore } from '../../storage/create-store.ts';
import { createLeases } from '../cluster/leases.ts';
import { mediaColumnsOf } from '../module.ts';
import { createMediaModule } from './media.module.ts';
import { injectMultipart, makeImage, makePdf, uploadImage } from './media.test-support.ts';

describe(`media service: resolveImages and deleteMediaByUrls (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let media: ReturnType<typeof createMediaModule>['media'];
  let auth: { authorization: string };
  const now = new Date().toISOString();

  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
    database = openDatabase(t.config.database);
    media = createMediaModule({
      mediaColumns: mediaColumnsOf(API_MODULES),
      db: database.db,
      dataDir: t.config.dataDir,
      clock: () => new Date(),
      log: t.app.log,
      claims: createLeases({ db: database.db, clock: () => new Date() }),
      store: createBlobStore(t.config),
    }).media;
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  const upload = async () => (await uploadImage(t, auth, await makeImage(500, 300, 'png'), 'p.png')).url;

  const exists = (url: string) => storedFiles(t).exists(url);

  it('resolves known image URLs in order and skips unknown ones', async () => {
    const a = await upload();
    const b = await upload();
    const infos = await media.resolveImages([
      b,
      '/media/img/000000000000000000000000/480.jpg',
      'https://x.test/a.jpg',
      a,
    ]);
    expect(infos.map((i) => i.url)).toEqual([b, a]);
    expect(infos[0]).toMatchObject({ width: 500, height: 300 });
    expect(infos[0]?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(infos[0]?.variants.map((v) => `${v.format}${v.width}`)).toEqual([
      'webp480',
      'webp500',
      'jpeg480',
      'jpeg500',
    ]);
    expect(await media.resolveImages([])).toEqual([]);
  });

  it('deletes only what nothing refers to any more', async () => {
    const [inPortfolio, inBlog, inLocation, inSiteImages, inServices, loose] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ] as string[];
    const db = database.db;
    const itemId = newId();
    // Only the columns that matter here; the others take their defaults.
    await sql`insert into portfolio_item (id, images, created_at, updated_at)
      values (${itemId}, ${JSON.stringify([inPortfolio])}, ${now}, ${now})`.execute(db);
    await sql`insert into blog_post (id, image, created_at, updated_at)
      values (${newId()}, ${inBlog}, ${now}, ${now})`.execute(db);
    await sql`insert into location (id, slug, hero_image, created_at, updated_at)
      values (${newId()}, ${`l-${newId()}`}, ${inLocation}, ${now}, ${now})`.execute(db);
    // The settings sections may already hold their seeded defaults: replace them.
    for (const [key, value] of [
      ['site_images', { about_image: inSiteImages }],
      ['services', { services: [{ image: inServices }] }],
    ] as const) {
      await db
        .insertInto('setting')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
        .execute();
    }

    const all = [inPortfolio, inBlog, inLocation, inSiteImages, inServices, loose] as string[];
    await media.deleteMediaByUrls([...all, '/media/img/000000000000000000000000/1.jpg', '']);
    expect((await media.resolveImages(all)).map((i) => i.url)).toEqual(all.slice(0, 5));
    expect(await exists(loose as string)).toBe(false);
    expect(await storedFiles(t).list(`${path.dirname(String(loose).slice(1))}/`)).toEqual([]);
    for (const url of all.slice(0, 5)) expect(await exists(url), url).toBe(true);

    await db.deleteFrom('portfolio_item').where('id', '=', itemId).execute();
    await media.deleteMediaByUrls([inPortfolio as string]);
    expect(await media.resolveImages([inPortfolio as string])).toEqual([]);
    expect(await exists(inPortfolio as string)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: inPortfolio as string });
    expect(res.statusCode).toBe(404);
  });

  it('deletes document files too, unless a document still links them', async () => {
    const res = await injectMultipart(
      t,
      '/api/admin/uploads/document',
      [{ name: 'file', filename: 'a.pdf', content: makePdf(), type: 'application/pdf' }],
      auth,
    );
    const { url } = res.json();
    const docId = newId();
    await sql`insert into document (id, name_de, name_ru, file_url_ru, created_at, updated_at)
      values (${docId}, 'x', 'x', ${url}, ${now}, ${now})`.execute(database.db);
    await media.deleteMediaByUrls([url]);
    expect(await exists(url)).toBe(true);
    await database.db.deleteFrom('document').where('id', '=', docId).execute();
    await media.deleteMediaByUrls([url]);
    expect(await exists(url)).toBe(false);
  });
});
