import type { PortfolioCategory } from '@app/contracts';

export type CategoryOption = Pick<PortfolioCategory, 'slug' | 'name_de' | 'name_ru'>;

/** Used when the categories cannot be loaded (spec, section 3). `all` is always first. */
export const FALLBACK_CATEGORIES: CategoryOption[] = [
  { slug: 'wedding', name_de: 'Hochzeit', name_ru: 'Свадьба' },
  { slug: 'portrait', name_de: 'Porträt', name_ru: 'Портрет' },
  { slug: 'event', name_de: 'Events', name_ru: 'События' },
  { slug: 'architecture', name_de: 'Architektur', name_ru: 'Архитектура' },
  { slug: 'restoration', name_de: 'Restaurierung', name_ru: 'Реставрация' },
  { slug: 'ai-photoshoot', name_de: 'KI-Fotoshooting', name_ru: 'ИИ-фотосессия' },
];

/** The label of an item's category, also for slugs no longer in the list (e.g. `events`). */
export function categoryLabel(slug: string, categories: CategoryOption[], lang: 'de' | 'ru'): string {
  const found =
    categories.find((c) => c.slug === slug) ??
    FALLBACK_CATEGORIES.find((c) => c.slug === slug || `${c.slug}s` === slug);
  if (found) return lang === 'ru' && found.name_ru ? found.name_ru : found.name_de;
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
