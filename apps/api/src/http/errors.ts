/**
 * Typed error codes thrown by services; the error handler turns them into HTTP statuses
 * (STYLE.md: statuses live in one place).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
  /** The disk (or the database's storage) is full: nothing was saved, the request may be repeated later. */
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
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
export const unauthorized = (detail = 'Not authenticated') =>
  new AppError('unauthorized', detail, { headers: { 'www-authenticate': 'Bearer' } });

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
