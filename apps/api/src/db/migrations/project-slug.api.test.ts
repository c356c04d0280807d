import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

let database: { db: Kysely<Database>; close(): Promise<void> };

/** A database as it was before projects had a slug. */
beforeEach(async () => {
  database = await databaseAtMigration('2026-11-27-013-admin-totp');
});
afterEach(async () => database.close());

async function addProject(n: number, title_de: string, created_at: string) {
  const id = String(n).padStart(24, '0');
  const columns = [
    'id',
    'title_de',
    'title_ru',
    'description_de',
    'description_ru',
    'category',
    'created_at',
    'updated_at',
  ];
  const values = [id, title_de, 'x', 'x', 'x', 'wedding', created_at, created_at];
  await sql`insert into portfolio_item (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})`.execute(
    database.db,
  );
  return id;
}

describe('migration 014: a slug per project', () => {
  it('backfills unique slugs from the German title, oldest first, never a reserved word or empty', async () => {
    const ids = [
      await addProject(1, 'Hochzeit in Gera', '2025-03-01T10:00:00.000Z'),
      await addProject(2, 'Hochzeit in Gera', '2025-01-01T10:00:00.000Z'),
      await addProject(3, 'Hochzeit  in  Gera!', '2025-05-01T10:00:00.000Z'),
      await addProject(4, 'Größe & Übermaß', '2025-06-01T10:00:00.000Z'),
      await addProject(5, 'All', '2025-07-01T10:00:00.000Z'),
      await addProject(6, 'Свадьба', '2025-08-01T10:00:00.000Z'),
      await addProject(7, '', '2025-09-01T10:00:00.000Z'),
    ];
    await migrateToLatest(database.db);
    const rows = await database.db.selectFrom('portfolio_item').select(['id', 'slug']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: ids[0], slug: 'hochzeit-in-gera-2' },
      { id: ids[1], slug: 'hochzeit-in-gera' },
      { id: ids[2], slug: 'hochzeit-in-gera-3' },
      { id: ids[3], slug: 'groesse-uebermass' },
      { id: ids[4], slug: 'all-2' },
      { id: ids[5], slug: 'projekt' },
      { id: ids[6], slug: 'projekt-2' },
    ]);
  });

  it('keeps slugs unique in the database itself', async () => {
    await addProject(1, 'Eins', '2025-03-01T10:00:00.000Z');
    await migrateToLatest(database.db);
    const insert = (id: string) =>
      sql`insert into portfolio_item (id, slug, created_at, updated_at) values (${id}, ${'eins'}, ${'x'}, ${'x'})`.execute(
        database.db,
      );
    await expect(insert('b'.repeat(24))).rejects.toThrow();
  });
});
