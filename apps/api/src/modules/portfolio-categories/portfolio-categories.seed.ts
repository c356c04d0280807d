import { newId } from '../../db/ids.ts';
import type { Seeder } from '../../db/seed.ts';
import { countCategories, insertCategoryIfSlugFree } from './portfolio-categories.repository.ts';

/** The spec's categories, in order (sort_order 0..6). */
export const DEFAULT_CATEGORIES = [
  { slug: 'all', name_de: 'Alle', name_ru: 'Все' },
  { slug: 'wedding', name_de: 'Hochzeit', name_ru: 'Свадьба' },
  { slug: 'portrait', name_de: 'Porträt', name_ru: 'Портрет' },
  { slug: 'event', name_de: 'Event', name_ru: 'Мероприятия' },
  { slug: 'architecture', name_de: 'Architektur', name_ru: 'Архитектура' },
  { slug: 'restoration', name_de: 'Restaurierung', name_ru: 'Реставрация' },
  { slug: 'ai-photoshoot', name_de: 'KI-Fotoshooting', name_ru: 'ИИ-фотосессия' },
] as const;

/** First start only: fills an empty category table; never touches categories the owner has. */
export const seedPortfolioCategories: Seeder = async ({ db, clock }) => {
  if ((await countCategories(db)) > 0) return;
  const now = clock();
  for (const [index, category] of DEFAULT_CATEGORIES.entries()) {
    await insertCategoryIfSlugFree(db, {
      id: newId(now),
      ...category,
      active: 1,
      sort_order: index,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }
};
