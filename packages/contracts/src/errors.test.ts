import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromZod } from './errors.ts';

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  email: z.email(),
  date: z.iso.date(),
  kind: z.enum(['a', 'b']),
  rating: z.number().int().min(1).max(5),
  consent: z.boolean().refine((v) => v, { message: 'consent required', params: { code: 'must_accept' } }),
});

function codes(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(fieldErrorsFromZod(result.error.issues, input).map((e) => [e.path, [e.code, e.params]]));
}

describe('fieldErrorsFromZod', () => {
  it('maps missing and empty values to required', () => {
    expect(codes({ name: '', email: '', date: '', kind: '', consent: undefined })).toEqual({
      name: ['required', undefined],
      email: ['required', undefined],
      date: ['required', undefined],
      kind: ['required', undefined],
      rating: ['required', undefined],
      consent: ['required', undefined],
    });
  });

  it('names the rule a present value breaks, with the numbers a message needs', () => {
    expect(codes({ name: 'abcdefg', email: 'nope', date: '2027-13-40', kind: 'c', rating: 9, consent: false })).toEqual(
      {
        name: ['too_long', { maximum: 5 }],
        email: ['invalid_email', undefined],
        date: ['invalid_date', undefined],
        kind: ['invalid_choice', undefined],
        rating: ['too_big', { maximum: 5 }],
        consent: ['must_accept', undefined],
      },
    );
  });
});
