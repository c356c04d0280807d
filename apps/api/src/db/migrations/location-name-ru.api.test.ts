import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

const NOW = '2026-11-01T10:00:00.000Z';
let database: { db: Kysely<Database>; close(): Promise<void> };

/** A database as it was before locations had a Russian name. */
beforeEach(async () => {
  database = await databaseAtMigration('2026-11-25-005-category-key-events');
});
afterEach(async () => database.close());

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
