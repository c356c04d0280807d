import { fieldErrorsFromZod } from '@app/contracts';
import type { z } from 'zod';
import { invalidFields } from './errors.ts';

/**
 * Validates input that did not come through a route schema (e.g. fields a multipart route
 * assembled) and fails like a route schema would: 422 `{detail, code, errors}`, never a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidFields(fieldErrorsFromZod(result.error.issues, input));
}
