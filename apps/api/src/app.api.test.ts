import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../test/test-app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { migrations } from './db/migrations/index.ts';

describe(`app foundation (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes added only for these tests, before the app is ready.
    t.app.get('/api/test/boom', async () => {
      throw new Error('select * from admin_user where password_hash = secret at /srv/app/x.ts:12');
    });
    t.app.get('/api/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the health check with a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: TEST_DB });
  });

  it('ignores trailing slashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
  });

  it('guards every /api/admin path with a 401 and a detail', async () => {
    for (const url of ['/api/admin/anything', '/api/admin/settings/email-notifications', '/api/admin/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().detail).toBeTypeOf('string');
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/anything',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers malformed JSON with a 4xx and a detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toBeTypeOf('string');
  });

  it('answers unknown API paths with 404 and a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });

  it('hides the internals of a 5xx: generic detail and request id, details only in the log', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.detail).toBe('Internal server error');
    expect(body.request_id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).not.toMatch(/select|password|\/srv|\.ts|stack/i);
    expect(t.logs.join('')).toContain('select * from admin_user');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('redacts secrets from log lines', async () => {
    t.app.log.info(
      { password: 'hunter2-plain', body: { password: 'p4ss-in-body', sender_password: 'smtp-secret' } },
      'log check',
    );
    const text = t.logs.join('');
    expect(text).toContain('log check');
    expect(text).not.toContain('hunter2-plain');
    expect(text).not.toContain('p4ss-in-body');
    expect(text).not.toContain('smtp-secret');
  });

  it('has applied every migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const database = openDatabase(t.config.database);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
      // Running them again is a no-op.
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe(`graceful shutdown (${TEST_DB})`, () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const t = await createTestApp();
    let started: () => void = () => {};
    const handling = new Promise<void>((resolve) => {
      started = resolve;
    });
    t.app.get('/api/test/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    // Close only once the request is being handled (a busy machine may take a while to get there).
    await handling;
    const closed = t.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await t.close();
  });
});
