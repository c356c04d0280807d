import type { Location } from '@app/contracts';

export interface SocialLinksView {
  instagram: string;
  facebook: string;
  linkedin: string;
  whatsapp: string;
}

export const DEFAULT_SOCIAL: SocialLinksView = { instagram: '', facebook: '', linkedin: '', whatsapp: '' };

/** A location as the menus and grids need it. */
export type LocationLink = Pick<Location, 'name' | 'slug'> & Partial<Location>;

/** When the locations cannot be read: the six default cities (spec, error catalogue). */
export const DEFAULT_LOCATIONS: LocationLink[] = [
  { name: 'Gera', slug: 'gera' },
  { name: 'Leipzig', slug: 'leipzig' },
  { name: 'Chemnitz', slug: 'chemnitz' },
  { name: 'Erfurt', slug: 'erfurt' },
  { name: 'Jena', slug: 'jena' },
  { name: 'Zwickau', slug: 'zwickau' },
];
