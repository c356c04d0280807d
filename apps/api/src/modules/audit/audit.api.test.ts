import type { AuditEntry, AuditList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, login, TEST_ADMIN, TEST_ADMIN_ENV } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 20 item 4: every back-office change is in the audit log with who, when, what, which
 * record and a before/after summary that never holds a password; the log filters and keeps a year.
 */
describe(`audit log (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = token) =>
    t.app.inject({ method, url, headers: bearer(auth), ...(payload ? { payload } : {}) });
  const log = async (query = '') => {
    const res = await admin('GET', `/api/admin/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditList;
  };
  const latest = async () => (await log('?limit=1')).entries[0] as AuditEntry;

  beforeAll(async () => {
    t = await createTestApp(TEST_ADMIN_ENV, { clock, mailWorker: false, avifQueue: false, mediaSweep: false });
    token = await adminToken(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a settings change with who, what and the field before and after', async () => {
    const branding = (await admin('GET', '/api/admin/settings/branding')).json();
    const res = await admin('PUT', '/api/admin/settings/branding', { ...branding, site_name: 'Studio Licht' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({
      action: 'update',
      method: 'PUT',
      route: '/api/admin/settings/branding',
      record_type: 'setting:branding',
      record_id: 'branding',
      at: now.toISOString(),
    });
    expect(entry.actor).toMatch(/^test-admin-/);
    expect(entry.changes).toEqual([{ field: 'value.site_name', before: branding.site_name, after: 'Studio Licht' }]);
  });

  it('records a review created, approved and deleted, named by its record', async () => {
    const created = await admin('POST', '/api/admin/reviews', {
      name: 'Marta K.',
      text_de: 'Wunderbare Fotos',
      rating: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const create = await latest();
    expect(create).toMatchObject({ action: 'create', record_type: 'review', record_id: id, record_label: 'Marta K.' });
    expect(create.changes).toContainEqual({ field: 'text_de', before: null, after: 'Wunderbare Fotos' });

    now = new Date(now.getTime() + 60_000);
    expect((await admin('PUT', `/api/admin/reviews/${id}`, { approved: true })).statusCode).toBe(200);
    const approve = await latest();
    expect(approve).toMatchObject({ action: 'update', record_id: id });
    expect(approve.changes).toEqual([{ field: 'approved', before: '0', after: '1' }]);

    expect((await admin('DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'delete', record_id: id, record_label: 'Marta K.' });
    // A refused or failed write leaves no entry.
    const count = (await log('?limit=500')).entries.length;
    expect((await admin('DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/reviews', { name: '' })).statusCode).toBe(422);
    expect((await log('?limit=500')).entries.length).toBe(count);
  });

  it('never holds a password: the change of password and the mail server password are recorded without them', async () => {
    const own = await login(t.app);
    const newPassword = 'Audit-Neu-Passw0rt!';
    const changed = await admin(
      'PUT',
      '/api/admin/settings/password',
      { currentPassword: TEST_ADMIN.password, newPassword },
      own,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({ actor: TEST_ADMIN.username, route: '/api/admin/settings/password' });
    expect(entry.changes.map((c) => c.field).sort()).toEqual(['currentPassword', 'newPassword']);

    const smtp = await admin('PUT', '/api/admin/settings/email-notifications', {
      sender_email: 'studio@example.de',
      sender_password: 'smtp-Geheim-42!',
      admin_email: 'owner@example.de',
      smtp_server: '127.0.0.1',
      smtp_port: 2525,
    });
    expect(smtp.statusCode, smtp.body).toBe(200);
    expect((await latest()).record_type).toBe('setting:email_notifications');
    // Renewing a session changes nothing worth an entry.
    const before = (await log('?limit=500')).entries.length;
    expect((await admin('POST', '/api/admin/renew')).statusCode).toBe(200);
    expect((await log('?limit=500')).entries.length).toBe(before);

    const everything = JSON.stringify((await log('?limit=500')).entries);
    for (const secret of [TEST_ADMIN.password, newPassword, 'smtp-Geheim-42!', 'scrypt']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('filters by record type, actor, action and days, pages, and refuses bad filters', async () => {
    const all = await log('?limit=500');
    expect(all.record_types).toEqual(expect.arrayContaining(['review', 'setting:branding']));
    expect(all.actors).toContain(TEST_ADMIN.username);
    const reviews = await log('?record_type=review');
    expect(reviews.entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect((await log(`?actor=${TEST_ADMIN.username}`)).entries.every((e) => e.actor === TEST_ADMIN.username)).toBe(
      true,
    );
    expect((await log('?action=create')).entries.every((e) => e.action === 'create')).toBe(true);
    expect((await log('?from=2026-11-28&to=2026-11-28')).entries.length).toBe(all.entries.length);
    expect((await log('?to=2026-11-27')).entries).toEqual([]);
    const page = await log('?limit=2');
    expect(page.more).toBe(true);
    expect((await log('?limit=2&skip=2')).entries[0]?.id).toBe(all.entries[2]?.id);
    for (const bad of ['?from=gestern', '?action=hack', '?limit=0']) {
      const res = await admin('GET', `/api/admin/audit${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('keeps entries for a year: older ones are deleted on the next day’s first write', async () => {
    const before = (await log('?limit=500')).entries.length;
    expect(before).toBeGreaterThan(3);
    now = new Date(now.getTime() + 366 * 24 * 60 * 60 * 1000);
    token = await adminToken(t, clock);
    const branding = (await admin('GET', '/api/admin/settings/branding')).json();
    expect(
      (await admin('PUT', '/api/admin/settings/branding', { ...branding, slogan_de: 'Ein Jahr später' })).statusCode,
    ).toBe(200);
    const left = await log('?limit=500');
    expect(left.entries.map((e) => e.record_type)).toEqual(['setting:branding']);
  });
});
