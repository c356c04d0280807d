import type { PortfolioCategory, portfolioCategoryCreateSchema, portfolioCategoryUpdateSchema } from '@app/contracts';
import { slugify } from '@app/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { fromFlag, toFlag } from '../../db/rows.ts';
import type { Database, PortfolioCategoryTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import {
  type CategoryRow,
  countProjectsInCategory,
  deleteCategory,
  findCategoryById,
  findCategoryBySlug,
  insertCategory,
  listCategories,
  maxCategorySortOrder,
  renameCategory,
} from './portfolio-categories.repository.ts';

/** The pseudo category that shows every project: its slug and visibility are fixed. */
export const ALL_CATEGORY_SLUG = 'all';

export type CategoryCreate = z.output<typeof portfolioCategoryCreateSchema>;
export type CategoryUpdate = z.output<typeof portfolioCategoryUpdateSchema>;

export function toCategory(row: CategoryRow): PortfolioCategory {
  return {
    id: row.id,
    slug: row.slug,
    name_de: row.name_de,
    name_ru: row.name_ru,
    active: fromFlag(row.active),
    sort_order: row.sort_order,
    created_at: row.created_at,
  };
}

const duplicateSlug = (slug: string) => new AppError('slug.taken', `A category with the slug '${slug}' already exists`);

function slugFromName(nameDe: string): string {
  const slug = slugify(nameDe);
  if (!slug) throw invalidField('slug', 'required', 'could not be generated from the German name; please enter a slug');
  return slug;
}

export function createPortfolioCategoryService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  async function getRow(id: string): Promise<CategoryRow> {
    const row = await findCategoryById(db, id);
    if (!row) throw notFound('Category not found');
    return row;
  }

  return {
    async listPublic(): Promise<PortfolioCategory[]> {
      return (await listCategories(db, { activeOnly: true })).map(toCategory);
    },

    async listAll(): Promise<PortfolioCategory[]> {
      return (await listCategories(db, { activeOnly: false })).map(toCategory);
    },

    async create(input: CategoryCreate): Promise<PortfolioCategory> {
      const slug = input.slug || slugFromName(input.name_de);
      if (await findCategoryBySlug(db, slug)) throw duplicateSlug(slug);
      const highest = await maxCategorySortOrder(db);
      const now = clock();
      const row: CategoryRow = {
        id: newId(now),
        slug,
        name_de: input.name_de,
        name_ru: input.name_ru,
        active: toFlag(input.active),
        sort_order: input.sort_order ?? (highest === null ? 0 : highest + 1),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      try {
        await insertCategory(db, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug(slug);
        throw error;
      }
      return toCategory(row);
    },

    async update(id: string, input: CategoryUpdate): Promise<PortfolioCategory> {
      const current = await getRow(id);
      const patch: Updateable<PortfolioCategoryTable> = {};
      if (input.name_de !== undefined) patch.name_de = input.name_de;
      if (input.name_ru !== undefined) patch.name_ru = input.name_ru;
      if (input.sort_order !== undefined) patch.sort_order = input.sort_order;
      if (input.active !== undefined) patch.active = toFlag(input.active);
      if (input.slug !== undefined) {
        patch.slug = input.slug || slugFromName(input.name_de ?? current.name_de);
      }
      if (current.slug === ALL_CATEGORY_SLUG) {
        if (patch.slug !== undefined && patch.slug !== ALL_CATEGORY_SLUG) {
          throw new AppError('category.protected', "The slug of the category 'all' cannot be changed");
        }
        if (patch.active !== undefined && patch.active !== 1) {
          throw new AppError('category.protected', "The category 'all' cannot be deactivated");
        }
      }
      if (patch.slug !== undefined && patch.slug !== current.slug) {
        const other = await findCategoryBySlug(db, patch.slug);
        if (other && other.id !== id) throw duplicateSlug(patch.slug);
      }
      patch.updated_at = clock().toISOString();
      try {
        // A new slug takes the projects filed under the old one with it in the same transaction
        // (they would otherwise point at no category and could not be saved any more).
        await renameCategory(db, id, patch, current.slug);
      } catch (error) {
        if (isUniqueViolation(error) && patch.slug) throw duplicateSlug(patch.slug);
        throw error;
      }
      return toCategory({ ...current, ...patch } as CategoryRow);
    },

    async remove(id: string): Promise<void> {
      const current = await getRow(id);
      if (current.slug === ALL_CATEGORY_SLUG) {
        throw new AppError('category.protected', "The category 'all' cannot be deleted");
      }
      // Projects filed under it would point at nothing and could no longer be saved (issue 16).
      const used = await countProjectsInCategory(db, current.slug);
      if (used > 0) {
        throw new AppError('category.in_use', `The category is used by ${used} project(s): move them first`);
      }
      if ((await deleteCategory(db, id)) === 0) throw notFound('Category not found');
    },
  };
}
