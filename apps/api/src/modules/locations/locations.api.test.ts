import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

interface Location {
  id: string;
  name: string;
  slug: string;
  title_de: string;
  title_ru: string;
  description_de: string;
  description_ru: string;
  content_de: string;
  content_ru: string;
  hero_subtitle_de: string;
  contact_text_ru: string;
  meta_keywords_de: string;
  active: boolean;
  sort_order: number;
}

const CITY_SLUGS = ['gera', 'ronneburg', 'chemnitz', 'erfurt', 'leipzig', 'jena', 'zwickau'];

describe(`locations (${TEST_DB})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  const adminList = async (): Promise<Location[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/settings/locations', headers })).json().locations;
  const publicList = async (): Promise<Location[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/public/locations' })).json().locations;
  const create = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/settings/locations', headers, payload: payload as object });
  const update = (id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/settings/locations/${id}`, headers, payload: payload as object });
  const bySlug = async (slug: string) => {
    const found = (await adminList()).find((l) => l.slug === slug);
    if (!found) throw new Error(`no location ${slug}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the seven cities with sort order 1..7, active, with texts in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/locations' });
    expect(res.statusCode).toBe(200);
    const locations: Location[] = res.json().locations;
    expect(locations.map((l) => l.slug)).toEqual(CITY_SLUGS);
    expect(locations.map((l) => l.sort_order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(locations.map((l) => l.name)).toEqual([
      'Gera',
      'Ronneburg',
      'Chemnitz',
      'Erfurt',
      'Leipzig',
      'Jena',
      'Zwickau',
    ]);
    for (const l of locations) {
      expect(l.active).toBe(true);
      expect(l.title_de).toContain(l.name);
      expect(l.title_ru).toMatch(/^Фотограф в /);
      for (const text of [l.description_de, l.description_ru]) {
        expect(text.length).toBeGreaterThan(120);
        expect(text.length).toBeLessThanOrEqual(160);
      }
      expect(l.content_de).toMatch(/^<h2>.+<\/h2><p>.+<\/p><p>.+<\/p>$/);
      expect(l.content_ru).toMatch(/^<h2>.+<\/h2><p>.+<\/p><p>.+<\/p>$/);
      expect(l.hero_subtitle_de).not.toBe('');
      expect(l.contact_text_ru).not.toBe('');
      expect(l.meta_keywords_de).toContain(l.name);
    }
    const leipzig = locations.find((l) => l.slug === 'leipzig');
    expect(leipzig?.content_de).toContain('Völkerschlachtdenkmal');
    expect(leipzig?.title_ru).toBe('Фотограф в Лейпциге – свадьба, портрет и мероприятия');
    expect(locations.find((l) => l.slug === 'gera')?.title_de).toBe('Fotograf in Gera – Hochzeit, Porträt & Event');
  });

  it('serves one active location by slug; unknown slugs are a 404, never a 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/locations/jena' });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toMatchObject({ slug: 'jena', name: 'Jena' });
    for (const slug of ['berlin', 'GERA', 'x'.repeat(300), '%20', 'gera%00']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/public/locations/${slug}` });
      expect(missing.statusCode, slug).toBe(404);
      expect(missing.json().detail).toBeTypeOf('string');
    }
  });

  it('needs the admin token for the admin routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/settings/locations'],
      ['POST', '/api/admin/settings/locations'],
      ['PUT', '/api/admin/settings/locations/0123456789abcdef01234567'],
      ['DELETE', '/api/admin/settings/locations/0123456789abcdef01234567'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a location: slug from the name, sort order count + 1, rich text sanitised', async () => {
    const count = (await adminList()).length;
    const res = await create({
      name: 'Weißenfels an der Saale',
      title_de: 'Fotograf in Weißenfels',
      title_ru: 'Фотограф в Вайсенфельсе',
      content_de: '<h2>Hallo</h2><p onclick="alert(1)">Text</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      content_ru: '<p>Привет <a href="javascript:alert(1)">ссылка</a></p>',
      ignored: true,
    });
    expect(res.statusCode).toBe(201);
    const location = res.json().location;
    expect(location).toMatchObject({
      slug: 'weissenfels-an-der-saale',
      sort_order: count + 1,
      active: true,
      content_de: '<h2>Hallo</h2><p>Text</p>',
      content_ru: '<p>Привет <a>ссылка</a></p>',
      hero_image: '',
    });
    expect(location).not.toHaveProperty('ignored');
    expect((await publicList()).map((l) => l.slug)).toContain('weissenfels-an-der-saale');
  });

  it('refuses a slug that is reserved or used by another location with 409 naming the slug', async () => {
    const reserved = await create({ name: 'Blog', title_de: 'x', title_ru: 'y' });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().detail).toContain("'blog'");
    const admin = await create({ name: 'Admin City', title_de: 'x', title_ru: 'y', slug: 'admin' });
    expect(admin.statusCode).toBe(409);
    const taken = await create({ name: 'Gera Nord', title_de: 'x', title_ru: 'y', slug: 'gera' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toContain("'gera'");
    const jena = await bySlug('jena');
    const renamed = await update(jena.id, { slug: 'leipzig' });
    expect(renamed.statusCode).toBe(409);
    expect((await bySlug('jena')).slug).toBe('jena');
  });

  it('validates the input: name and both titles required, slug format, urls, types, lengths', async () => {
    const ok = { name: 'Plauen', title_de: 'Fotograf in Plauen', title_ru: 'Фотограф в Плауэне' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, title_de: undefined }, 'title_de'],
      [{ ...ok, title_ru: '  ' }, 'title_ru'],
      [{ ...ok, slug: 'Plauen City' }, 'slug'],
      [{ ...ok, slug: '-plauen' }, 'slug'],
      [{ ...ok, hero_image: 'javascript:alert(1)' }, 'hero_image'],
      [{ ...ok, active: 'true' }, 'active'],
      [{ ...ok, sort_order: -3 }, 'sort_order'],
      [{ ...ok, description_de: 'x'.repeat(601) }, 'description_de'],
      [{ ...ok, name: ['Plauen'] }, 'name'],
    ];
    for (const [payload, path] of cases) {
      const res = await create(payload);
      expect(res.statusCode, path).toBe(422);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    const cyrillic = await create({ name: 'Москва', title_de: 'x', title_ru: 'y' });
    expect(cyrillic.statusCode).toBe(422);
    expect(cyrillic.json().errors[0].path).toBe('slug');
  });

  it('updates a location (whole form or a part) and hides it publicly when inactive', async () => {
    const zwickau = await bySlug('zwickau');
    const res = await update(zwickau.id, {
      ...zwickau,
      id: undefined,
      title_de: 'Fotograf in Zwickau – neu',
      content_de: '<p>Neu</p><iframe src="https://evil.example"></iframe>',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toMatchObject({
      slug: 'zwickau',
      title_de: 'Fotograf in Zwickau – neu',
      content_de: '<p>Neu</p>',
      active: false,
      sort_order: 7,
    });
    expect((await publicList()).map((l) => l.slug)).not.toContain('zwickau');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/locations/zwickau' })).statusCode).toBe(404);
    expect((await adminList()).map((l) => l.slug)).toContain('zwickau');

    const partial = await update(zwickau.id, { sort_order: 9 });
    expect(partial.json().location).toMatchObject({
      sort_order: 9,
      title_de: 'Fotograf in Zwickau – neu',
      active: false,
    });
    const regenerated = await update(zwickau.id, { slug: '', name: 'Zwickau Mitte' });
    expect(regenerated.json().location.slug).toBe('zwickau-mitte');
  });

  it('deletes a location; missing ids are 404, malformed ids 422', async () => {
    const erfurt = await bySlug('erfurt');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/settings/locations/${erfurt.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/settings/locations/${erfurt.id}`, headers })).statusCode,
    ).toBe(404);
    expect((await update(erfurt.id, { name: 'Erfurt' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/settings/locations/erfurt', headers })).statusCode,
    ).toBe(422);
    expect((await update('123', { name: 'x' })).statusCode).toBe(422);
  });

  it('refuses a 2 MB body with a 4xx and stores nothing', async () => {
    const before = (await adminList()).length;
    const res = await create({ name: 'x'.repeat(2 * 1024 * 1024), title_de: 'x', title_ru: 'y' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await adminList()).length).toBe(before);
  });
});
