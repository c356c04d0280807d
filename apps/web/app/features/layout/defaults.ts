import type { Branding, ContactSettings, Location } from '@app/contracts';

/** Shown until (or whenever) the server's branding cannot be read. */
export const DEFAULT_BRANDING: Branding = {
  site_name: 'Lichtblick Fotografie',
  site_description_de:
    'Hochzeits- und Porträtfotografie in Thüringen und Sachsen: natürliche, emotionale Bilder aus Gera, Leipzig, Chemnitz, Erfurt, Jena und Zwickau.',
  site_description_ru:
    'Свадебная и портретная фотосъёмка в Тюрингии и Саксонии: живые, искренние кадры в Гере, Лейпциге, Хемнице, Эрфурте, Йене и Цвиккау.',
  hero_title_de: 'Hochzeitsfotograf in Thüringen und Sachsen',
  hero_title_ru: 'Свадебный фотограф в Тюрингии и Саксонии',
  wedding_expertise_de: '',
  wedding_expertise_ru: '',
};

/** The spec's contact defaults: placeholder e-mail and phone, Berlin, the usual hours. */
export const DEFAULT_CONTACT: ContactSettings = {
  contact_email: 'info@example.com',
  contact_phone: '+49 000 0000000',
  contact_address: 'Berlin, Deutschland',
  contact_hours: 'Mo-Fr 09:00-18:00, Sa 10:00-16:00',
};

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
