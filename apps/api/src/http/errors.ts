import type { ApiErrorCode, FieldError, FieldErrorCode } from '@app/contracts';

export type { ApiErrorCode, FieldError };

/**
 * The HTTP status of each error code (STYLE.md 6: services throw typed codes, statuses live in
 * one place). The web side translates the code into the reader's language.
 */
export const ERROR_STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  /** The disk (or the database's storage) is full: nothing was saved, the request may be repeated later. */
  insufficient_storage: 507,
  internal: 500,
  'auth.invalid_credentials': 401,
  'auth.locked': 429,
  'auth.session_expired': 401,
  'auth.wrong_current_password': 400,
  'auth.password_rules': 422,
  'auth.reset_token_invalid': 400,
  /** Too many password hashes waiting (a sign-in flood): try again in a few seconds. */
  'auth.busy': 503,
  'auth.totp_required': 401,
  'auth.totp_invalid': 401,
  'upload.missing_file': 422,
  'upload.not_an_image': 415,
  'upload.unreadable_image': 422,
  'upload.image_too_large': 413,
  'upload.too_many_pixels': 413,
  'upload.not_a_pdf': 415,
  'upload.pdf_too_large': 413,
  'upload.pdf_unsafe': 415,
  'slug.taken': 409,
  'slug.reserved': 409,
  'slug.invalid': 422,
  'category.protected': 400,
  'category.in_use': 409,
  'idempotency.bad_key': 400,
  'booking.date_unavailable': 409,
  'booking.invalid_transition': 409,
  'booking.link_invalid': 404,
  'booking.nothing_to_undo': 409,
  mail_already_sent: 409,
  /** The Idempotency-Key was used before with another request body. */
  'idempotency.key_reused': 422,
  'settings.changed_elsewhere': 409,
  'mail.not_configured': 400,
  'mail.connection_failed': 502,
  'mail.auth_failed': 502,
  'mail.send_failed': 502,
  'gallery.expired': 410,
  'gallery.password_required': 401,
  'gallery.wrong_password': 401,
  'gallery.selection_submitted': 409,
  'gallery.too_few_favourites': 422,
  'gallery.too_many_favourites': 422,
  'gallery.downloads_off': 403,
  'gallery.no_client_email': 422,
  'gallery.confirmation_invalid': 404,
  /** The web's own check of an answer (ADR 043): never sent by the API. */
  answer_mismatch: 502,
};

export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ApiErrorCode,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (detail = 'Not authenticated', code: ApiErrorCode = 'unauthorized') =>
  new AppError(code, detail, { headers: { 'www-authenticate': 'Bearer' } });

/** A 422 for one field: `invalidField('file', 'required', 'is required')`. */
export function invalidField(
  path: string,
  code: FieldErrorCode,
  message: string,
  params?: Record<string, string | number>,
): AppError {
  return invalidFields([{ path, code, message, ...(params ? { params } : {}) }]);
}

/** A 422 naming every refused field. */
export function invalidFields(errors: FieldError[], code: ApiErrorCode = 'validation_failed'): AppError {
  return new AppError(code, `Invalid input: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, { errors });
}

/** The answer when the disk is full (no path, no system message: those go to the log). */
export const STORAGE_FULL_DETAIL =
  'Not enough storage space on the server: nothing was saved. Please free some disk space and try again.';

/**
 * Whether an error means the storage is full: the file system (ENOSPC, EDQUOT), SQLite
 * (SQLITE_FULL) or PostgreSQL (class 53100 disk_full).
 */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100';
}
