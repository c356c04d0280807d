import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { migrations } from './index.ts';

const NOW = '2026-11-01T10:00:00.000Z';
let database: { db: Kysely<Database>; close(): Promise<void> };

beforeEach(async () => {
  database = await databaseAtMigration('2026-11-27-009-post-editor');
});
afterEach(async () => database.close());

const versions = async () =>
  (
    await sql<{ key: string; version: number }>`select key, version from setting order by key`.execute(database.db)
  ).rows.map((r) => [r.key, Number(r.version)]);

describe('migration 010: settings sections get a version', () => {
  it('starts every stored section at version 1', async () => {
    await sql`insert into setting (key, value, updated_at) values ('services', '{"services":[]}', ${NOW})`.execute(
      database.db,
    );
    await migrateToLatest(database.db);
    expect(await versions()).toEqual([['services', 1]]);
  });

  it('is applied on a database that already ran the later migrations (011 to 015)', async () => {
    const later = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '2026-11-27-010-services'));
    const { error } = await new Migrator({
      db: database.db,
      provider: { getMigrations: async () => later },
    }).migrateToLatest();
    expect(error).toBeUndefined();
    await sql`insert into setting (key, value, updated_at) values ('contact', '{}', ${NOW})`.execute(database.db);
    expect(await migrateToLatest(database.db)).toEqual(['2026-11-27-010-services']);
    expect(await versions()).toEqual([['contact', 1]]);
  });
});
