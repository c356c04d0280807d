import { DEFAULT_CATEGORIES } from '@app/contracts';
import { newId } from '../../db/ids.ts';
import type { Seeder } from '../../db/seed.ts';
import { countCategories, insertCategoryIfSlugFree } from './portfolio-categories.repository.ts';

/** First start only: fills an empty category table; never touches categories the owner has. */
export const seedPortfolioCategories: Seeder = async ({ db, clock }) => {
  if ((await countCategories(db)) > 0) return;
  const now = clock();
  // The spec's categories, in order (sort_order 0..6).
  for (const [index, { slug, name_de, name_ru }] of DEFAULT_CATEGORIES.entries()) {
    await insertCategoryIfSlugFree(db, {
      id: newId(now),
      slug,
      name_de,
      name_ru,
      active: 1,
      sort_order: index,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }
};
