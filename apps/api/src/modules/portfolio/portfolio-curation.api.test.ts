import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, type Part } from '../media/media.test-support.ts';

const fields = (title: string, overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title_de: title,
    title_ru: `${title} (ru)`,
    description_de: 'Beschreibung.',
    description_ru: 'Описание.',
    category: 'wedding',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const jpeg = async (name: string, width = 800, height = 600, field = 'image'): Promise<Part> => ({
  name: field,
  filename: name,
  content: await makeImage(width, height),
  type: 'image/jpeg',
});

interface Item {
  id: string;
  slug: string;
  image: string;
  thumbnail: string;
  images: string[];
  featured: boolean;
  featured_position: number | null;
  position: number;
  category: string;
  photo_texts: { url: string; alt_de: string; alt_ru: string; caption_de: string; caption_ru: string }[];
}

describe(`portfolio curation: photo order and texts, per-file uploads, project order, featured (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) => injectMultipart(t, url, parts, auth, method);
  const json = (method: 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const exists = (url: string) => existsSync(path.join(t.config.dataDir, url.replace(/^\//, '')));
  const imageDirs = () => readdirSync(path.join(t.config.dataDir, 'media', 'img')).sort();
  const publicIds = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/public/portfolio${query}` })).json().map((i: Item) => i.id);
  async function create(title: string, photos = 0): Promise<Item> {
    const parts = [...fields(title)];
    for (let n = 0; n < photos; n++) parts.push(await jpeg(`${title}-${n}.jpg`, 800 + n * 10, 600, 'images'));
    const res = await send('POST', '/api/admin/portfolio', parts);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const upload = (id: string, part: Part) => send('POST', `/api/admin/portfolio/${id}/photos`, [part]);

  it('uploads photos one file per request; a project without photos stays off the public site', async () => {
    const project = await create('Einzeln hochgeladen');
    expect(project.images).toEqual([]);
    expect(await publicIds()).not.toContain(project.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/portfolio/${project.slug}` })).statusCode).toBe(404);

    // Three uploads at once: each is kept, none overwrites another.
    const answers = await Promise.all([
      upload(project.id, await jpeg('a.jpg', 900)),
      upload(project.id, await jpeg('b.jpg', 700)),
      upload(project.id, await jpeg('c.jpg', 600)),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    // Each answer names its own photo (uploads running side by side can tell theirs apart).
    const own = answers.map((res) => res.json().photo.url);
    expect(new Set(own).size).toBe(3);
    const stored: Item = (await json('GET', `/api/admin/portfolio/${project.id}`)).json();
    expect(stored.images).toHaveLength(3);
    expect(stored.image).toBe(stored.images[0]);
    expect(stored.photo_texts.map((p) => p.url)).toEqual(stored.images);
    expect([...own].sort()).toEqual([...stored.images].sort());
    expect(await publicIds()).toContain(project.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/portfolio/${project.slug}` })).statusCode).toBe(200);
  });

  it('refuses a non-image by its content (not its name), names nothing stored, keeps the project as it was', async () => {
    const project = await create('Mit schlechter Datei', 1);
    const before = imageDirs();
    const svg = await upload(project.id, {
      name: 'image',
      filename: 'urlaub.jpg',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      type: 'image/jpeg',
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('upload.not_an_image');
    const text = await upload(project.id, {
      name: 'image',
      filename: 'notes.png',
      content: Buffer.from('just text'),
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    const none = await send('POST', `/api/admin/portfolio/${project.id}/photos`, [{ name: 'title_de', value: 'x' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('upload.missing_file');
    const two = await send('POST', `/api/admin/portfolio/${project.id}/photos`, [
      await jpeg('a.jpg'),
      await jpeg('b.jpg'),
    ]);
    expect(two.statusCode).toBe(413);
    const wrongField = await upload(project.id, await jpeg('a.jpg', 800, 600, 'images'));
    expect(wrongField.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongField.statusCode).toBeLessThan(500);
    const unknown = await upload('0123456789abcdef01234567', await jpeg('a.jpg'));
    expect(unknown.statusCode).toBe(404);
    expect(imageDirs()).toEqual(before);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    const stored: Item = (await json('GET', `/api/admin/portfolio/${project.id}`)).json();
    expect(stored.images).toHaveLength(1);
    // A good file after the bad ones is taken.
    expect((await upload(project.id, await jpeg('good.jpg'))).statusCode).toBe(201);
  });

  it('reorders photos (the first is the cover), stores alt text and captions, removes unlisted photos', async () => {
    const project = await create('Reihenfolge', 3);
    const [a, b, c] = project.images as [string, string, string];
    const res = await json('PUT', `/api/admin/portfolio/${project.id}/photos`, {
      photos: [
        {
          url: c,
          alt_de: 'Brautpaar am See',
          alt_ru: 'Пара у озера',
          caption_de: 'Am Stausee',
          caption_ru: 'У водохранилища',
        },
        { url: a },
        { url: '/media/img/ffffffffffffffffffffffff/1600.jpg', caption_de: 'not ours' },
        { url: a, caption_de: 'repeated' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const item: Item = res.json();
    expect(item.images).toEqual([c, a]);
    expect([item.image, item.thumbnail]).toEqual([c, c]);
    expect(item.photo_texts[0]).toEqual({
      url: c,
      alt_de: 'Brautpaar am See',
      alt_ru: 'Пара у озера',
      caption_de: 'Am Stausee',
      caption_ru: 'У водохранилища',
    });
    expect(item.photo_texts[1]).toEqual({ url: a, alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' });
    // The dropped photo's files are gone; the kept ones stay.
    expect(exists(b)).toBe(false);
    expect(exists(a) && exists(c)).toBe(true);
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/portfolio/${project.slug}` })).json();
    expect(page.project.image).toBe(c);
    expect(page.project.photo_texts[0].caption_ru).toBe('У водохранилища');
    expect(page.project).not.toHaveProperty('position');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/public/portfolio' })).json();
    expect(listed.find((i: Item) => i.id === project.id).image).toBe(c);

    // Texts are kept when the project's fields are saved through the multipart form later.
    const saved = await send('PUT', `/api/admin/portfolio/${project.id}`, fields('Reihenfolge neu'));
    expect(saved.json().photo_texts[0].alt_de).toBe('Brautpaar am See');
    // An upload afterwards goes to the end and keeps the texts of the others.
    const answer = (await upload(project.id, await jpeg('d.jpg'))).json();
    const added: Item = answer.item;
    expect(answer.photo).toEqual({ url: added.images[2], alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' });
    expect(added.images.slice(0, 2)).toEqual([c, a]);
    expect(added.photo_texts[0]?.caption_de).toBe('Am Stausee');
  });

  it('refuses photo lists it cannot use: empty, none of its photos, too long or NUL texts, bad URLs', async () => {
    const project = await create('Prüfungen', 1);
    const [a] = project.images as [string];
    const cases: [object, number][] = [
      [{ photos: [] }, 422],
      [{}, 422],
      [{ photos: [{ url: '/media/img/ffffffffffffffffffffffff/1600.jpg' }] }, 422],
      [{ photos: [{ url: a, alt_de: 'x'.repeat(301) }] }, 422],
      [{ photos: [{ url: a, caption_ru: 'a\u0000b' }] }, 422],
      [{ photos: [{ url: 'javascript:alert(1)' }] }, 422],
      [{ photos: [{ url: '' }] }, 422],
      [{ photos: 'nope' }, 422],
    ];
    for (const [payload, status] of cases) {
      const res = await json('PUT', `/api/admin/portfolio/${project.id}/photos`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect(
      (await json('PUT', '/api/admin/portfolio/0123456789abcdef01234567/photos', { photos: [{ url: a }] })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/portfolio/${project.id}/photos`,
      payload: { photos: [{ url: a }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('orders the projects by hand: new ones first, the public list and project pages follow; a stale list is a 409', async () => {
    const all = (): Promise<Item[]> => json('GET', '/api/admin/portfolio').then((r) => r.json());
    const one = await create('Ordnung eins', 1);
    const two = await create('Ordnung zwei', 1);
    expect((await all()).slice(0, 2).map((i) => i.id)).toEqual([two.id, one.id]);
    const ids = (await all()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const res = await json('PUT', '/api/admin/portfolio-order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: Item) => i.id)).toEqual(reversed);
    // Every project of this file has a photo by now, so the public list is the whole order.
    expect(await publicIds()).toEqual(reversed);
    // Project pages: previous/next in the owner's order.
    const list: Item[] = (await t.app.inject({ method: 'GET', url: '/api/public/portfolio' })).json();
    const second = list[1] as Item;
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/portfolio/${second.slug}` })).json();
    expect(page.previous.slug).toBe((list[0] as Item).slug);
    expect(page.next?.slug ?? null).toBe((list[2] as Item | undefined)?.slug ?? null);

    const stale = await json('PUT', '/api/admin/portfolio-order', { ids: reversed.slice(1) });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    const twice = await json('PUT', '/api/admin/portfolio-order', { ids: [...reversed.slice(1), reversed[1]] });
    expect(twice.statusCode).toBe(409);
    const foreign = await json('PUT', '/api/admin/portfolio-order', {
      ids: [...reversed.slice(1), '0123456789abcdef01234567'],
    });
    expect(foreign.statusCode).toBe(409);
    expect((await json('PUT', '/api/admin/portfolio-order', { ids: ['nope'] })).statusCode).toBe(422);
    expect((await json('PUT', '/api/admin/portfolio-order', {})).statusCode).toBe(422);
  });

  it('features exactly the chosen projects on the home page, in their order (at most 3)', async () => {
    const a = await create('Auswahl A', 1);
    const b = await create('Auswahl B', 1);
    const c = await create('Auswahl C', 1);
    const res = await json('PUT', '/api/admin/portfolio-featured', { ids: [c.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: Item) => i.id)).toEqual([c.id, a.id]);
    expect(await publicIds('?featured=true')).toEqual([c.id, a.id]);
    expect(await publicIds('?featured=true&limit=3')).toEqual([c.id, a.id]);
    const admin: Item[] = (await json('GET', '/api/admin/portfolio')).json();
    expect(admin.filter((i) => i.featured).map((i) => [i.id, i.featured_position])).toEqual(
      expect.arrayContaining([
        [c.id, 0],
        [a.id, 1],
      ]),
    );
    expect(admin.filter((i) => i.featured)).toHaveLength(2);
    // Starring a project in its form adds it at the end; un-starring takes it out.
    await send('PUT', `/api/admin/portfolio/${b.id}`, [{ name: 'featured', value: 'true' }]);
    expect(await publicIds('?featured=true')).toEqual([c.id, a.id, b.id]);
    await send('PUT', `/api/admin/portfolio/${c.id}`, [{ name: 'featured', value: 'false' }]);
    expect(await publicIds('?featured=true')).toEqual([a.id, b.id]);

    const d = await create('Auswahl D', 1);
    const four = [a, b, c, d].map((i) => i.id);
    expect((await json('PUT', '/api/admin/portfolio-featured', { ids: four })).statusCode).toBe(422);
    expect((await json('PUT', '/api/admin/portfolio-featured', { ids: [a.id, b.id, d.id] })).statusCode).toBe(200);
    const full = await send('PUT', `/api/admin/portfolio/${c.id}`, [{ name: 'featured', value: 'true' }]);
    expect([full.statusCode, full.json().errors[0].path]).toEqual([422, 'featured']);
    expect((await json('PUT', '/api/admin/portfolio-featured', { ids: [a.id, a.id] })).statusCode).toBe(422);
    const unknown = await json('PUT', '/api/admin/portfolio-featured', { ids: ['0123456789abcdef01234567'] });
    expect(unknown.statusCode).toBe(422);
    expect((await json('PUT', '/api/admin/portfolio-featured', { ids: [] })).statusCode).toBe(200);
    expect(await publicIds('?featured=true')).toEqual([]);
  });

  it("a category's new slug takes its projects with it (they stay saveable and filtered)", async () => {
    const categories = (await json('GET', '/api/admin/portfolio-categories')).json().categories;
    const portrait = categories.find((c: { slug: string }) => c.slug === 'portrait');
    const parts = fields('Porträt umbenannt', { category: 'portrait' });
    parts.push(await jpeg('p.jpg', 800, 600, 'images'));
    const project: Item = (await send('POST', '/api/admin/portfolio', parts)).json();
    const renamed = await json('PUT', `/api/admin/portfolio-categories/${portrait.id}`, { slug: 'portraits' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after: Item = (await json('GET', `/api/admin/portfolio/${project.id}`)).json();
    expect(after.category).toBe('portraits');
    expect(await publicIds('?category=portraits')).toContain(project.id);
    const saved = await send(
      'PUT',
      `/api/admin/portfolio/${project.id}`,
      fields('Porträt umbenannt', { category: 'portraits' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('publication consent: a project that needs it and has none, or had it withdrawn, is off every public answer', async () => {
    const project = await create('Mit Menschen', 1);
    const page = () => t.app.inject({ method: 'GET', url: `/api/public/portfolio/${project.slug}` });
    const consent = (payload: object) => json('PUT', `/api/admin/portfolio/${project.id}/consent`, payload);
    expect((await json('GET', `/api/admin/portfolio/${project.id}`)).json()).toMatchObject({
      consent: { status: 'not_needed', people: [] },
      published: true,
    });
    await json('PUT', '/api/admin/portfolio-featured', { ids: [project.id] });
    expect(await publicIds('?featured=true')).toEqual([project.id]);

    // Needed, none recorded: hidden from the list, the home page's list, the page and the neighbours.
    const needed = await consent({ status: 'required' });
    expect(needed.statusCode, needed.body).toBe(200);
    expect(needed.json()).toMatchObject({ consent: { status: 'required' }, published: false });
    expect(await publicIds()).not.toContain(project.id);
    expect(await publicIds('?featured=true')).toEqual([]);
    expect((await page()).statusCode).toBe(404);
    const all = (await t.app.inject({ method: 'GET', url: '/api/public/portfolio' })).json() as Item[];
    for (const other of all.slice(0, 3)) {
      const neighbours = (await t.app.inject({ method: 'GET', url: `/api/public/portfolio/${other.slug}` })).json();
      expect([neighbours.previous?.slug, neighbours.next?.slug]).not.toContain(project.slug);
    }

    // Obtained needs a date and the people; a minor needs two guardians.
    const refusals: [object, string][] = [
      [{ status: 'obtained', people: [{ name: 'Anna Beispiel' }] }, 'date'],
      [{ status: 'obtained', date: '2026-05-01' }, 'people'],
      [{ status: 'obtained', date: '2026-02-30', people: [{ name: 'Anna' }] }, 'date'],
      [
        { status: 'obtained', date: '2026-05-01', people: [{ name: 'Mia', minor: true, guardians: ['Eva'] }] },
        'people.0.guardians',
      ],
      [{ status: 'obtained', date: '2026-05-01', people: [{ name: '' }] }, 'people.0.name'],
      [{ status: 'maybe' }, 'status'],
    ];
    for (const [payload, path] of refusals) {
      const res = await consent(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        JSON.stringify(payload),
      ).toContain(path);
    }
    expect((await page()).statusCode).toBe(404);

    const obtained = await consent({
      status: 'obtained',
      date: '2026-05-01',
      note: 'Schriftlich, beim Vorgespräch',
      people: [
        { name: 'Anna Beispiel' },
        { name: 'Mia Beispiel', minor: true, guardians: ['Eva Beispiel', 'Tom Beispiel'] },
      ],
    });
    expect(obtained.statusCode, obtained.body).toBe(200);
    expect(obtained.json().consent).toEqual({
      status: 'obtained',
      date: '2026-05-01',
      note: 'Schriftlich, beim Vorgespräch',
      people: [
        { name: 'Anna Beispiel', minor: false, guardians: [] },
        { name: 'Mia Beispiel', minor: true, guardians: ['Eva Beispiel', 'Tom Beispiel'] },
      ],
      withdrawn_at: '',
      gallery_id: '',
      gallery_consent_id: '',
      document: null,
    });
    expect((await page()).statusCode).toBe(200);
    expect(await publicIds('?featured=true')).toEqual([project.id]);
    // The record never reaches a public answer.
    expect((await page()).body).not.toContain('Beispiel');

    // Withdrawn: off the site at once (the public answers were cached above), the record kept.
    const withdrawn = await consent({ ...obtained.json().consent, status: 'withdrawn' });
    expect(withdrawn.json().consent).toMatchObject({ status: 'withdrawn', date: '2026-05-01' });
    expect(withdrawn.json().consent.withdrawn_at).toMatch(/^\d{4}-/);
    expect((await page()).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(project.id);
    expect(await publicIds('?featured=true')).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/portfolio/${project.id}/consent`,
          payload: { status: 'required' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await json('PUT', '/api/admin/portfolio/0123456789abcdef01234567/consent', { status: 'required' })).statusCode,
    ).toBe(404);
  });
});
