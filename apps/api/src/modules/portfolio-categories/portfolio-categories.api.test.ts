import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';

interface Category {
  id: string;
  slug: string;
  name_de: string;
  name_ru: string;
  active: boolean;
  sort_order: number;
}

describe(`portfolio categories (${TEST_DB})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  const adminList = async (): Promise<Category[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/portfolio-categories', headers })).json().categories;
  const bySlug = async (slug: string) => {
    const found = (await adminList()).find((c) => c.slug === slug);
    if (!found) throw new Error(`no category ${slug}`);
    return found;
  };
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/portfolio-categories', headers, payload: payload as object });
  const put = (id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/portfolio-categories/${id}`, headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the spec categories with German and Russian names, sort order 0..6, all active', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portfolio-categories' });
    expect(res.statusCode).toBe(200);
    const categories: Category[] = res.json().categories;
    expect(categories.map((c) => c.slug)).toEqual([
      'all',
      'wedding',
      'portrait',
      'events',
      'architecture',
      'restoration',
      'ai-photoshoot',
    ]);
    expect(categories.map((c) => c.sort_order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(categories.every((c) => c.active)).toBe(true);
    expect(categories[0]).toMatchObject({ name_de: 'Alle', name_ru: 'Все' });
    expect(categories[1]).toMatchObject({ name_de: 'Hochzeit', name_ru: 'Свадьба' });
    expect(categories[6]).toMatchObject({ name_de: 'KI-Fotoshooting', name_ru: 'ИИ-фотосессия' });
  });

  it('does not seed again when the table has rows (a restart keeps the owner data)', async () => {
    const wedding = await bySlug('wedding');
    expect((await put(wedding.id, { name_de: 'Hochzeiten' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/portfolio-categories/${(await bySlug('events')).id}`,
      headers,
    });
    // A restart on the same database runs the seeders again: they must leave the owner's data alone.
    const restarted = await buildApp(t.config, {
      web: 'none',
      logStream: new Writable({ write: (_c, _e, cb) => cb() }),
    });
    await restarted.close();
    const slugs = (await adminList()).map((c) => c.slug);
    expect(slugs).not.toContain('events');
    expect((await bySlug('wedding')).name_de).toBe('Hochzeiten');
  });

  it('needs the admin token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/portfolio-categories'],
      ['POST', '/api/admin/portfolio-categories'],
      ['PUT', '/api/admin/portfolio-categories/0123456789abcdef01234567'],
      ['DELETE', '/api/admin/portfolio-categories/0123456789abcdef01234567'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a category: slug from the German name, sort order highest + 1', async () => {
    const highest = Math.max(...(await adminList()).map((c) => c.sort_order));
    const res = await post({ name_de: 'Familie & Kinder Größe', name_ru: 'Семья и дети' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'familie-kinder-groesse',
      name_de: 'Familie & Kinder Größe',
      active: true,
      sort_order: highest + 1,
    });
    expect(res.json().id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps a given slug and sort order, and drops unknown fields', async () => {
    const res = await post({
      name_de: 'Tiere',
      name_ru: 'Животные',
      slug: 'pets',
      sort_order: 42,
      active: false,
      evil: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'pets', sort_order: 42, active: false });
    expect(res.json()).not.toHaveProperty('evil');
  });

  it('refuses a duplicate slug with 409', async () => {
    const res = await post({ name_de: 'Noch eine Hochzeit', name_ru: 'Ещё свадьба', slug: 'wedding' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('wedding');
    const generated = await post({ name_de: 'Pets', name_ru: 'Питомцы' });
    expect(generated.statusCode).toBe(409);
  });

  it('creates a slug once when the same category is posted concurrently (the others get 409)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post({ name_de: 'Gleichzeitig', name_ru: 'Одновременно' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await adminList()).filter((c) => c.slug === 'gleichzeitig')).toHaveLength(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/portfolio-categories/${(await bySlug('gleichzeitig')).id}`,
      headers,
    });
  });

  it('validates the input: names required, slug format, sort order range, types', async () => {
    const cases: [unknown, string][] = [
      [{ name_ru: 'Без имени' }, 'name_de'],
      [{ name_de: 'Ohne', name_ru: '' }, 'name_ru'],
      [{ name_de: '   ', name_ru: 'x' }, 'name_de'],
      [{ name_de: 'x', name_ru: 'y', slug: 'Bad Slug!' }, 'slug'],
      [{ name_de: 'x', name_ru: 'y', sort_order: -1 }, 'sort_order'],
      [{ name_de: 'x', name_ru: 'y', sort_order: 1e12 }, 'sort_order'],
      [{ name_de: 'x', name_ru: 'y', sort_order: '3' }, 'sort_order'],
      [{ name_de: 'x', name_ru: 'y', active: 'yes' }, 'active'],
      [{ name_de: 'x'.repeat(201), name_ru: 'y' }, 'name_de'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });

  it('answers 422 when no slug can be made from the German name', async () => {
    const res = await post({ name_de: '!!!', name_ru: 'Свадьба' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe('slug');
  });

  it('updates partially (only sort_order) and keeps the other fields', async () => {
    const portrait = await bySlug('portrait');
    const res = await put(portrait.id, { sort_order: 17 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'portrait', name_de: 'Porträt', name_ru: 'Портрет', sort_order: 17 });
    expect((await bySlug('portrait')).sort_order).toBe(17);
  });

  it('refuses to give a category the slug of another one', async () => {
    const portrait = await bySlug('portrait');
    const res = await put(portrait.id, { slug: 'wedding' });
    expect(res.statusCode).toBe(409);
    expect((await bySlug('portrait')).slug).toBe('portrait');
  });

  it("protects the category 'all': slug and active flag fixed, no delete", async () => {
    const all = await bySlug('all');
    const renamed = await put(all.id, { slug: 'everything' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().detail).toMatch(/all/);
    const hidden = await put(all.id, { active: false });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().detail).toMatch(/deactivated/);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio-categories/${all.id}`, headers });
    expect(deleted.statusCode).toBe(400);
    // The same values, its names and its order may still be saved.
    const same = await put(all.id, { slug: 'all', active: true, name_de: 'Alle Projekte', sort_order: 0 });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ slug: 'all', active: true, name_de: 'Alle Projekte' });
  });

  it('hides inactive categories from the public list but not from the admin list', async () => {
    const restoration = await bySlug('restoration');
    expect((await put(restoration.id, { active: false })).statusCode).toBe(200);
    const publicSlugs = (await t.app.inject({ method: 'GET', url: '/api/portfolio-categories' }))
      .json()
      .categories.map((c: Category) => c.slug);
    expect(publicSlugs).not.toContain('restoration');
    expect(publicSlugs).not.toContain('pets');
    const admin = await adminList();
    expect(admin.map((c) => c.slug)).toContain('restoration');
    const orders = admin.map((c) => c.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('refuses to delete a category that projects use (they would be left without one)', async () => {
    const created = await post({ name_de: 'Tiere', name_ru: 'Животные', slug: 'tiere-in-use' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const now = new Date().toISOString();
    await readTable(t, (db) =>
      db
        .insertInto('portfolio_item')
        .values({
          id: 'abcdefabcdefabcdefabcdef',
          title_de: 'Hund im Park',
          slug: 'hund-im-park-in-use',
          category: 'tiere-in-use',
          created_at: now,
          updated_at: now,
        } as never)
        .execute(),
    );
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio-categories/${id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'category.in_use' });
    expect(refused.json().detail).toContain('1 project');
    expect((await adminList()).some((c) => c.id === id)).toBe(true);
    await readTable(t, (db) => db.deleteFrom('portfolio_item').where('id', '=', 'abcdefabcdefabcdefabcdef').execute());
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio-categories/${id}`, headers })).statusCode,
    ).toBe(200);
  });

  it('deletes a category; a missing id is 404, a malformed id 422', async () => {
    const pets = await bySlug('pets');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio-categories/${pets.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTypeOf('string');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio-categories/${pets.id}`, headers });
    expect(again.statusCode).toBe(404);
    const missingPut = await put(pets.id, { sort_order: 1 });
    expect(missingPut.statusCode).toBe(404);
    for (const id of ['nope', '0123456789ABCDEF01234567', "1' or '1'='1", '%00']) {
      const bad = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio-categories/${id}`, headers });
      expect(bad.statusCode, id).toBe(422);
    }
  });

  it('refuses a body over 1 MB with a 4xx and stores nothing', async () => {
    const before = (await adminList()).length;
    const res = await post({ name_de: 'x'.repeat(2 * 1024 * 1024), name_ru: 'y' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await adminList()).length).toBe(before);
  });

  it('gives the first category of an empty table sort order 0', async () => {
    const database = openDatabase(t.config.database);
    try {
      await database.db.deleteFrom('portfolio_category').execute();
    } finally {
      await database.close();
    }
    const res = await post({ name_de: 'Erste', name_ru: 'Первая' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'erste', sort_order: 0 });
  });
});
