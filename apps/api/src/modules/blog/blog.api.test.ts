import { blogSlug } from '@app/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { upsertSetting } from '../settings/settings.repository.ts';
import { blogAdminRoutes } from './blog.admin-routes.ts';
import { type BlogService, createBlogService, FALLBACK_BRAND_NAME } from './blog.service.ts';

const post = (overrides: Record<string, unknown> = {}) => ({
  title_de: 'Die schönsten Orte für Hochzeitsfotos in Leipzig',
  title_ru: 'Лучшие места для свадебных фото в Лейпциге',
  excerpt_de: 'Fünf Orte, die ich liebe.',
  excerpt_ru: 'Пять мест, которые я люблю.',
  content_de: 'Erster Absatz.\nZweiter Absatz.',
  content_ru: 'Первый абзац.\nВторой абзац.',
  image: '/media/images/post.jpg',
  ...overrides,
});

describe(`blog posts (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let service: BlogService;
  let headers: { authorization: string };
  let time = Date.parse('2026-02-01T10:00:00.000Z');
  const clock = () => {
    time += 60_000;
    return new Date(time);
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t);
    database = openDatabase(t.config.database);
    service = createBlogService({ db: database.db, clock });
    ids.first = (await service.createPost(post({ tags: ['leipzig'] }))).id;
    ids.draft = (await service.createPost(post({ title_de: 'Entwurf', published: false }))).id;
    ids.second = (await service.createPost(post({ title_de: 'Zweiter Beitrag', author: 'Anna' }))).id;
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it('creates posts published by default, with the brand name as author when none is given', async () => {
    const first = await service.getPost(ids.first as string);
    expect(first).toMatchObject({
      published: true,
      author: FALLBACK_BRAND_NAME,
      tags: ['leipzig'],
      image: '/media/images/post.jpg',
      photo: null,
    });
    expect(first.date).toBe(first.created_at);
    expect((await service.getPost(ids.second as string)).author).toBe('Anna');
  });

  it("takes the author from branding's site_name when it is set", async () => {
    await upsertSetting(
      database.db,
      'branding',
      JSON.stringify({ site_name: 'Studio Licht' }),
      new Date().toISOString(),
    );
    const created = await service.createPost(post({ author: '' }));
    expect(created.author).toBe('Studio Licht');
    await upsertSetting(database.db, 'branding', '{broken json', new Date().toISOString());
    const fallback = await service.createPost(post());
    expect(fallback.author).toBe(FALLBACK_BRAND_NAME);
    await service.deletePost(created.id);
    await service.deletePost(fallback.id);
  });

  it('lists only published posts publicly, newest first, without admin fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/blog' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([ids.second, ids.first]);
    expect(list[0]).not.toHaveProperty('published');
    expect(list[0]).not.toHaveProperty('thumbnail');
    const paged = await t.app.inject({ method: 'GET', url: '/api/public/blog?limit=1&skip=1' });
    expect(paged.json().map((p: { id: string }) => p.id)).toEqual([ids.first]);
  });

  it('serves one published post; a draft, an unknown id or a whole slug is a 404 (never 422)', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/public/blog/${ids.first}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: ids.first, title_de: post().title_de });
    for (const id of [
      ids.draft,
      '0123456789abcdef01234567',
      blogSlug(post().title_de, ids.first as string),
      'kein-artikel',
      'x'.repeat(500),
      '%E2%9C%93',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/blog/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().detail).toBeTypeOf('string');
    }
  });

  it('lets the admin list all posts or filter by published, and read a draft', async () => {
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/blog${query}`, headers }))
        .json()
        .map((p: { id: string }) => p.id);
    expect(await get('')).toEqual([ids.second, ids.draft, ids.first]);
    expect(await get('?published=true')).toEqual([ids.second, ids.first]);
    expect(await get('?published=false')).toEqual([ids.draft]);
    const draft = await t.app.inject({ method: 'GET', url: `/api/admin/blog/${ids.draft}`, headers });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ published: false, title_de: 'Entwurf' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/blog?published=maybe', headers });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/blog/not-an-id', headers })).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/blog/0123456789abcdef01234567', headers })).statusCode,
    ).toBe(404);
  });

  it('needs the admin token for the admin routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/blog' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/blog/${ids.draft}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${ids.draft}` })).statusCode).toBe(401);
  });

  it('validates the input: title, excerpt and content in both languages required; image url; flags', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [post({ title_de: '' }), 'title_de'],
      [post({ title_ru: undefined }), 'title_ru'],
      [post({ excerpt_de: ' ' }), 'excerpt_de'],
      [post({ excerpt_ru: null }), 'excerpt_ru'],
      [post({ content_de: '' }), 'content_de'],
      [post({ content_ru: [] }), 'content_ru'],
      [post({ image: 'javascript:alert(1)' }), 'image'],
      [post({ published: 'sometimes' }), 'published'],
      [post({ author: 'x'.repeat(201) }), 'author'],
      [post({ tags: { a: 1 } }), 'tags'],
    ];
    for (const [input, path] of cases) {
      await expect(service.createPost(input as never), path).rejects.toMatchObject({
        status: 422,
        errors: expect.arrayContaining([expect.objectContaining({ path })]),
      });
    }
  });

  it('updates only the given fields; publishing a draft makes it public', async () => {
    const updated = await service.updatePost(ids.draft as string, { published: 'true', title_ru: 'Черновик' });
    expect(updated).toMatchObject({ published: true, title_de: 'Entwurf', title_ru: 'Черновик' });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/blog/${ids.draft}` });
    expect(res.statusCode).toBe(200);
    const hidden = await service.updatePost(ids.draft as string, { published: false, image: '/media/images/new.jpg' });
    expect(hidden).toMatchObject({
      published: false,
      image: '/media/images/new.jpg',
      thumbnail: '/media/images/new.jpg',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/blog/${ids.draft}` })).statusCode).toBe(404);
    await expect(service.updatePost('0123456789abcdef01234567', { title_de: 'x' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('deletes a post: the service answers its image urls, the route {message}, then 404', async () => {
    const created = await service.createPost(post({ image: '/media/images/gone.jpg' }));
    expect(await service.deletePost(created.id)).toEqual(['/media/images/gone.jpg']);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${ids.second}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${ids.second}`, headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/public/blog/${ids.second}` })).statusCode).toBe(404);
  });

  it('fills photo through the injected resolver (matched by url), null for unknown images', async () => {
    const withPhotos = createBlogService({
      db: database.db,
      clock,
      resolvePhotos: async (urls) =>
        urls
          .filter((url) => url === '/media/images/post.jpg')
          .map((url) => ({ url, width: 1600, height: 900, placeholder: 'data:image/webp;base64,AA', variants: [] })),
    });
    const list = await withPhotos.listPublic({});
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.photo?.url === '/media/images/post.jpg' && p.photo.width === 1600)).toBe(true);
    const other = await withPhotos.createPost(post({ image: '/media/images/unknown.jpg' }));
    expect(other.photo).toBeNull();
    await withPhotos.deletePost(other.id);
  });

  it('hands the deleted image urls to the deleteFiles hook of the admin route', async () => {
    const removed: string[][] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(blogAdminRoutes, {
      db: database.db,
      clock,
      deleteFiles: async (urls) => {
        removed.push(urls);
      },
    });
    const created = await service.createPost(post({ image: '/media/images/to-delete.jpg' }));
    const res = await app.inject({ method: 'DELETE', url: `/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(removed).toEqual([['/media/images/to-delete.jpg']]);
    await app.close();
  });
});
