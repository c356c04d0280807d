import { DEFAULT_CATEGORIES, DEFAULT_SERVICES, type Language, localized } from '@app/contracts';

/** What the review form and the cards need of a service. */
export interface ReviewService {
  id: string;
  name_de: string;
  name_ru: string;
}

/**
 * The spec's six defaults when the service list cannot be loaded: the default services, each under
 * its category's key (the spec names the AI shoot `ai-photoshoot` here).
 */
export const DEFAULT_REVIEW_SERVICES: ReviewService[] = DEFAULT_SERVICES.map(({ id, name_de, name_ru }) => ({
  id: DEFAULT_CATEGORIES.find((category) => category.service === id)?.slug ?? id,
  name_de,
  name_ru,
}));

/** A review names its service by id (or, for older reviews, by name): shown by its name in the visitor's language. */
export function serviceLabel(value: string, services: ReviewService[], lang: Language): string {
  const known =
    services.find((s) => s.id === value) ??
    DEFAULT_REVIEW_SERVICES.find((s) => s.id === value) ??
    services.find((s) => s.name_de === value || s.name_ru === value);
  return known ? localized(known, 'name', lang) : value;
}

/**
 * A review's text in the page's language, else the text it has (a visitor writes in one
 * language): `written` says which, so the card can note it. Never an empty quote while either
 * language has text.
 */
export function reviewText(
  review: { text_de: string; text_ru: string },
  lang: Language,
): { text: string; written: Language } {
  const own = (lang === 'de' ? review.text_de : review.text_ru).trim();
  if (own) return { text: own, written: lang };
  const other: Language = lang === 'de' ? 'ru' : 'de';
  return { text: (other === 'de' ? review.text_de : review.text_ru).trim(), written: other };
}
