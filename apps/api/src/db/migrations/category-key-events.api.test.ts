import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database, PortfolioItemTable } from '../schema.ts';

const NOW = '2026-11-01T10:00:00.000Z';
let database: { db: Kysely<Database>; close(): Promise<void> };

/** A database as it was before the category-key migration, with the old seeded `event` rows. */
beforeEach(async () => {
  database = await databaseAtMigration('2026-11-22-004-media');
});
afterEach(async () => database.close());

async function addCategory(id: string, slug: string, name_de: string) {
  await database.db
    .insertInto('portfolio_category')
    .values({ id, slug, name_de, name_ru: name_de, active: 1, sort_order: 3, created_at: NOW, updated_at: NOW })
    .execute();
}
async function addItem(id: string, category: string) {
  // The table as it was then (no slug yet: migration 014).
  const before = database.db as unknown as Kysely<{
    portfolio_item: Omit<PortfolioItemTable, 'slug' | 'position' | 'featured_position'>;
  }>;
  await before
    .insertInto('portfolio_item')
    .values({
      id,
      title_de: `Projekt ${id}`,
      title_ru: '',
      description_de: '',
      description_ru: '',
      category,
      image: '',
      thumbnail: '',
      featured: 0,
      images: '[]',
      tags: '[]',
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}
const categories = () =>
  database.db.selectFrom('portfolio_category').select(['slug', 'name_de']).orderBy('slug').execute();
const items = () => database.db.selectFrom('portfolio_item').select(['id', 'category']).orderBy('id').execute();

describe('migration 2026-11-25-005: the category key `event` becomes `events`', () => {
  it('renames the seeded category and moves its projects with it, keeping the name the owner sees', async () => {
    await addCategory('a'.repeat(24), 'event', 'Event');
    await addCategory('b'.repeat(24), 'wedding', 'Hochzeit');
    await addItem('1'.repeat(24), 'event');
    await addItem('2'.repeat(24), 'wedding');

    expect(await migrateToLatest(database.db)).toContain('2026-11-25-005-category-key-events');

    expect(await categories()).toEqual([
      { slug: 'events', name_de: 'Event' },
      { slug: 'wedding', name_de: 'Hochzeit' },
    ]);
    expect(await items()).toEqual([
      { id: '1'.repeat(24), category: 'events' },
      { id: '2'.repeat(24), category: 'wedding' },
    ]);
  });

  it('changes nothing when the owner already has an `events` category (nothing is merged)', async () => {
    await addCategory('a'.repeat(24), 'event', 'Event');
    await addCategory('c'.repeat(24), 'events', 'Veranstaltungen');
    await addItem('1'.repeat(24), 'event');
    await addItem('3'.repeat(24), 'events');

    await migrateToLatest(database.db);

    expect(await categories()).toEqual([
      { slug: 'event', name_de: 'Event' },
      { slug: 'events', name_de: 'Veranstaltungen' },
    ]);
    expect(await items()).toEqual([
      { id: '1'.repeat(24), category: 'event' },
      { id: '3'.repeat(24), category: 'events' },
    ]);
  });
});
