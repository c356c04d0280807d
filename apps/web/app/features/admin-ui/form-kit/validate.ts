import { fieldErrorsFromZod } from '@app/contracts';
import type { z } from 'zod';
import { fieldErrorText } from '../../../i18n/error-texts';

/** A form's values checked with a contract schema: the parsed value, or the refused fields. */
export type Checked<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/**
 * Checks `values` with the contract schema the API checks the same body with, so the office refuses
 * exactly what the server would (limits, formats, refinements) before sending it. The refusals are
 * said the way the server's are: zod's issue -> the contract's field code (`fieldErrorsFromZod`, the
 * mapping the API's error handler uses) -> the Russian text of i18n/error-texts.ts. Path -> text,
 * the first refusal per field; a refinement on the whole object has the path ''.
 */
export function checkWithSchema<T>(
  schema: z.ZodType<T>,
  values: unknown,
  /** Per path, the text for a refused format (where «Неверный формат.» would not help: "G-XXXX"). */
  formats: Readonly<Record<string, string>> = {},
): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const error of fieldErrorsFromZod(result.error.issues, values)) {
    const format = error.code === 'invalid_format' ? formats[error.path] : undefined;
    fields[error.path] ??= format ?? fieldErrorText(error, 'ru');
  }
  return { ok: false, fields };
}
