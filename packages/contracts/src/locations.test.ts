import { describe, expect, it } from 'vitest';
import { locationUpdateSchema } from './locations.ts';

describe('location inputs', () => {
  it('changes only the fields given on an update', () => {
    expect(locationUpdateSchema.parse({ sort_order: 3 })).toEqual({ sort_order: 3 });
  });
});
