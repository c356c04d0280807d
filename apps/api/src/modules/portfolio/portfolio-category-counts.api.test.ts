import { portfolioCategoryCountsSchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, type Part } from '../media/media.test-support.ts';

const fields = (category: string): Part[] =>
  Object.entries({
    title_de: `Projekt ${category}`,
    title_ru: `Проект ${category}`,
    description_de: 'Beschreibung',
    description_ru: 'Описание',
    category,
  }).map(([name, value]) => ({ name, value }));

describe(`projects per category for the portfolio filter (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  let image: Part;
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
    image = { name: 'images', filename: 'a.jpg', content: await makeImage(600, 400), type: 'image/jpeg' };
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/portfolio/category/counts' });
    expect(res.statusCode).toBe(200);
    return portfolioCategoryCountsSchema.parse(res.json()).categories;
  };

  it('lists only the categories that have a project the public site shows, with how many', async () => {
    expect(await counts()).toEqual([]);
    for (const category of ['wedding', 'wedding', 'architecture']) {
      const res = await injectMultipart(t, '/api/admin/portfolio', [...fields(category), image], auth, 'POST');
      expect(res.statusCode, res.body).toBe(201);
    }
    // A project without a photo is not on the public site, so its category stays empty.
    const bare = await injectMultipart(t, '/api/admin/portfolio', fields('portrait'), auth, 'POST');
    expect(bare.statusCode, bare.body).toBe(201);

    const listed = await counts();
    expect([...listed].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      { slug: 'architecture', count: 1 },
      { slug: 'wedding', count: 2 },
    ]);
    // The same projects the public list shows per category.
    for (const { slug, count } of listed) {
      const list = await t.app.inject({ method: 'GET', url: `/api/public/portfolio?category=${slug}` });
      expect(list.json()).toHaveLength(count);
    }
    const portrait = await t.app.inject({ method: 'GET', url: '/api/public/portfolio?category=portrait' });
    expect(portrait.json()).toEqual([]);
  });
});
