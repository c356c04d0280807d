import { type Location, locationsResponseSchema } from '@app/contracts';
import { api } from '../admin-api/client';

export type LocationInput = Omit<Location, 'id' | 'created_at'>;

export const LOCATIONS_CACHE_KEY = 'admin_locations';

export function emptyLocation(sortOrder: number): LocationInput {
  return {
    name: '',
    name_ru: '',
    slug: '',
    title_de: '',
    title_ru: '',
    description_de: '',
    description_ru: '',
    content_de: '',
    content_ru: '',
    hero_subtitle_de: '',
    hero_subtitle_ru: '',
    hero_image: '',
    contact_text_de: '',
    contact_text_ru: '',
    meta_keywords_de: '',
    meta_keywords_ru: '',
    active: true,
    sort_order: sortOrder,
  };
}

/** All locations (inactive too); on failure the last list seen is used (the spec's local cache). */
export async function listLocations(): Promise<Location[]> {
  try {
    const body = locationsResponseSchema.parse(await api('/admin/settings/locations'));
    const list = [...body.locations].sort((a, b) => a.sort_order - b.sort_order);
    window.localStorage.setItem(LOCATIONS_CACHE_KEY, JSON.stringify(list));
    return list;
  } catch (error) {
    console.error('Locations could not be loaded', error);
    try {
      return JSON.parse(window.localStorage.getItem(LOCATIONS_CACHE_KEY) ?? '[]') as Location[];
    } catch {
      return [];
    }
  }
}

/** Tells other open parts of the app (the public header) that the list changed. */
function announce() {
  window.setTimeout(() => window.dispatchEvent(new Event('locations-updated')), 100);
}

export async function saveLocation(id: string | null, input: LocationInput): Promise<Location> {
  const body = id
    ? await api<{ location: Location }>(`/admin/settings/locations/${id}`, { method: 'PUT', json: input })
    : await api<{ location: Location }>('/admin/settings/locations', { json: input });
  announce();
  return body.location;
}

export async function deleteLocation(id: string): Promise<void> {
  await api(`/admin/settings/locations/${id}`, { method: 'DELETE' });
  announce();
}
