import {
  brandingSchema,
  type ContactSettings,
  contactSettingsSchema,
  DEFAULT_BRANDING,
  DEFAULT_CONTACT,
  type Language,
  localized,
  locationName,
  locationsResponseSchema,
  userSettingsResponseSchema,
} from '@app/contracts';
import { loadJson, publicUrl } from '../../lib/load';
import type { servicesContext } from '../../lib/server-context';
import { DEFAULT_LOCATIONS, DEFAULT_SOCIAL, type LocationLink, type SocialLinksView } from './defaults';

type Ctx = { get: (key: typeof servicesContext) => import('../../lib/server-context').ServerServices };

export interface LayoutData {
  /** The site's name and its description in the page's language (not the whole branding record). */
  branding: { site_name: string; site_description: string };
  contact: ContactSettings;
  social: SocialLinksView;
  locations: LocationLink[];
  /** The canonical origin (PUBLIC_URL), for canonical links and Open Graph. */
  origin: string;
}

/**
 * Everything the header and footer show, read once per page render on the server, in the page's
 * language and nothing more: this data is written into every public page for hydration (the whole
 * branding record with both languages' home texts was 2.5 kB of each page's inline data).
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
    branding: { site_name: branding.site_name, site_description: localized(branding, 'site_description', lang) },
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
    })),
    origin: publicUrl(context).replace(/\/+$/, ''),
  };
}
