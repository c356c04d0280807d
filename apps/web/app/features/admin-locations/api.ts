import { type Location, locationSchema, settingsOperations as ops } from '@app/contracts';
import { z } from 'zod';
import { call } from '../admin-api/call';

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
    const body = await call(ops.locations);
    const list = [...body.locations].sort((a, b) => a.sort_order - b.sort_order);
    window.localStorage.setItem(LOCATIONS_CACHE_KEY, JSON.stringify(list));
    return list;
  } catch (error) {
    console.error('Locations could not be loaded', error);
    try {
      const cached = z
        .array(locationSchema)
        .safeParse(JSON.parse(window.localStorage.getItem(LOCATIONS_CACHE_KEY) ?? '[]'));
      return cached.success ? cached.data : [];
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
    ? await call(ops.updateLocation, { params: { id }, body: input })
    : await call(ops.createLocation, { body: input });
  announce();
  return body.location;
}

export async function deleteLocation(id: string): Promise<void> {
  await call(ops.deleteLocation, { params: { id } });
  announce();
}
