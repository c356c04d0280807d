import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, type Part } from './media.test-support.ts';

const projectFields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title_de: 'Hochzeit in Gera',
    title_ru: 'Свадьба в Гере',
    description_de: 'Eine Sommerhochzeit.',
    description_ru: 'Летняя свадьба.',
    category: 'wedding',
    featured: 'true',
    tags: '["sommer","gera"]',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const postFields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title_de: 'Tipps für das Brautpaar',
    title_ru: 'Советы для молодожёнов',
    excerpt_de: 'Kurz gesagt',
    excerpt_ru: 'Коротко',
    content_de: 'Erster Absatz.\nZweiter Absatz.',
    content_ru: 'Первый абзац.\nВторой абзац.',
    published: 'false',
    tags: '["tipps"]',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const photo = async (name: string, width = 800, height = 600, field = 'images'): Promise<Part> => ({
  name: field,
  filename: name,
  content: await makeImage(width, height),
  type: 'image/jpeg',
});

describe(`portfolio and blog multipart writes (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, parts: Part[], headers: Record<string, string> = auth) =>
    injectMultipart(t, url, parts, headers, method);
  const exists = (url: string) => storedFiles(t).exists(url);
  const imageDirs = async () => [...new Set((await storedFiles(t).list('media/img/')).map((k) => k.split('/')[2]))];

  it('creates a project from fields and several photos, with their variants', async () => {
    const res = await send('POST', '/api/admin/portfolio', [
      ...projectFields(),
      await photo('a.jpg', 1800, 1200),
      await photo('b.jpg', 600, 900),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      title_de: 'Hochzeit in Gera',
      category: 'wedding',
      featured: true,
      tags: ['sommer', 'gera'],
    });
    expect(item.images).toHaveLength(2);
    expect(item.image).toBe(item.images[0]);
    expect(item.images[0]).toMatch(/^\/media\/img\/[0-9a-f]{24}\/1600\.jpg$/);
    expect(item.photos.map((p: { url: string; width: number }) => [p.url, p.width])).toEqual([
      [item.images[0], 1800],
      [item.images[1], 600],
    ]);

    const listed = await t.app.inject({ method: 'GET', url: '/api/public/portfolio?category=wedding' });
    expect(listed.json()[0].photos[0].variants.length).toBeGreaterThan(0);
  });

  it('names every bad field, leaving no files behind (photos may follow one by one: none required)', async () => {
    const before = await imageDirs();
    const bad = await send('POST', '/api/admin/portfolio', [
      ...projectFields({ title_ru: '', category: 'no-such-category' }),
      await photo('a.jpg'),
    ]);
    expect(bad.statusCode).toBe(422);
    const badCategory = await send('POST', '/api/admin/portfolio', [
      ...projectFields({ category: 'no-such-category' }),
      await photo('a.jpg'),
    ]);
    expect(badCategory.statusCode).toBe(422);
    expect(badCategory.json().errors.map((e: { path: string }) => e.path)).toContain('category');
    const notImage = await send('POST', '/api/admin/portfolio', [
      ...projectFields(),
      await photo('a.jpg'),
      { name: 'images', filename: 'x.jpg', content: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(await imageDirs()).toEqual(before);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('adds new photos on update, keeps the ones listed in keep_images and deletes the others', async () => {
    const created = (
      await send('POST', '/api/admin/portfolio', [...projectFields(), await photo('a.jpg'), await photo('b.jpg')])
    ).json();
    const [a, b] = created.images as string[];

    // Only fields: the photos stay.
    const renamed = await send('PUT', `/api/admin/portfolio/${created.id}`, projectFields({ title_de: 'Neu' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title_de: 'Neu', images: [a, b] });

    // A new photo is added after the existing ones.
    const added = await send('PUT', `/api/admin/portfolio/${created.id}`, [
      ...projectFields(),
      await photo('c.jpg', 500, 500, 'image'),
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const c = added.json().images[2];
    expect(added.json().images).toEqual([a, b, c]);
    expect(added.json().photos).toHaveLength(3);

    // keep_images drops a (its files are deleted) and puts c first.
    const kept = await send('PUT', `/api/admin/portfolio/${created.id}`, [
      ...projectFields(),
      { name: 'keep_images', value: JSON.stringify([c, b, '/media/img/000000000000000000000000/1.jpg']) },
    ]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().images).toEqual([c, b]);
    expect(kept.json().image).toBe(c);
    expect(await exists(a as string)).toBe(false);
    expect(await exists(b as string)).toBe(true);

    const badKeep = await send('PUT', `/api/admin/portfolio/${created.id}`, [
      ...projectFields(),
      { name: 'keep_images', value: 'not json' },
    ]);
    expect(badKeep.statusCode).toBe(422);
    expect(badKeep.json().errors[0].path).toBe('keep_images');

    const missing = await send('PUT', '/api/admin/portfolio/000000000000000000000000', projectFields());
    expect(missing.statusCode).toBe(404);

    // Deleting the project deletes its photos.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio/${created.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(await exists(b as string)).toBe(false);
    expect(await exists(c)).toBe(false);
  });

  it('concurrent changes of one project never leave it naming a photo whose files were deleted', async () => {
    const created = (
      await send('POST', '/api/admin/portfolio', [
        ...projectFields(),
        await photo('a.jpg', 300, 200),
        await photo('b.jpg', 300, 200),
        await photo('c.jpg', 300, 200),
        await photo('d.jpg', 300, 200),
      ])
    ).json();
    const urls = created.images as string[];
    // Each change keeps a different pair, as two owners' browser tabs with an old copy would.
    const pairs = [0, 1, 2, 3].flatMap((i) => [0, 1, 2, 3].filter((j) => j !== i).map((j) => [urls[i], urls[j]]));
    const answers = await Promise.all(
      pairs.map((keep) =>
        send('PUT', `/api/admin/portfolio/${created.id}`, [
          ...projectFields(),
          { name: 'keep_images', value: JSON.stringify(keep) },
        ]),
      ),
    );
    // A change that keeps only photos an earlier one already removed has none left: 422.
    for (const answer of answers) expect([200, 409, 422], answer.body).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const final = (
      await t.app.inject({ method: 'GET', url: `/api/admin/portfolio/${created.id}`, headers: auth })
    ).json();
    expect(final.images.length).toBeGreaterThan(0);
    for (const url of final.images as string[]) expect(await exists(url), url).toBe(true);
    expect(final.photos).toHaveLength(final.images.length);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio/${created.id}`, headers: auth });
  });

  it('creates a blog post with its image, replaces the image on update and deletes the old one', async () => {
    const none = await send('POST', '/api/admin/blog', postFields());
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.map((e: { path: string }) => e.path)).toEqual(['image']);

    const res = await send('POST', '/api/admin/blog', [...postFields(), await photo('cover.jpg', 1200, 800, 'image')]);
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ title_de: 'Tipps für das Brautpaar', published: false, tags: ['tipps'] });
    expect(post.image).toMatch(/^\/media\/img\/[0-9a-f]{24}\/1200\.jpg$/);
    expect(post.photo).toMatchObject({ url: post.image, width: 1200, height: 800 });

    const text = await send('PUT', `/api/admin/blog/${post.id}`, postFields({ title_de: 'Neu', published: 'true' }));
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json()).toMatchObject({ title_de: 'Neu', published: true, image: post.image });

    const replaced = await send('PUT', `/api/admin/blog/${post.id}`, [
      ...postFields({ published: 'true' }),
      await photo('new.jpg', 700, 700, 'image'),
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().image).not.toBe(post.image);
    expect(replaced.json().photo.width).toBe(700);
    expect(await exists(post.image)).toBe(false);
    expect(await exists(replaced.json().image)).toBe(true);

    const publicPost = await t.app.inject({ method: 'GET', url: `/api/public/blog/${post.id}` });
    expect(publicPost.statusCode).toBe(200);
    expect(publicPost.json().photo.url).toBe(replaced.json().image);

    const two = await send('POST', '/api/admin/blog', [
      ...postFields(),
      await photo('a.jpg', 100, 100, 'image'),
      await photo('b.jpg', 100, 100, 'image'),
    ]);
    expect(two.statusCode).toBe(413);
    const missing = await send('PUT', '/api/admin/blog/000000000000000000000000', postFields());
    expect(missing.statusCode).toBe(404);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(await exists(replaced.json().image)).toBe(false);
  });

  it('needs the admin token', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/portfolio'],
      ['PUT', '/api/admin/portfolio/000000000000000000000000'],
      ['POST', '/api/admin/blog'],
      ['PUT', '/api/admin/blog/000000000000000000000000'],
    ] as const) {
      const res = await send(method, url, [...projectFields(), await photo('a.jpg', 50, 50)], {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
