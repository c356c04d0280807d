import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { findSetting, insertSettingIfMissing, upsertSetting } from './settings.repository.ts';

describe(`settings repository (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    database = openDatabase(t.config.database);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it('inserts a default only when the key is missing, and upserts on save', async () => {
    await insertSettingIfMissing(database.db, 'example', '{"a":1}', '2026-01-01T00:00:00.000Z');
    await insertSettingIfMissing(database.db, 'example', '{"a":2}', '2026-01-02T00:00:00.000Z');
    expect(await findSetting(database.db, 'example')).toBe('{"a":1}');
    await upsertSetting(database.db, 'example', '{"a":3}', '2026-01-03T00:00:00.000Z');
    expect(await findSetting(database.db, 'example')).toBe('{"a":3}');
    expect(await findSetting(database.db, 'missing')).toBeUndefined();
  });
});
