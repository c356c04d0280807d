import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequestSchema } from './auth.ts';
import { DEFAULT_SERVICES } from './defaults/services.ts';
import { documentInputSchema } from './documents.ts';
import { fieldErrorsFromZod } from './errors.ts';
import { publicReviewCreateSchema } from './reviews.ts';
import { servicesSettingsSchema } from './settings.ts';
import { dateSchema, text } from './text.ts';

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

describe("the contracts' own rules name their field error codes", () => {
  function fieldCodes(schema: z.ZodType, input: unknown) {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return Object.fromEntries(fieldErrorsFromZod(result.error.issues, input).map((e) => [e.path, e.code]));
  }

  it('a review needs a text in German or Russian', () => {
    const review = { name: 'Anna', email: 'anna@example.com', rating: 5, service: 'wedding' };
    expect(fieldCodes(publicReviewCreateSchema, review)).toEqual({ text_de: 'required' });
  });

  it('a document needs a file', () => {
    expect(fieldCodes(documentInputSchema, { name_de: 'AGB', name_ru: 'Условия' })).toEqual({
      file_url_de: 'required',
    });
  });

  it('NUL characters, a calendar date that does not exist and repeated service ids are invalid values', () => {
    expect(fieldCodes(loginRequestSchema, { username: 'ad\u0000min', password: 'x' })).toEqual({
      username: 'invalid_value',
    });
    expect(fieldCodes(z.object({ note: text(10) }), { note: 'a\u0000b' })).toEqual({ note: 'invalid_value' });
    expect(fieldCodes(z.object({ date: dateSchema }), { date: '2027-02-30' })).toEqual({ date: 'invalid_date' });
    const service = DEFAULT_SERVICES[0];
    expect(fieldCodes(servicesSettingsSchema, { services: [service, service] })).toEqual({ services: 'invalid_value' });
  });
});
