import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../../db/ids.ts';
import { makeImage, uploadImage } from './media.test-support.ts';

describe(`the sweep of unreferenced media files (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  let now = new Date('2026-11-22T08:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false, mediaSweep: false, clock: () => now });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async () => (await uploadImage(t, auth, await makeImage(500, 300, 'png'), 'p.png')).url;
  const fileOf = (url: string) => path.join(t.config.dataDir, url);
  const put = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'PUT', url, headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('deletes day-old files nothing refers to, keeps referenced and young ones', async () => {
    const replaced = await upload();
    const hero = await upload();
    const neverSaved = await upload();
    const inHtml = await upload();
    const images = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/site-images' })).json();
    // The owner sets a hero image, then replaces it: the first one is referenced by nothing.
    await put('/api/admin/settings/site-images', { ...images, hero_background_image: replaced });
    await put('/api/admin/settings/site-images', { ...images, hero_background_image: hero });
    // An image used only inside rich text (the wedding expertise HTML) is still in use.
    const branding = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/branding' })).json();
    await put('/api/admin/settings/branding', {
      ...branding,
      wedding_expertise_de: `<p>Hochzeiten</p><img src="${inHtml}" alt="">`,
    });

    // Less than a day later nothing goes: the owner may still be filling in a form.
    now = new Date(now.getTime() + 23 * 60 * 60_000);
    await t.app.mediaSweep();
    for (const url of [replaced, hero, neverSaved, inHtml]) expect(existsSync(fileOf(url)), url).toBe(true);

    now = new Date(now.getTime() + 2 * 60 * 60_000);
    const young = await upload();
    expect(await t.app.mediaSweep()).toBe(4);
    expect(existsSync(fileOf(replaced))).toBe(false);
    expect(existsSync(fileOf(neverSaved))).toBe(false);
    expect(existsSync(fileOf(hero))).toBe(true);
    expect(existsSync(fileOf(inHtml))).toBe(true);
    expect(existsSync(fileOf(young))).toBe(true);
    const lookup = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/public/images?url=${encodeURIComponent(url)}` })).statusCode;
    expect(await lookup(replaced)).toBe(404);
    expect(await lookup(hero)).toBe(200);
    expect(await lookup(inHtml)).toBe(200);
  });

  it('removes day-old files no media row names (what a crash leaves), keeps young ones and those of rows', async () => {
    const dataDir = t.config.dataDir;
    const kept = await upload(); // a row, AVIF pending: its directory and its original stay
    const keptId = kept.split('/')[3] as string;
    const at = (file: string, hoursAgo: number) => {
      const time = new Date(now.getTime() - hoursAgo * 60 * 60_000);
      utimesSync(file, time, time);
      return file;
    };
    const write = (relative: string, hoursAgo: number) => {
      const file = path.join(dataDir, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'x');
      at(file, hoursAgo);
      return file;
    };
    const [oldId, youngId] = [newId(), newId()];
    const dirOf = (file: string) => at(path.dirname(file), 30);
    const gone = [
      write('tmp/killed.upload', 30),
      dirOf(write(`media/img/${oldId}/480.jpg`, 30)),
      write(`media/doc/${oldId}.pdf`, 30),
      write(`media-pending/${oldId}`, 30),
    ];
    const young = [
      write('tmp/receiving.upload', 1),
      write(`media/img/${youngId}/480.jpg`, 1),
      write(`media-pending/${youngId}`, 1),
    ];
    const ofRow = [
      at(path.join(dataDir, 'media', 'img', keptId), 30),
      at(path.join(dataDir, 'media-pending', keptId), 30),
    ];

    await t.app.mediaSweep();
    for (const file of gone) expect(existsSync(file), file).toBe(false);
    for (const file of [...young, ...ofRow]) expect(existsSync(file), file).toBe(true);
    expect(existsSync(fileOf(kept))).toBe(true);
  });
});
