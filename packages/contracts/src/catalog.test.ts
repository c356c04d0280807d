import { describe, expect, it } from 'vitest';
import {
  blogPostInputSchema,
  blogPostUpdateSchema,
  flagInputSchema,
  locationUpdateSchema,
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  tagsInputSchema,
} from './catalog.ts';
import { adminReviewUpdateSchema } from './feedback.ts';
import { text } from './text.ts';

describe('write-input schemas', () => {
  it('reads flags from JSON booleans and from multipart text', () => {
    for (const value of [true, 'true', '1', 'on']) expect(flagInputSchema.parse(value)).toBe(true);
    for (const value of [false, 'false', '0', 'off']) expect(flagInputSchema.parse(value)).toBe(false);
    expect(flagInputSchema.safeParse('yes').success).toBe(false);
    expect(flagInputSchema.safeParse(1).success).toBe(false);
  });

  it('reads tags from a list or its JSON text, dropping empty tags', () => {
    expect(tagsInputSchema.parse(['a', ' b ', ''])).toEqual(['a', 'b']);
    expect(tagsInputSchema.parse('["x","y"]')).toEqual(['x', 'y']);
    expect(tagsInputSchema.parse('')).toEqual([]);
    expect(tagsInputSchema.safeParse('x, y').success).toBe(false);
    expect(tagsInputSchema.safeParse(Array.from({ length: 51 }, () => 't')).success).toBe(false);
  });

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
    expect(
      blogPostInputSchema.parse({
        title_de: 'a',
        title_ru: 'b',
        excerpt_de: 'c',
        excerpt_ru: 'd',
        content_de: 'e',
        content_ru: 'f',
      }),
    ).toMatchObject({ published: true, author: '', tags: [], image: '' });
    expect(blogPostUpdateSchema.parse({ published: 'false' })).toEqual({ published: false });
    expect(adminReviewUpdateSchema.parse({ approved: true })).toEqual({ approved: true });
    expect(locationUpdateSchema.parse({ sort_order: 3 })).toEqual({ sort_order: 3 });
  });

  it('refuses NUL characters in text (PostgreSQL cannot store them)', () => {
    expect(text(10).safeParse('a\u0000b').success).toBe(false);
    expect(text(10).parse(' ok ')).toBe('ok');
  });
});
