import { type ApiErrorCode, fieldErrorsFromZod, HONEYPOT_FIELD, parseApiError } from '@app/contracts';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { answered, pageStatus } from '../../lib/api-answer';
import { pageLanguage } from '../../lib/lang';
import { type ServerServices, servicesContext } from '../../lib/server-context';
import { ENHANCED_FIELD, type FormState, KEY_FIELD } from './form-state';

type ContextLike = { get: (key: typeof servicesContext) => ServerServices };

/**
 * A public form's route action (contact, booking, review): the same for every form, with or
 * without JavaScript.
 * - The posted fields are validated with the contract's schema: refused fields come back with
 *   their codes (translated on the page) and every typed value, status 422.
 * - Valid input is posted to the API in-process, as the visitor (their address for the rate
 *   limit, their language cookie, the Idempotency-Key the enhanced form sends); the API's own
 *   refusals come back the same way.
 * - Success: the enhanced form (JavaScript) gets `{status: 'sent'}` and shows its dialog; a plain
 *   HTML post is redirected to `successUrl` (post/redirect/get: a reload sends nothing twice).
 */
export async function publicFormAction<S extends z.ZodType>({
  request,
  url,
  context,
  endpoint,
  schema,
  fields,
  toInput = (values) => values,
  successUrl,
  check = () => ({}),
}: {
  request: Request;
  /** React Router's `url` argument: the page's address (its language), also for a `.data` post. */
  url: URL;
  context: ContextLike;
  /** The API path the valid input is posted to. */
  endpoint: string;
  schema: S;
  /** The form's field names (everything else posted is ignored). */
  fields: readonly string[];
  /** Turns the posted strings into the schema's input (numbers, booleans). */
  toInput?: (values: Record<string, string>) => Record<string, unknown>;
  successUrl: string;
  /** Rules of the form that the API does not see (the booking's consent box). */
  check?: (values: Record<string, string>) => FormState['fieldErrors'];
}) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form post (JSON, plain text, a broken multipart body): nothing to keep, a clear 400.
    return data<FormState>(
      { status: 'failed', values: {}, fieldErrors: {}, formError: 'bad_request' },
      { status: 400 },
    );
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(fields.map((name) => [name, text(name)]));
  const enhanced = text(ENHANCED_FIELD) === '1';
  const fail = (state: Omit<FormState, 'values'>, status: number) => data<FormState>({ ...state, values }, { status });

  const input = { ...toInput(values), [HONEYPOT_FIELD]: text(HONEYPOT_FIELD) };
  const parsed = schema.safeParse(input);
  const formErrors = check(values);
  if (!parsed.success || Object.keys(formErrors).length > 0) {
    const schemaErrors = parsed.success ? {} : byPath(fieldErrorsFromZod(parsed.error.issues, input));
    return fail({ status: 'invalid', fieldErrors: { ...schemaErrors, ...formErrors } }, 422);
  }

  // The page's address decides the visitor's language: their confirmation mail is in it.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-language': pageLanguage(url),
  };
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  const key = text(KEY_FIELD);
  if (key) headers['idempotency-key'] = key;
  let answer: { status: number; data: unknown };
  try {
    answer = await context.get(servicesContext).api(endpoint, { method: 'POST', body: parsed.data, headers });
  } catch {
    return fail({ status: 'failed', fieldErrors: {}, formError: 'unavailable' }, 503);
  }
  const given = answered(answer);
  if (given.ok) {
    if (enhanced) return data<FormState>({ status: 'sent', values: {}, fieldErrors: {} });
    throw redirect(successUrl);
  }
  const error = parseApiError(answer.data);
  const fieldErrors = byPath(error?.errors ?? []);
  const formError: ApiErrorCode = error?.code ?? 'internal';
  return fail(
    Object.keys(fieldErrors).length
      ? { status: 'invalid', fieldErrors }
      : { status: 'failed', fieldErrors: {}, formError },
    pageStatus(given),
  );
}

function byPath(
  errors: readonly {
    path: string;
    code: FormState['fieldErrors'][string]['code'];
    params?: Record<string, string | number>;
  }[],
) {
  const out: FormState['fieldErrors'] = {};
  for (const error of errors)
    out[error.path] ??= error.params ? { code: error.code, params: error.params } : { code: error.code };
  return out;
}
