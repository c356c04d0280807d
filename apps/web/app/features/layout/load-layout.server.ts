import {
  type Branding,
  brandingSchema,
  type ContactSettings,
  contactSettingsSchema,
  DEFAULT_BRANDING,
  DEFAULT_CONTACT,
  type Language,
  locationName,
  locationsResponseSchema,
  userSettingsResponseSchema,
} from '@app/contracts';
import { loadJson, publicUrl } from '../../lib/load';
import type { servicesContext } from '../../lib/server-context';
import { DEFAULT_LOCATIONS, DEFAULT_SOCIAL, type LocationLink, type SocialLinksView } from './defaults';

type Ctx = { get: (key: typeof servicesContext) => import('../../lib/server-context').ServerServices };

export interface LayoutData {
  branding: Branding;
  contact: ContactSettings;
  social: SocialLinksView;
  locations: LocationLink[];
  /** The canonical origin (PUBLIC_URL), for canonical links and Open Graph. */
  origin: string;
}

/**
 * Everything the header and footer show, read once per page render on the server; city names in
 * the page's language.
 */
export async function loadLayoutData(context: Ctx, lang: Language): Promise<LayoutData> {
  const [branding, contact, user, locations] = await Promise.all([
    loadJson(context, '/api/admin/settings/branding', DEFAULT_BRANDING, brandingSchema),
    loadJson(context, '/api/admin/settings/contact', DEFAULT_CONTACT, contactSettingsSchema),
    loadJson(context, '/api/admin/settings/user', null, userSettingsResponseSchema.nullable()),
    loadJson(context, '/api/public/locations', null, locationsResponseSchema.nullable()),
  ]);
  const links = user?.social_links;
  return {
    branding,
    contact,
    social: links
      ? {
          instagram: links.instagram,
          facebook: links.facebook,
          linkedin: links.linkedin || links.twitter,
          whatsapp: links.whatsapp || links.email,
        }
      : DEFAULT_SOCIAL,
    locations: (locations ? locations.locations.filter((l) => l.active) : DEFAULT_LOCATIONS).map((l) => ({
      name: locationName(l, lang),
      slug: l.slug,
      title_de: l.title_de,
      title_ru: l.title_ru,
      hero_image: l.hero_image,
    })),
    origin: publicUrl(context).replace(/\/+$/, ''),
  };
}
