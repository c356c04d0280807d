// The portfolio categories of a fresh site. The API seeds them on first start (sort_order = index);
// the web app shows them when the categories cannot be loaded. Plain data, zod-free like language.ts.

export interface DefaultCategory {
  slug: string;
  name_de: string;
  name_ru: string;
  /** The id of the default service this category shows (none for `all`). */
  service: string | null;
}

/** `all` first (it cannot be deleted), then the spec's six categories; each key is the same everywhere. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { slug: 'all', name_de: 'Alle', name_ru: 'Все', service: null },
  { slug: 'wedding', name_de: 'Hochzeit', name_ru: 'Свадьба', service: 'wedding' },
  { slug: 'portrait', name_de: 'Porträt', name_ru: 'Портрет', service: 'portrait' },
  { slug: 'events', name_de: 'Event', name_ru: 'Мероприятия', service: 'events' },
  { slug: 'architecture', name_de: 'Architektur', name_ru: 'Архитектура', service: 'architecture' },
  { slug: 'restoration', name_de: 'Restaurierung', name_ru: 'Реставрация', service: 'restoration' },
  { slug: 'ai-photoshoot', name_de: 'KI-Fotoshooting', name_ru: 'ИИ-фотосессия', service: 'aiPhotoshoot' },
];

/** Keys a category had before: old links (`/portfolio?category=event`) still find it. */
const CATEGORY_ALIASES: Readonly<Record<string, string>> = { event: 'events' };

/** The category key a filter or link means: an old key becomes today's, anything else stays as it is. */
export function canonicalCategory(slug: string): string {
  return CATEGORY_ALIASES[slug] ?? slug;
}
