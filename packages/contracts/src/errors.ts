import { z } from 'zod';

/**
 * Machine-readable error codes: every error answer is
 * `{ detail, code, errors?: [{ path, code, message, params? }] }`.
 * `detail` and `message` are English for logs and API clients; what a person sees is the web
 * side's translation of `code` (apps/web/app/i18n/error-texts.ts), in the page's language.
 * Add a code here, and the compiler asks for its German and Russian text.
 */
export const API_ERROR_CODES = [
  // generic, one per HTTP status the API uses
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'insufficient_storage',
  'internal',
  // auth
  'auth.invalid_credentials',
  'auth.locked',
  'auth.session_expired',
  'auth.wrong_current_password',
  'auth.password_rules',
  'auth.reset_token_invalid',
  // uploads
  'upload.missing_file',
  'upload.not_an_image',
  'upload.image_too_large',
  'upload.too_many_pixels',
  'upload.not_a_pdf',
  'upload.pdf_too_large',
  'upload.pdf_unsafe',
  // content rules
  'slug.taken',
  'slug.reserved',
  'slug.invalid',
  'category.protected',
  'category.in_use',
  'idempotency.bad_key',
  // mail
  'mail.not_configured',
  'mail.connection_failed',
  'mail.auth_failed',
  'mail.send_failed',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Why one field was refused. Mapped from zod's issue codes on the server (`too_big` on a string is
 * `too_long`, `invalid_format` with `format: 'email'` is `invalid_email`, ...); `params` carries
 * the numbers a message needs (`{ maximum: 300 }`).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_email',
  'invalid_url',
  'invalid_date',
  'invalid_format',
  'invalid_choice',
  'invalid_value',
  'must_accept',
  'password_rules',
  'slug_taken',
  'slug_reserved',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.enum(FIELD_ERROR_CODES),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(API_ERROR_CODES),
  errors: z.array(fieldErrorSchema).optional(),
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Reads an error answer's body; anything else (a proxy's HTML page, nothing) gives `undefined`. */
export function parseApiError(body: unknown): ApiError | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
