import type { z } from 'zod';
import { AppError, type FieldError } from './errors.ts';

/**
 * Validates input that did not come through a route schema (e.g. fields a multipart route
 * assembled) and fails like a route schema would: 422 `{detail, errors}`, never a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'validation',
    `Invalid input: ${errors.map((e) => `${e.path || 'body'}: ${e.message}`).join('; ')}`,
    {
      errors,
    },
  );
}

/** A 422 for one field, in the same shape as a schema failure. */
export function fieldError(path: string, message: string): AppError {
  return new AppError('validation', `Invalid input: ${path}: ${message}`, { errors: [{ path, message }] });
}
