import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { parseList } from '../../db/rows.ts';
import { parsePhotos } from '../portfolio/portfolio.rows.ts';
import { injectMultipart, makeImage, type Part } from './media.test-support.ts';

/**
 * "A SIGKILL at any moment leaves no row pointing at a missing file" (npm run test:crash) holds
 * because files and rows are written in a safe order: files are written and closed before the row
 * naming them is committed, and removed only after the row change that drops them was committed.
 * These tests pin that order by making one database write fail (a trigger refuses it) at the point
 * where a crash could stop the request, and looking at what is left: the files of every row exist.
 */
type Op = 'INSERT' | 'UPDATE' | 'DELETE';

async function refuse(database: DatabaseHandle, table: string, op: Op): Promise<() => Promise<void>> {
  const name = `refuse_${table}_${op.toLowerCase()}`;
  if (TEST_DB === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
      )
      .execute(database.db);
    await sql
      .raw(`CREATE TRIGGER ${name} BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`)
      .execute(database.db);
    return async () => {
      await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(database.db);
    };
  }
  await sql
    .raw(`CREATE TRIGGER ${name} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`)
    .execute(database.db);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name}`).execute(database.db);
  };
}

const projectFields: Part[] = Object.entries({
  title_de: 'Hochzeit',
  title_ru: 'Свадьба',
  description_de: 'Text',
  description_ru: 'Текст',
  category: 'wedding',
}).map(([name, value]) => ({ name, value }));

const photo = async (field = 'images'): Promise<Part> => ({
  name: field,
  filename: 'p.jpg',
  content: await makeImage(600, 400),
  type: 'image/jpeg',
});

function setup(options: { avifQueue: boolean }) {
  const ctx = {} as { t: TestApp; auth: { authorization: string }; database: DatabaseHandle };
  let undo: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    ctx.t = await createTestApp({}, { avifQueue: options.avifQueue, mediaSweep: false });
    ctx.auth = await adminHeaders(ctx.t);
    ctx.database = openDatabase(ctx.t.config.database);
  });
  afterEach(async () => {
    for (const drop of undo) await drop();
    undo = [];
  });
  afterAll(async () => {
    await ctx.database.close();
    await ctx.t.close();
  });

  const file = (url: string) => path.join(ctx.t.config.dataDir, url);
  const list = (dir: string) => readdirSync(path.join(ctx.t.config.dataDir, dir)).sort();
  return {
    ctx,
    file,
    list,
    /** Makes the database refuse this write until the end of the test (or until the answered function is called). */
    refuse: async (table: string, op: Op) => {
      const drop = await refuse(ctx.database, table, op);
      undo.push(drop);
      return async () => {
        undo = undo.filter((d) => d !== drop);
        await drop();
      };
    },
    send: (method: 'POST' | 'PUT', url: string, parts: Part[]) => injectMultipart(ctx.t, url, parts, ctx.auth, method),
    remove: (url: string) => ctx.t.app.inject({ method: 'DELETE', url, headers: ctx.auth }),
    mediaRows: () => ctx.database.db.selectFrom('media').selectAll().orderBy('id').execute(),
    /** The files every media row lists (its url and variants) that do not exist. */
    missingFiles: async () => {
      const missing: string[] = [];
      for (const row of await ctx.database.db.selectFrom('media').selectAll().execute()) {
        const urls = [row.url, ...parseList<{ url: string }>(row.variants).map((v) => v.url)];
        missing.push(...urls.filter((url) => !existsSync(file(url))));
      }
      return missing;
    },
    /** Image URLs of stored projects that have no media row or no file. */
    danglingProjectImages: async () => {
      const rows = await ctx.database.db.selectFrom('portfolio_item').select('images').execute();
      const urls = rows.flatMap((r) => parsePhotos(r.images).map((photo) => photo.url));
      const known = new Set((await ctx.database.db.selectFrom('media').select('url').execute()).map((r) => r.url));
      return urls.filter((url) => !known.has(url) || !existsSync(file(url)));
    },
  };
}

describe(`media files and rows are written in a crash-safe order (${TEST_DB})`, () => {
  const h = setup({ avifQueue: false });

  const createProject = async (images = 1) => {
    const parts = [...projectFields];
    for (let i = 0; i < images; i++) parts.push(await photo());
    const res = await h.send('POST', '/api/admin/portfolio', parts);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; images: string[] };
  };

  it('an upload whose media row cannot be stored leaves no file behind', async () => {
    const before = { img: h.list('media/img'), pending: h.list('media-pending') };
    await h.refuse('media', 'INSERT');
    const res = await h.send('POST', '/api/admin/uploads/image', [await photo('file')]);
    expect(res.statusCode).toBe(500);
    expect(h.list('media/img')).toEqual(before.img);
    expect(h.list('media-pending')).toEqual(before.pending);
    expect(h.list('tmp')).toEqual([]);
  });

  it('a project whose row cannot be stored leaves no media row and no file of its photos', async () => {
    const before = { rows: await h.mediaRows(), img: h.list('media/img'), pending: h.list('media-pending') };
    await h.refuse('portfolio_item', 'INSERT');
    const res = await h.send('POST', '/api/admin/portfolio', [...projectFields, await photo(), await photo()]);
    expect(res.statusCode).toBe(500);
    expect(await h.mediaRows()).toEqual(before.rows);
    expect(h.list('media/img')).toEqual(before.img);
    expect(h.list('media-pending')).toEqual(before.pending);
    expect(h.list('tmp')).toEqual([]);
  });

  it('a project whose delete fails in the database keeps every file', async () => {
    const project = await createProject(2);
    await h.refuse('portfolio_item', 'DELETE');
    const res = await h.remove(`/api/admin/portfolio/${project.id}`);
    expect(res.statusCode).toBe(500);
    const still = await h.ctx.t.app.inject({
      method: 'GET',
      url: `/api/admin/portfolio/${project.id}`,
      headers: h.ctx.auth,
    });
    expect(still.json().images).toEqual(project.images);
    expect(await h.danglingProjectImages()).toEqual([]);
    expect(await h.missingFiles()).toEqual([]);
  });

  it('a deleted project whose media rows cannot be deleted leaves their files in place', async () => {
    const project = await createProject(2);
    await h.refuse('media', 'DELETE');
    const res = await h.remove(`/api/admin/portfolio/${project.id}`);
    // The project is gone (its images are left for the sweep): answered as deleted.
    expect(res.statusCode, res.body).toBe(200);
    const gone = await h.ctx.t.app.inject({
      method: 'GET',
      url: `/api/admin/portfolio/${project.id}`,
      headers: h.ctx.auth,
    });
    expect(gone.statusCode).toBe(404);
    const urls = new Set((await h.mediaRows()).map((r) => r.url));
    for (const url of project.images) expect(urls.has(url), url).toBe(true);
    expect(await h.missingFiles()).toEqual([]);
  });

  it('a changed project whose old images cannot be deleted is saved, answered 200, and keeps their files', async () => {
    const project = await createProject(2);
    await h.refuse('media', 'DELETE');
    const res = await h.send('PUT', `/api/admin/portfolio/${project.id}`, [
      { name: 'keep_images', value: JSON.stringify([project.images[1]]) },
      await photo(),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().images as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(project.images[1]);
    const stored = await h.ctx.t.app.inject({
      method: 'GET',
      url: `/api/admin/portfolio/${project.id}`,
      headers: h.ctx.auth,
    });
    expect(stored.json().images).toEqual(images);
    // The dropped image keeps its row and its files (the sweep removes them a day later).
    const urls = new Set((await h.mediaRows()).map((r) => r.url));
    expect(urls.has(project.images[0] as string)).toBe(true);
    expect(await h.danglingProjectImages()).toEqual([]);
    expect(await h.missingFiles()).toEqual([]);
  });
});

describe(`AVIF completion is committed before the original is removed (${TEST_DB})`, () => {
  const h = setup({ avifQueue: true });

  it('AVIF work whose database update fails stays pending, with its original and only existing files listed', {
    timeout: 60_000,
  }, async () => {
    const allow = await h.refuse('media', 'UPDATE');
    const res = await h.send('POST', '/api/admin/uploads/image', [await photo('file')]);
    expect(res.statusCode, res.body).toBe(200);
    await h.ctx.t.app.avifQueue.idle();
    const [row] = (await h.mediaRows()).filter((r) => r.url === res.json().url);
    expect(row?.avif_status).toBe('pending');
    expect(parseList<{ format: string }>(row?.variants ?? '[]').some((v) => v.format === 'avif')).toBe(false);
    const original = path.join(h.ctx.t.config.dataDir, 'media-pending', row?.id ?? '');
    expect(existsSync(original)).toBe(true);
    expect(await h.missingFiles()).toEqual([]);

    // Once the database takes the update again, the next start finishes the work.
    await allow();
    await h.ctx.t.app.avifQueue.start();
    await h.ctx.t.app.avifQueue.idle();
    const [done] = (await h.mediaRows()).filter((r) => r.url === res.json().url);
    expect(done?.avif_status).toBe('done');
    expect(parseList<{ format: string }>(done?.variants ?? '[]').some((v) => v.format === 'avif')).toBe(true);
    expect(existsSync(original)).toBe(false);
    expect(await h.missingFiles()).toEqual([]);
  });
});
