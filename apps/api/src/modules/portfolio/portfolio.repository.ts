import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, PortfolioItemTable } from '../../db/schema.ts';

export type PortfolioItemRow = PortfolioItemTable;

export interface PortfolioListFilter {
  category?: string;
  featured?: boolean;
  limit: number;
  skip: number;
}

/** Newest first; uses the (category, created_at) / (featured, created_at) indexes. */
export function listItems(db: Kysely<Database>, { category, featured, limit, skip }: PortfolioListFilter) {
  let query = db.selectFrom('portfolio_item').selectAll();
  if (category !== undefined) query = query.where('category', '=', category);
  if (featured !== undefined) query = query.where('featured', '=', featured ? 1 : 0);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findItemById(db: Kysely<Database>, id: string) {
  return db.selectFrom('portfolio_item').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findItemBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('portfolio_item').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The slugs that start with `stem` (to find a free `stem-2`, `stem-3` …). */
export async function slugsLike(db: Kysely<Database>, stem: string): Promise<Set<string>> {
  const rows = await db.selectFrom('portfolio_item').select('slug').where('slug', 'like', `${stem}%`).execute();
  return new Set(rows.map((row) => row.slug));
}

export type Neighbour = Pick<PortfolioItemTable, 'slug' | 'title_de' | 'title_ru'>;

/**
 * The projects beside one in the list's order (created_at desc, id desc): `newer` comes before it
 * in the list, `older` after it.
 */
export async function findNeighbours(
  db: Kysely<Database>,
  { id, created_at }: Pick<PortfolioItemTable, 'id' | 'created_at'>,
): Promise<{ newer: Neighbour | undefined; older: Neighbour | undefined }> {
  const base = db.selectFrom('portfolio_item').select(['slug', 'title_de', 'title_ru']);
  const [newer, older] = await Promise.all([
    base
      .where((eb) =>
        eb.or([eb('created_at', '>', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '>', id)])]),
      )
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    base
      .where((eb) =>
        eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '<', id)])]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { newer, older };
}

export async function insertItem(db: Kysely<Database>, row: Insertable<PortfolioItemTable>) {
  await db.insertInto('portfolio_item').values(row).execute();
}

export async function updateItem(db: Kysely<Database>, id: string, patch: Updateable<PortfolioItemTable>) {
  await db.updateTable('portfolio_item').set(patch).where('id', '=', id).execute();
}

/**
 * Writes `patch` only if the project's image list is still `images` (as read before): answers
 * whether it was written. A change made meanwhile by another request is never overwritten.
 */
export async function updateItemIfImages(
  db: Kysely<Database>,
  id: string,
  images: string,
  patch: Updateable<PortfolioItemTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('portfolio_item')
    .set(patch)
    .where('id', '=', id)
    .where('images', '=', images)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteItem(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('portfolio_item').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The slug if a category with it exists (a project's category must be one). */
export async function findCategorySlug(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('portfolio_category').select('slug').where('slug', '=', slug).executeTakeFirst();
  return row?.slug;
}
