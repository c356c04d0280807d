import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';
import { API_MODULES } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { checkDeclarations, checkPersonalDeclarations, undeclaredCacheRoutes } from './module.ts';

/**
 * The module declarations against the real, migrated schema and the registered routes: a table or
 * a photo column added without declaring it, or a public GET that does not say whether it may be
 * cached, fails here (ADR 008).
 */
describe(`module declarations match the schema and the routes (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false, mediaSweep: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every table is owned by one module and every column that may hold a /media/ URL is declared', async () => {
    const database = openDatabase(t.config.database);
    const tables = await database.db.introspection.getTables().finally(() => database.close());
    const columns = tables
      .filter((table) => !table.name.startsWith('kysely_'))
      .flatMap((table) => table.columns.map((column) => ({ table: table.name, column: column.name })));
    expect(columns.length).toBeGreaterThan(50);
    expect(checkDeclarations(API_MODULES, columns)).toEqual([]);
    // Every column that looks like a name, address, phone, free text or note is declared either
    // as personal data (person view, export, erasure) or as not about a person (ADR 027).
    expect(checkPersonalDeclarations(API_MODULES, columns)).toEqual([]);
  });

  it('every GET reachable without a token declares whether its answer may be cached', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.filter((r) => r.publicCache === true).length).toBeGreaterThan(10);
    expect(undeclaredCacheRoutes(routes)).toEqual([]);
  });

  it('every audited-record declaration covers guarded write routes (a renamed route would leave it empty)', () => {
    const writes = t.app.registeredRoutes.filter(
      (r) => r.guarded && [r.method].flat().some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)),
    );
    const records = API_MODULES.flatMap((module) => module.auditedRecords ?? []);
    expect(records.length).toBeGreaterThan(10);
    const uncovering = records.filter(
      (record) => !writes.some((r) => r.url === record.routes || r.url.startsWith(`${record.routes}/`)),
    );
    expect(uncovering).toEqual([]);
  });

  it('marks every route of the admin scope as guarded, and no open one', () => {
    const guarded = t.app.registeredRoutes.filter((r) => r.guarded).map((r) => r.url);
    expect(guarded).toContain('/api/admin/dashboard/stats');
    expect(guarded.every((url) => url.startsWith('/api/admin'))).toBe(true);
    const open = t.app.registeredRoutes.filter((r) => !r.guarded).map((r) => r.url);
    expect(open).toContain('/api/admin/login');
    expect(open).toContain('/api/admin/settings/branding');
  });
});
