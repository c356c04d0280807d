import { type ApiErrorCode, codeForStatus, parseApiError } from '@app/contracts';

/** An answer of the site's own API as a page's loader or action reads it (status and JSON body). */
export interface RawAnswer {
  status: number;
  data: unknown;
}

/**
 * What an answer says, by code (issue 34): accepted (2xx), or refused with the answer's `code`
 * (the generic code of its status for a codeless one; 'unavailable' when no answer came). Pages
 * branch on this code, never on a list of statuses; `status` is kept only to answer the page with
 * the same 4xx.
 */
export type Answered = { ok: true; data: unknown } | { ok: false; code: ApiErrorCode; status: number };

export function answered(res: RawAnswer): Answered {
  if (res.status >= 200 && res.status < 300) return { ok: true, data: res.data };
  const code =
    parseApiError(res.data)?.code ?? codeForStatus(res.status, res.status >= 500 ? 'unavailable' : 'bad_request');
  return { ok: false, code, status: res.status };
}

/** The page's own status for a refusal: the API's 4xx, or 503 for anything else (no answer, a 5xx). */
export const pageStatus = (answer: Answered): number =>
  answer.ok ? 200 : answer.status >= 400 && answer.status < 500 ? answer.status : 503;

/** No answer at all (the in-process call threw). */
export const NO_ANSWER: RawAnswer = { status: 503, data: null };
