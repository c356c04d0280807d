import { canonicalCategory, DEFAULT_CATEGORIES, type PortfolioCategory } from '@app/contracts';

export type CategoryOption = Pick<PortfolioCategory, 'slug' | 'name_de' | 'name_ru'>;

/** Used when the categories cannot be loaded (spec, section 3): the default categories; `all` is the filter's own first button. */
export const FALLBACK_CATEGORIES: CategoryOption[] = DEFAULT_CATEGORIES.filter((c) => c.slug !== 'all').map(
  ({ slug, name_de, name_ru }) => ({ slug, name_de, name_ru }),
);

/** The label of an item's category, also for slugs no longer in the list (e.g. the old `event`). */
export function categoryLabel(slug: string, categories: CategoryOption[], lang: 'de' | 'ru'): string {
  const key = canonicalCategory(slug);
  const found =
    categories.find((c) => c.slug === slug || c.slug === key) ?? FALLBACK_CATEGORIES.find((c) => c.slug === key);
  if (found) return lang === 'ru' && found.name_ru ? found.name_ru : found.name_de;
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
