import { newId } from '../../db/ids.ts';
import type { Seeder } from '../../db/seed.ts';
import { countLocations, insertLocationIfSlugFree } from './locations.repository.ts';
import { DEFAULT_LOCATIONS } from './locations.seed-data.ts';

/** First start only: fills an empty location table with the seven cities; never touches the owner's locations. */
export const seedLocations: Seeder = async ({ db, clock }) => {
  if ((await countLocations(db)) > 0) return;
  const now = clock();
  for (const [index, location] of DEFAULT_LOCATIONS.entries()) {
    await insertLocationIfSlugFree(db, {
      id: newId(now),
      ...location,
      hero_image: '',
      active: 1,
      sort_order: index + 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }
};
