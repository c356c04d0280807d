import { type ApiErrorCode, codeForStatus, parseApiError } from '@app/contracts';
import { errorTexts, fieldErrorText } from '../../i18n/error-texts';
import { fieldLabel } from './field-labels';

/**
 * What the back office shows for a refused or failed call: always Russian, from the answer's
 * `code` (and `errors[].code` per field) through i18n/error-texts.ts; never the server's English
 * `detail`. An answer without a code (an older server, a proxy's page) gets the generic text of
 * its status; no answer at all the 'unreachable' text.
 */
const ru = errorTexts.ru;

export class ApiError extends Error {
  /** The HTTP status; 0 when no answer came (network down, upload aborted). */
  readonly status: number;
  /** The answer's code; undefined for an answer without one. */
  readonly code: ApiErrorCode | undefined;
  /** The refused fields: path -> Russian text (the first refusal per field). */
  readonly fields: Readonly<Record<string, string>>;
  /** The Russian text to show when nothing is shown beside the fields: names the first refused one. */
  readonly text: string;

  constructor(status: number, text: string, code?: ApiErrorCode, fields: Record<string, string> = {}) {
    super(text);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.text = text;
  }

  /** The error for a non-2xx answer (`body` as read: JSON, text or null). */
  static fromAnswer(status: number, body: unknown): ApiError {
    const answer = parseApiError(body);
    if (!answer) {
      // A gateway's own page means the API behind it is not there.
      if (status === 502 || status === 504) return ApiError.unreachable(status);
      // The generic code of its status, so that callers branch on codes only.
      const code = codeForStatus(status);
      return new ApiError(status, ru.api[code], code);
    }
    const fields: Record<string, string> = {};
    for (const error of answer.errors ?? []) fields[error.path] ??= fieldErrorText(error, 'ru');
    const first = Object.keys(fields)[0];
    const text = first ? namedFieldText(fields, first) : ru.api[answer.code];
    return new ApiError(status, text, answer.code, fields);
  }

  static unreachable(status = 0): ApiError {
    return new ApiError(status, ru.unreachable);
  }

  /** A 2xx answer that does not match its operation's schema (ADR 043): `answer_mismatch`. */
  static mismatch(status: number): ApiError {
    return new ApiError(status, ru.api.answer_mismatch, 'answer_mismatch');
  }
}

/** "Заголовок (нем.): не более 300 символов." (the field's Russian name, then its refusal). */
function namedFieldText(fields: Readonly<Record<string, string>>, path: string): string {
  const text = fields[path] ?? '';
  return `${fieldLabel(path)}: ${text.charAt(0).toLocaleLowerCase('ru') + text.slice(1)}`;
}

/** The call was refused because the owner is not signed in (no token, or an expired or revoked one). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'unauthorized' || error.code === 'auth.session_expired');
}

/** The Russian text for any caught error (`fallback` for a non-API one; a failed fetch is 'unreachable'). */
export function errorMessage(error: unknown, fallback: string = ru.api.internal): string {
  if (error instanceof ApiError) return error.text;
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return ru.unreachable;
  return fallback;
}

/** The refused fields of a caught error (path -> Russian text); empty for any other error. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fields : {};
}

/**
 * The form-level line of a form that shows the fields in `shown` with their own errors beside
 * them: the code's text when every refused field is shown, otherwise the first refusal that is
 * not, naming its field.
 */
export function formErrorText(error: unknown, shown: readonly string[]): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const hidden = Object.keys(error.fields).find((path) => !shown.includes(path));
  if (hidden) return namedFieldText(error.fields, hidden);
  return error.code ? ru.api[error.code] : error.text;
}

/** The Russian text of a code the API answered inside a 200 (the test mail's `{success, code}`). */
export function codeText(code: ApiErrorCode | undefined, fallback: ApiErrorCode): string {
  return ru.api[code ?? fallback];
}
