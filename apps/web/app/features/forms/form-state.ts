import type { ApiErrorCode, FieldErrorCode } from '@app/contracts';

/** Hidden field the page's script sets: the answer may be data instead of a redirect. */
export const ENHANCED_FIELD = '_js';
/** Hidden field the page's script sets: the Idempotency-Key of this attempt. */
export const KEY_FIELD = '_key';

/** What a public form's action answers (shared by the server action and the form kit). */
export interface FormState {
  status: 'invalid' | 'failed' | 'sent';
  /** Every value as typed (empty after a success). */
  values: Record<string, string>;
  /** The first refusal per field, as a code (translated where it is shown). */
  fieldErrors: Record<string, { code: FieldErrorCode; params?: Record<string, string | number> }>;
  /** A refusal of the whole form (rate limit, server down...). */
  formError?: ApiErrorCode;
}
