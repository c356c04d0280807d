import { describe, expect, it } from 'vitest';
import { portfolioItemInputSchema, portfolioItemUpdateSchema } from './portfolio.ts';

describe('portfolio write inputs', () => {
  it('fills defaults on create but never on a partial update', () => {
    const created = portfolioItemInputSchema.parse({
      title_de: 'a',
      title_ru: 'b',
      description_de: 'c',
      description_ru: 'd',
      category: 'wedding',
    });
    expect(created).toMatchObject({ featured: false, tags: [], images: [] });
    expect(portfolioItemUpdateSchema.parse({ title_de: 'x' })).toEqual({ title_de: 'x' });
  });
});
