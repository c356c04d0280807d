import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

const NOW = '2026-11-01T10:00:00.000Z';
let database: DatabaseHandle;
let cleanup: () => Promise<void>;

/** A database as it was before locations had a Russian name. */
beforeEach(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migration-test-'));
  const url = await createTestDatabaseUrl();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(url.url ? { DATABASE_URL: url.url } : {}) });
  database = openDatabase(config.database);
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('2026-11-25-005-category-key-events');
  if (error) throw error;
  cleanup = async () => {
    await database.close();
    await url.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterEach(async () => cleanup());

async function addLocation(id: string, slug: string, name: string) {
  const texts = ['title', 'description', 'content', 'hero_subtitle', 'contact_text', 'meta_keywords'].flatMap((k) => [
    `${k}_de`,
    `${k}_ru`,
  ]);
  const columns = ['id', 'name', 'slug', ...texts, 'hero_image', 'active', 'sort_order', 'created_at', 'updated_at'];
  const values = [id, name, slug, ...texts.map(() => 'x'), '', 1, 1, NOW, NOW];
  await sql`insert into location (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})`.execute(
    database.db,
  );
}

describe('migration 006: a Russian name per location', () => {
  it('names the seeded cities in Cyrillic, keeps a renamed or own location as the owner left it', async () => {
    await addLocation('a'.repeat(24), 'leipzig', 'Leipzig');
    await addLocation('b'.repeat(24), 'jena', 'Jena (Saale)');
    await addLocation('c'.repeat(24), 'weimar', 'Weimar');
    await migrateToLatest(database.db);
    const rows = await sql<{ slug: string; name: string; name_ru: string }>`
      select slug, name, name_ru from location order by slug
    `.execute(database.db);
    expect(rows.rows).toEqual([
      { slug: 'jena', name: 'Jena (Saale)', name_ru: '' },
      { slug: 'leipzig', name: 'Leipzig', name_ru: 'Лейпциг' },
      { slug: 'weimar', name: 'Weimar', name_ru: '' },
    ]);
  });
});
