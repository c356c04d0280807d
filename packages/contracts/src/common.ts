import { z } from 'zod';
import { LANGUAGES } from './language.ts';

/** Every record id is 24 lowercase hexadecimal characters (the blog slug rule relies on it). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const idSchema = z.string().regex(ID_PATTERN, 'must be 24 lowercase hexadecimal characters');
export type Id = z.infer<typeof idSchema>;

export const languageSchema = z.enum(LANGUAGES);

/** The shape of every error answer: `{"detail": ...}`, plus the failing fields for validation errors. */
export const errorResponseSchema = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  request_id: z.string().optional(),
});
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
