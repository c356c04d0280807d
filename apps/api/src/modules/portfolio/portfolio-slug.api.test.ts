import { PROJECT_RESERVED_SLUGS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, type Part } from '../media/media.test-support.ts';

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title_de: 'Hochzeit am Schloss Österstein',
    title_ru: 'Свадьба в замке Остерштайн',
    description_de: 'Ein heller Tag in Zwickau.',
    description_ru: 'Светлый день в Цвиккау.',
    category: 'wedding',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

describe(`project slugs and the project page (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  let image: Part;
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
    image = { name: 'images', filename: 'a.jpg', content: await makeImage(900, 600), type: 'image/jpeg' };
  });
  afterAll(async () => t.close());

  const create = (overrides: Record<string, string> = {}) =>
    injectMultipart(t, '/api/admin/portfolio', [...fields(overrides), image], auth, 'POST');
  const update = (id: string, overrides: Record<string, string>) =>
    injectMultipart(t, `/api/admin/portfolio/${id}`, fields(overrides), auth, 'PUT');
  const page = (slug: string) => t.app.inject({ method: 'GET', url: `/api/public/portfolio/${slug}` });

  it('makes the slug from the German title, with -2, -3 for the same title', async () => {
    const first = await create();
    const second = await create();
    const third = await create();
    expect([first, second, third].map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect([first, second, third].map((res) => res.json().slug)).toEqual([
      'hochzeit-am-schloss-oesterstein',
      'hochzeit-am-schloss-oesterstein-2',
      'hochzeit-am-schloss-oesterstein-3',
    ]);
    // Public answers carry it too.
    const listed = await t.app.inject({ method: 'GET', url: '/api/public/portfolio' });
    expect(listed.json()[0].slug).toBe('hochzeit-am-schloss-oesterstein-3');
  });

  it("takes the owner's slug, refuses one that is taken (409 slug.taken) or reserved (409 slug.reserved)", async () => {
    const own = await create({ title_de: 'Porträt im Park', slug: 'sommer-portraet' });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().slug).toBe('sommer-portraet');

    const taken = await create({ slug: 'sommer-portraet' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'slug.taken', detail: expect.stringContaining('sommer-portraet') });
    expect(taken.json().errors).toEqual([expect.objectContaining({ path: 'slug', code: 'slug_taken' })]);

    expect(PROJECT_RESERVED_SLUGS).toContain('all');
    for (const slug of ['all', 'page', 'ru']) {
      const reserved = await create({ slug });
      expect(reserved.statusCode).toBe(409);
      expect(reserved.json()).toMatchObject({ code: 'slug.reserved', detail: expect.any(String) });
    }

    const shape = await create({ slug: 'Not A Slug' });
    expect(shape.statusCode).toBe(422);
    expect(shape.json()).toMatchObject({ code: 'validation_failed', detail: expect.any(String) });
    expect(shape.json().errors.map((e: { path: string }) => e.path)).toContain('slug');
  });

  it('changes a slug on update (unique, not reserved); an emptied slug is made from the title again', async () => {
    const a = (await create({ title_de: 'Architektur Leipzig' })).json();
    const b = (await create({ title_de: 'Industriehalle' })).json();
    expect(a.slug).toBe('architektur-leipzig');

    const renamed = await update(a.id, { slug: 'halle-und-licht' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().slug).toBe('halle-und-licht');
    // Saving with its own slug is no conflict.
    expect((await update(a.id, { slug: 'halle-und-licht', title_de: 'Neu' })).statusCode).toBe(200);

    const clash = await update(b.id, { slug: 'halle-und-licht' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('slug.taken');
    expect((await update(b.id, { slug: 'kategorie' })).json().code).toBe('slug.reserved');

    const emptied = await update(b.id, { slug: '', title_de: 'Industriehalle Plagwitz' });
    expect(emptied.json().slug).toBe('industriehalle-plagwitz');
    // Without a slug field the slug stays.
    expect((await update(b.id, { title_de: 'Ganz anders' })).json().slug).toBe('industriehalle-plagwitz');
  });

  it('reads a project by slug with its newer and older neighbours; unknown slugs are a coded 404', async () => {
    const older = (await create({ title_de: 'Nachbar alt' })).json();
    const middle = (await create({ title_de: 'Nachbar Mitte', title_ru: 'Сосед' })).json();
    const newer = (await create({ title_de: 'Nachbar neu' })).json();

    const res = await page(middle.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      project: { id: middle.id, slug: 'nachbar-mitte', title_ru: 'Сосед', category: 'wedding' },
      previous: { slug: newer.slug, title_de: 'Nachbar neu' },
      next: { slug: older.slug, title_de: 'Nachbar alt' },
    });
    expect(res.json().project.photos[0].variants.length).toBeGreaterThan(0);
    expect(res.json().project).not.toHaveProperty('thumbnail');
    expect((await page(newer.slug)).json().previous).toBeNull();

    for (const slug of ['no-such-project', 'UPPER', '%00', 'a'.repeat(101)]) {
      const missing = await page(slug);
      expect(missing.statusCode, slug).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    }
  });

  it('a renamed slug reaches the public page at once (the API cache is cleared by the write)', async () => {
    const made = (await create({ title_de: 'Cache Probe' })).json();
    expect((await page('cache-probe')).statusCode).toBe(200);
    await update(made.id, { slug: 'cache-probe-neu' });
    expect((await page('cache-probe')).statusCode).toBe(404);
    expect((await page('cache-probe-neu')).statusCode).toBe(200);
  });

  it('keeps a shooting date and a place per language; a malformed date is a 422 naming the field', async () => {
    const made = await create({
      title_de: 'Ort und Zeit',
      shot_on: '2026-05-16',
      place_de: 'Schloss Burgk, Thüringen',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ shot_on: '2026-05-16', place_de: 'Schloss Burgk, Thüringen', place_ru: '' });
    const shown = (await page('ort-und-zeit')).json().project;
    expect(shown).toMatchObject({ shot_on: '2026-05-16', place_de: 'Schloss Burgk, Thüringen', place_ru: '' });

    const changed = await update(made.json().id, { place_ru: 'Замок Бургк, Тюрингия', shot_on: '' });
    expect(changed.json()).toMatchObject({
      shot_on: '',
      place_de: 'Schloss Burgk, Thüringen',
      place_ru: 'Замок Бургк, Тюрингия',
    });
    // A project without them reads as empty strings.
    expect((await create({ title_de: 'Ohne Ort' })).json()).toMatchObject({ shot_on: '', place_de: '', place_ru: '' });

    for (const shot_on of ['16.05.2026', '2026-13-01', 'gestern']) {
      const bad = await update(made.json().id, { shot_on });
      expect(bad.statusCode, shot_on).toBe(422);
      expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('shot_on');
    }
    const long = await update(made.json().id, { place_de: 'x'.repeat(301) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.map((e: { path: string }) => e.path)).toContain('place_de');
  });
});
