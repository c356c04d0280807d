import { FIXED_CITY_SLUGS, RESERVED_SLUGS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATIONS } from './locations.seed-data.ts';

describe('the seeded locations', () => {
  it('are the fixed city paths of the page registry, in their order', () => {
    expect(DEFAULT_LOCATIONS.map((l) => l.slug)).toEqual([...FIXED_CITY_SLUGS]);
  });

  it('take no reserved slug', () => {
    for (const { slug } of DEFAULT_LOCATIONS) expect(RESERVED_SLUGS).not.toContain(slug);
  });
});
