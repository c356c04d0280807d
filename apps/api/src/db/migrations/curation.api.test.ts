import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

let database: { db: Kysely<Database>; close(): Promise<void> };

/** A database as it was before curation (image lists of plain URLs, newest first, every featured project). */
beforeEach(async () => {
  database = await databaseAtMigration('2026-11-27-015-newsletter');
});
afterEach(async () => database.close());

async function addProject(n: number, featured: number, images: string, created_at: string) {
  const id = String(n).padStart(24, '0');
  const columns = ['id', 'slug', 'title_de', 'title_ru', 'description_de', 'description_ru', 'category'];
  const values = [id, `p-${n}`, 'x', 'x', 'x', 'x', 'wedding'];
  await sql`insert into portfolio_item (${sql.join([...columns, 'featured', 'images', 'created_at', 'updated_at'].map((c) => sql.ref(c)))})
    values (${sql.join([...values, featured, images, created_at, created_at])})`.execute(database.db);
  return id;
}

describe('migrations 017 and 017a: curation and consent', () => {
  it('moves image lists into photos with empty texts, keeps the newest-first order and the home page', async () => {
    const ids = [
      await addProject(1, 1, '["/media/img/a/1600.jpg","/media/img/b/1600.jpg"]', '2025-01-01T10:00:00.000Z'),
      await addProject(2, 1, '[]', '2025-02-01T10:00:00.000Z'),
      await addProject(3, 0, 'not json', '2025-03-01T10:00:00.000Z'),
      await addProject(4, 1, '["/media/img/c/1600.jpg"]', '2025-04-01T10:00:00.000Z'),
      await addProject(5, 1, '["/media/img/d/1600.jpg"]', '2025-05-01T10:00:00.000Z'),
    ];
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('portfolio_item')
      .select(['id', 'position', 'featured', 'featured_position', 'images'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, Number(r.position), Number(r.featured), r.featured_position])).toEqual([
      [ids[0], 4, 0, null],
      [ids[1], 3, 1, 2],
      [ids[2], 2, 0, null],
      [ids[3], 1, 1, 1],
      [ids[4], 0, 1, 0],
    ]);
    const blank = { alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' };
    expect(JSON.parse(rows[0]?.images ?? '')).toEqual([
      { url: '/media/img/a/1600.jpg', ...blank },
      { url: '/media/img/b/1600.jpg', ...blank },
    ]);
    expect(JSON.parse(rows[2]?.images ?? '')).toEqual([]);
    // Migration 017a: existing projects stay public (consent not needed until the owner says otherwise).
    const consent = await database.db.selectFrom('portfolio_item').select(['consent_status', 'consent']).execute();
    expect(consent.every((r) => r.consent_status === 'not_needed' && r.consent === '{}')).toBe(true);
  });
});
