import { z } from 'zod';
import { HONEYPOT_FIELD } from './constants.ts';
import { apiErrorSchema } from './errors.ts';
import { LANGUAGES } from './language.ts';
import { LIMITS } from './text.ts';

/** Every record id is 24 lowercase hexadecimal characters (the blog slug rule relies on it). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const idSchema = z.string().regex(ID_PATTERN, 'must be 24 lowercase hexadecimal characters');
export type Id = z.infer<typeof idSchema>;

export const languageSchema = z.enum(LANGUAGES);

/** The shape of every error answer: `{"detail": ...}`, plus the failing fields for validation errors. */
/** Every error answer: see errors.ts (`apiErrorSchema` is the same shape, kept strict there). */
export const errorResponseSchema = apiErrorSchema;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `limit` and `skip` accepted by every list endpoint. */
export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const idParamSchema = z.object({ id: idSchema });

/** The honeypot field every public form carries (see HONEYPOT_FIELD). */
export const honeypotShape = { [HONEYPOT_FIELD]: z.string().max(LIMITS.url).optional() };

/** What a public form's POST answers (contact, booking, review). */
export const createdResponseSchema = z.object({ id: idSchema.optional(), message: z.string() });

/** The admin inbox lists (contact messages, booking requests): unread filter and pages. */
export const formsListQuerySchema = z.object({
  read: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
