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
  'auth.busy',
  /** The password was right; the account has a second factor: send the 6-digit code too. */
  'auth.totp_required',
  /** The one-time code was wrong, expired or used before. */
  'auth.totp_invalid',
  // uploads
  'upload.missing_file',
  'upload.not_an_image',
  'upload.unreadable_image',
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
  // booking desk
  'booking.date_unavailable',
  'booking.invalid_transition',
  /** A booking's e-mail confirmation link that is unknown, used already or too old (404). */
  'booking.link_invalid',
  /** An undo of a decision that has nothing to undo: none made, its time is over, or the booking changed since (409). */
  'booking.nothing_to_undo',
  /** An undo after the decision's mail left the outbox: the client has it, the decision stays (409). */
  'mail_already_sent',
  'idempotency.key_reused',
  // settings
  /** The section was written (in another tab or window) since the version the change was made from. */
  'settings.changed_elsewhere',
  // mail
  'mail.not_configured',
  'mail.connection_failed',
  'mail.auth_failed',
  'mail.send_failed',
  // client galleries
  /** The gallery's link has expired (410). */
  'gallery.expired',
  /** The gallery has a password: unlock it first. */
  'gallery.password_required',
  'gallery.wrong_password',
  /** The visitor's selection is submitted: favourites are locked until the owner reopens it (409). */
  'gallery.selection_submitted',
  /** Fewer favourites than the gallery's minimum, or more than its maximum (422). */
  'gallery.too_few_favourites',
  'gallery.too_many_favourites',
  /** The gallery's downloads are switched off (403). */
  'gallery.downloads_off',
  /** Publication consent needs the client's address, and the gallery has none (422). */
  'gallery.no_client_email',
  /** A publication confirmation link that is unknown, used, replaced or expired (404). */
  'gallery.confirmation_invalid',
  // the web's own check of an answer (ADR 043); never sent by the API
  /** A 2xx answer that does not match its operation's output schema (an API and a web of different versions). */
  'answer_mismatch',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The generic code of each status the API uses: what the API answers for Fastify's own refusals
 * (malformed JSON, a wrong content type) and what the web assumes for an answer without a code (a
 * proxy's page). The one status-to-code table; everything else branches on codes only.
 */
const GENERIC_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  /** Gone (an expired upload): nothing there any more. */
  410: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'unavailable',
  507: 'insufficient_storage',
};

/** The generic code of a status (`fallback` for a status without one). */
export function codeForStatus(status: number, fallback: ApiErrorCode = 'internal'): ApiErrorCode {
  return GENERIC_CODES[status] ?? fallback;
}

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
  /** The day (or the time) is no longer free, or not bookable for this service. */
  'date_unavailable',
  /** An address the server will not fetch: not http(s), or to a private or local network (ADR 050). */
  'address_not_public',
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

/** The parts of a zod issue the mapping reads (zod 4's `$ZodIssue`, kept structural). */
interface ZodIssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  params?: Record<string, unknown>;
}

const FIELD_CODES = new Set<string>(FIELD_ERROR_CODES);

/**
 * One zod issue as a field error. A refinement names its code with `params: { code }`
 * (`.refine(check, { message, params: { code: 'must_accept' } })`); built-in checks are mapped
 * from zod's own codes. Used by the API's error handler and by the web's form actions alike.
 */
export function fieldErrorFromZod(issue: ZodIssueLike, data?: unknown): FieldError {
  const path = issue.path.map(String).join('.');
  // zod leaves the refused value out of its issues unless asked: read it from the data.
  const input = 'input' in issue ? issue.input : valueAt(data, issue.path);
  const error = (code: FieldErrorCode, params?: Record<string, string | number>): FieldError =>
    params ? { path, code, message: issue.message, params } : { path, code, message: issue.message };
  const custom = issue.params?.code;
  if (typeof custom === 'string' && FIELD_CODES.has(custom)) return error(custom as FieldErrorCode);
  const emptyString = typeof input === 'string' && input.trim() === '';
  switch (issue.code) {
    case 'invalid_type':
      return error(input === undefined || input === null || emptyString ? 'required' : 'invalid_value');
    case 'too_small': {
      const minimum = Number(issue.minimum ?? 0);
      if (issue.origin === 'string')
        return minimum <= 1 || emptyString ? error('required') : error('too_short', { minimum });
      if (issue.origin === 'array' && minimum <= 1) return error('required');
      return error('too_small', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum ?? 0);
      return issue.origin === 'string' ? error('too_long', { maximum }) : error('too_big', { maximum });
    }
    case 'invalid_format':
      if (emptyString) return error('required');
      if (issue.format === 'email') return error('invalid_email');
      if (issue.format === 'url') return error('invalid_url');
      if (issue.format === 'date' || issue.format === 'datetime') return error('invalid_date');
      return error('invalid_format');
    case 'invalid_value':
    case 'invalid_union':
      return emptyString || input === undefined ? error('required') : error('invalid_choice');
    default:
      return error('invalid_value');
  }
}

/** Every issue as a field error; `data` is what was validated (to tell an empty field from a wrong one). */
export function fieldErrorsFromZod(issues: readonly ZodIssueLike[], data?: unknown): FieldError[] {
  return issues.map((issue) => fieldErrorFromZod(issue, data));
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
