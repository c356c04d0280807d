import type { Location } from '@app/contracts';

export interface SocialLinksView {
  instagram: string;
  facebook: string;
  linkedin: string;
  whatsapp: string;
}

export const DEFAULT_SOCIAL: SocialLinksView = { instagram: '', facebook: '', linkedin: '', whatsapp: '' };

/** A location as the menus and grids need it (`name` already in the page's language). */
export type LocationLink = Pick<Location, 'name' | 'slug'> & Partial<Location>;

/** When the locations cannot be read: the six default cities (spec, error catalogue). */
export const DEFAULT_LOCATIONS: LocationLink[] = [
  { name: 'Gera', name_ru: 'Гера', slug: 'gera' },
  { name: 'Leipzig', name_ru: 'Лейпциг', slug: 'leipzig' },
  { name: 'Chemnitz', name_ru: 'Хемниц', slug: 'chemnitz' },
  { name: 'Erfurt', name_ru: 'Эрфурт', slug: 'erfurt' },
  { name: 'Jena', name_ru: 'Йена', slug: 'jena' },
  { name: 'Zwickau', name_ru: 'Цвиккау', slug: 'zwickau' },
];
