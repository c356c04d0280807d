import { describe, expect, it } from 'vitest';
import { adminReviewUpdateSchema } from './reviews.ts';

describe('review inputs', () => {
  it('changes only the fields given on an update', () => {
    expect(adminReviewUpdateSchema.parse({ approved: true })).toEqual({ approved: true });
  });
});
