import { describe, expect, it } from 'vitest';
import { flagInputSchema, tagsInputSchema, text } from './text.ts';

describe('form input helpers', () => {
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

  it('refuses NUL characters in text (PostgreSQL cannot store them)', () => {
    expect(text(10).safeParse('a\u0000b').success).toBe(false);
    expect(text(10).parse(' ok ')).toBe('ok');
  });
});
