import type { ImageInfo } from '@app/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { portfolioAdminRoutes } from './portfolio.admin-routes.ts';
import { createPortfolioService, type PortfolioService } from './portfolio.service.ts';

const item = (overrides: Record<string, unknown> = {}) => ({
  title_de: 'Hochzeit im Küchengarten',
  title_ru: 'Свадьба в Кюхенгартене',
  description_de: 'Eine Sommerhochzeit in Gera.',
  description_ru: 'Летняя свадьба в Гере.',
  category: 'wedding',
  images: ['/media/images/a.jpg', '/media/images/b.jpg'],
  ...overrides,
});

describe(`portfolio items (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let service: PortfolioService;
  let headers: { authorization: string };
  let time = Date.parse('2026-01-01T10:00:00.000Z');
  const clock = () => {
    time += 60_000;
    return new Date(time);
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t);
    database = openDatabase(t.config.database);
    service = createPortfolioService({ db: database.db, clock });
    ids.wedding1 = (await service.createItem(item({ featured: true, tags: ['sommer', 'gera'] }))).id;
    ids.portrait = (await service.createItem(item({ category: 'portrait', title_de: 'Porträt' }))).id;
    ids.wedding2 = (await service.createItem(item({ title_de: 'Zweite Hochzeit', featured: 'true' }))).id;
    ids.event = (await service.createItem(item({ category: 'events', featured: false }))).id;
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it('maps a created item: image = first image, tags and images as lists, photos [] by default', async () => {
    const created = await service.getItem(ids.wedding1 as string);
    expect(created).toMatchObject({
      title_de: 'Hochzeit im Küchengarten',
      category: 'wedding',
      featured: true,
      tags: ['sommer', 'gera'],
      images: ['/media/images/a.jpg', '/media/images/b.jpg'],
      image: '/media/images/a.jpg',
      thumbnail: '/media/images/a.jpg',
      photos: [],
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists public items newest first, as a bare array without admin fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/portfolio' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((i: { id: string }) => i.id)).toEqual([ids.event, ids.wedding2, ids.portrait, ids.wedding1]);
    expect(list[0]).not.toHaveProperty('thumbnail');
    expect(list[0]).not.toHaveProperty('updated_at');
    expect(list[0].photos).toEqual([]);
  });

  it('filters by category (missing or all = every category) and by featured', async () => {
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/public/portfolio${query}` }))
        .json()
        .map((i: { id: string }) => i.id);
    expect(await get('?category=wedding')).toEqual([ids.wedding2, ids.wedding1]);
    expect(await get('?category=all')).toHaveLength(4);
    expect(await get('?category=')).toHaveLength(4);
    expect(await get('?category=nothing-here')).toEqual([]);
    // The old key of the events category still finds it (links from before ADR 007).
    expect(await get('?category=events')).toEqual([ids.event]);
    expect(await get('?category=event')).toEqual([ids.event]);
    // Featured: in the order they were chosen for the home page (ADR 028), not newest first.
    expect(await get('?featured=true')).toEqual([ids.wedding1, ids.wedding2]);
    expect(await get('?featured=1&category=wedding&limit=1')).toEqual([ids.wedding1]);
    expect(await get('?featured=false')).toEqual([ids.event, ids.portrait]);
    expect(await get('?limit=2&skip=1')).toEqual([ids.wedding2, ids.portrait]);
    expect(await get('?skip=10')).toEqual([]);
  });

  it('refuses bad query values with 422, never a 500', async () => {
    for (const query of [
      '?limit=0',
      '?limit=501',
      '?limit=abc',
      '?limit=1e400',
      '?skip=-1',
      '?skip=99999999999999999999',
      '?featured=yes',
      `?category=${'x'.repeat(101)}`,
      '?category=wedding%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/portfolio${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail).toBeTypeOf('string');
    }
  });

  it('serves the admin list (category optional) and one item with the admin fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/portfolio?category=portrait', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: string }) => i.id)).toEqual([ids.portrait]);
    expect(res.json()[0]).toHaveProperty('thumbnail');
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/portfolio/', headers });
    expect(all.json()).toHaveLength(4);
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/portfolio/${ids.event}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: ids.event,
      category: 'events',
      featured: false,
      updated_at: expect.any(String),
    });
  });

  it('needs the admin token for the admin routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/portfolio' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio/${ids.event}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/portfolio' })).statusCode).toBe(200);
  });

  it('answers 404 for a missing id and 422 for a malformed one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/portfolio/0123456789abcdef01234567',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBeTypeOf('string');
    for (const id of ['abc', '0123456789abcdef0123456z', '0123456789abcdef012345670']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/admin/portfolio/${id}`, headers });
      expect(bad.statusCode, id).toBe(422);
    }
  });

  it('validates create input: required fields, category must exist and not be all, images, types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [item({ title_de: '' }), 'title_de'],
      [item({ title_ru: undefined }), 'title_ru'],
      [item({ description_de: '  ' }), 'description_de'],
      [item({ description_ru: 5 }), 'description_ru'],
      [item({ category: '' }), 'category'],
      [item({ category: 'all' }), 'category'],
      [item({ category: 'unknown' }), 'category'],
      [item({ images: ['javascript:alert(1)'] }), 'images.0'],
      [item({ featured: 'maybe' }), 'featured'],
      [item({ tags: 'not json' }), 'tags'],
      [item({ tags: ['x'.repeat(201)] }), 'tags.0'],
      [item({ title_de: 'x'.repeat(301) }), 'title_de'],
      [item({ images: ['/media/images/a\u0000.jpg'] }), 'images.0'],
    ];
    for (const [input, path] of cases) {
      const error = await service.createItem(input as never).then(
        () => null,
        (e: unknown) => e as { status: number; errors: { path: string }[] },
      );
      expect(error, path).not.toBeNull();
      expect(error?.status, path).toBe(422);
      expect(
        error?.errors.map((e) => e.path),
        path,
      ).toContain(path);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/portfolio', headers });
    expect(listed.json()).toHaveLength(4);
  });

  it('accepts multipart-style text fields: featured "true" and tags as JSON text', async () => {
    const created = await service.createItem(item({ featured: 'true', tags: '["a","b"]', extra: 'dropped' }) as never);
    expect(created).toMatchObject({ featured: true, tags: ['a', 'b'] });
    expect(created).not.toHaveProperty('extra');
    await service.deleteItem(created.id);
  });

  it('updates only the fields given; images replace the list and the main image', async () => {
    const updated = await service.updateItem(ids.portrait as string, {
      title_ru: 'Портрет у театра',
      images: ['/media/images/c.jpg'],
    });
    expect(updated).toMatchObject({
      title_de: 'Porträt',
      title_ru: 'Портрет у театра',
      category: 'portrait',
      images: ['/media/images/c.jpg'],
      image: '/media/images/c.jpg',
    });
    const moved = await service.updateItem(ids.portrait as string, { category: 'architecture', featured: 'on' });
    expect(moved).toMatchObject({ category: 'architecture', featured: true, title_ru: 'Портрет у театра' });
    await expect(service.updateItem(ids.portrait as string, { category: 'all' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(service.updateItem(ids.portrait as string, { images: [] })).rejects.toMatchObject({ status: 422 });
    await expect(service.updateItem('0123456789abcdef01234567', { title_de: 'x' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('fills photos through the injected resolver, matched by url and in image order', async () => {
    const info = (url: string): ImageInfo => ({
      url,
      width: 1600,
      height: 1067,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: [{ url: url.replace('.jpg', '-480.webp'), width: 480, height: 320, format: 'webp' }],
    });
    const withPhotos = createPortfolioService({
      db: database.db,
      clock,
      resolvePhotos: async (urls) =>
        urls
          .filter((u) => u.endsWith('b.jpg') || u.endsWith('a.jpg'))
          .reverse()
          .map(info),
    });
    const one = await withPhotos.getItem(ids.wedding1 as string);
    expect(one.photos.map((p) => p.url)).toEqual(['/media/images/a.jpg', '/media/images/b.jpg']);
    const list = await withPhotos.listPublic({ category: 'wedding' });
    expect(list.every((i) => i.photos.length === 2)).toBe(true);
  });

  it('deletes an item and answers its image urls; the API answers {message} and 404 after', async () => {
    const created = await service.createItem(item({ images: ['/media/images/x.jpg', '/media/images/y.jpg'] }));
    expect(await service.deleteItem(created.id)).toEqual(['/media/images/x.jpg', '/media/images/y.jpg']);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio/${ids.event}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio/${ids.event}`, headers });
    expect(again.statusCode).toBe(404);
    const publicIds = (await t.app.inject({ method: 'GET', url: '/api/public/portfolio' }))
      .json()
      .map((i: { id: string }) => i.id);
    expect(publicIds).not.toContain(ids.event);
  });

  it('hands the deleted image urls to the deleteFiles hook of the admin route', async () => {
    const removed: string[][] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(portfolioAdminRoutes, {
      db: database.db,
      clock,
      deleteFiles: async (urls) => {
        removed.push(urls);
      },
    });
    const created = await service.createItem(item({ images: ['/media/images/p.jpg', '/media/images/q.jpg'] }));
    const res = await app.inject({ method: 'DELETE', url: `/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(removed).toEqual([['/media/images/p.jpg', '/media/images/q.jpg']]);
    await app.close();
  });

  it('filters an old key by its own category while one still has it (the migration merged nothing)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/portfolio-categories',
      headers,
      payload: { name_de: 'Event (alt)', name_ru: 'Мероприятия (старые)', slug: 'event' },
    });
    expect(created.statusCode).toBe(201);
    const old = await service.createItem(item({ category: 'event' }));
    const events = await service.createItem(item({ category: 'events' }));
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/public/portfolio${query}` }))
        .json()
        .map((i: { id: string }) => i.id);
    expect(await get('?category=event')).toEqual([old.id]);
    expect(await get('?category=events')).toEqual([events.id]);
  });
});
