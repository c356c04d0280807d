import { type Language, localized } from '@app/contracts';

/** What the review form and the cards need of a service. */
export interface ReviewService {
  id: string;
  name_de: string;
  name_ru: string;
}

/** The spec's six defaults when the service list cannot be loaded. */
export const DEFAULT_REVIEW_SERVICES: ReviewService[] = [
  { id: 'wedding', name_de: 'Hochzeitsfotografie', name_ru: 'Свадебная фотосъёмка' },
  { id: 'portrait', name_de: 'Porträtfotografie', name_ru: 'Портретная съёмка' },
  { id: 'architecture', name_de: 'Architekturfotografie', name_ru: 'Архитектурная съёмка' },
  { id: 'events', name_de: 'Eventfotografie', name_ru: 'Съёмка мероприятий' },
  { id: 'restoration', name_de: 'Fotorestaurierung', name_ru: 'Реставрация фотографий' },
  { id: 'ai-photoshoot', name_de: 'KI-Fotoshooting', name_ru: 'ИИ-фотосессия' },
];

/** A review names its service by id (or, for older reviews, by name): shown by its name in the visitor's language. */
export function serviceLabel(value: string, services: ReviewService[], lang: Language): string {
  const known =
    services.find((s) => s.id === value) ??
    DEFAULT_REVIEW_SERVICES.find((s) => s.id === value) ??
    services.find((s) => s.name_de === value || s.name_ru === value);
  return known ? localized(known, 'name', lang) : value;
}
