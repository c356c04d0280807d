import { PUBLISHABLE_CONSENT } from '@app/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PortfolioItemTable } from '../../db/schema.ts';

export type PortfolioItemRow = Selectable<PortfolioItemTable>;

export interface PortfolioListFilter {
  category?: string;
  featured?: boolean;
  limit: number;
  skip: number;
}

/** Image lists without a photo (the public site shows no project without one). */
const HAS_PHOTOS = ['[]', ''];
/** The consent states the public site shows (the rest: consent missing or withdrawn). */
const PUBLISHABLE = [...PUBLISHABLE_CONSENT];

/**
 * In the owner's order (position, then newest first), or for `featured` in the home page's order;
 * `publicOnly` leaves out what the public site does not show: no photo, or consent missing or withdrawn.
 */
export function listItems(
  db: Kysely<Database>,
  { category, featured, limit, skip, publicOnly }: PortfolioListFilter & { publicOnly?: boolean },
) {
  let query = db.selectFrom('portfolio_item').selectAll();
  if (category !== undefined) query = query.where('category', '=', category);
  if (featured !== undefined) query = query.where('featured', '=', featured ? 1 : 0);
  if (publicOnly) query = query.where('images', 'not in', HAS_PHOTOS).where('consent_status', 'in', PUBLISHABLE);
  if (featured) query = query.orderBy('featured_position', 'asc');
  return query
    .orderBy('position', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(skip)
    .execute();
}

/** How many projects the public site shows per category key (categories without one are absent). */
export async function countPublicByCategory(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('portfolio_item')
    .select(['category', (eb) => eb.fn.countAll().as('count')])
    .where('images', 'not in', HAS_PHOTOS)
    .where('consent_status', 'in', PUBLISHABLE)
    .groupBy('category')
    .execute();
  return new Map(rows.map((row) => [row.category, Number(row.count)]));
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

export type Neighbour = Pick<PortfolioItemTable, 'id' | 'slug' | 'title_de' | 'title_ru'>;

/** Every public project (a photo, consent not needed or obtained), in the owner's order: previous and next. */
export function listPublicOrder(db: Kysely<Database>): Promise<Neighbour[]> {
  return db
    .selectFrom('portfolio_item')
    .select(['id', 'slug', 'title_de', 'title_ru'])
    .where('images', 'not in', HAS_PHOTOS)
    .where('consent_status', 'in', PUBLISHABLE)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every project's id (to check a new order names each once). */
export async function listItemIds(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('portfolio_item').select('id').execute()).map((row) => row.id);
}

/** The first and last places of the owner's order and of the home page's featured projects. */
export async function positionBounds(db: Kysely<Database>) {
  const row = await db
    .selectFrom('portfolio_item')
    .select((eb) => [
      eb.fn.min('position').as('first'),
      eb.fn.max('featured_position').as('lastFeatured'),
      eb.fn.sum<number | string | null>('featured').as('featuredCount'),
    ])
    .executeTakeFirst();
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { first: num(row?.first), lastFeatured: num(row?.lastFeatured), featuredCount: num(row?.featuredCount) ?? 0 };
}

export async function setPositions(db: Kysely<Database>, ids: string[]) {
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of ids.entries()) {
      await trx.updateTable('portfolio_item').set({ position }).where('id', '=', id).execute();
    }
  });
}

/** Makes exactly `ids` the featured projects, in that order. */
export async function setFeatured(db: Kysely<Database>, ids: string[], updatedAt: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('portfolio_item')
      .set({ featured: 0, featured_position: null, updated_at: updatedAt })
      .where('featured', '=', 1)
      .execute();
    for (const [position, id] of ids.entries()) {
      await trx
        .updateTable('portfolio_item')
        .set({ featured: 1, featured_position: position, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    }
  });
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
