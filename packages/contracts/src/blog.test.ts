import { describe, expect, it } from 'vitest';
import { blogPostInputSchema, blogPostUpdateSchema } from './blog.ts';

describe('blog write inputs', () => {
  it('fills defaults on create but never on a partial update', () => {
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
  });
});
