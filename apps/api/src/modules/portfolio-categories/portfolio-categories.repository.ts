import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, PortfolioCategoryTable } from '../../db/schema.ts';

export type CategoryRow = PortfolioCategoryTable;

export function listCategories(db: Kysely<Database>, { activeOnly }: { activeOnly: boolean }) {
  let query = db.selectFrom('portfolio_category').selectAll();
  if (activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('sort_order', 'asc').orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export function findCategoryById(db: Kysely<Database>, id: string) {
  return db.selectFrom('portfolio_category').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCategoryBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('portfolio_category').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function maxCategorySortOrder(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('portfolio_category')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? null : Number(row.max);
}

export async function countCategories(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('portfolio_category')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCategory(db: Kysely<Database>, row: Insertable<PortfolioCategoryTable>) {
  await db.insertInto('portfolio_category').values(row).execute();
}

/** Seeding: a slug that already exists is left alone (two instances starting at once). */
export async function insertCategoryIfSlugFree(db: Kysely<Database>, row: Insertable<PortfolioCategoryTable>) {
  await db
    .insertInto('portfolio_category')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

/** Changes a category; when its slug changes, the projects filed under the old slug move with it. */
export async function renameCategory(
  db: Kysely<Database>,
  id: string,
  patch: Updateable<PortfolioCategoryTable>,
  oldSlug: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('portfolio_category').set(patch).where('id', '=', id).execute();
    if (patch.slug !== undefined && patch.slug !== oldSlug) {
      await trx.updateTable('portfolio_item').set({ category: patch.slug }).where('category', '=', oldSlug).execute();
    }
  });
}

/** How many projects are filed under a category (by its slug). */
export async function countProjectsInCategory(db: Kysely<Database>, slug: string): Promise<number> {
  const row = await db
    .selectFrom('portfolio_item')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('category', '=', slug)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteCategory(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('portfolio_category').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
