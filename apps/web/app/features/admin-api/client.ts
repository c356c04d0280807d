import { contentOperations, type DocumentUpload, type ImageInfo, tokenResponseSchema } from '@app/contracts';
import { parseAnswer } from './answer';
import { ApiError } from './errors';

/**
 * The back office's one way to the API: bearer token from localStorage, Russian errors from the
 * answer's code (./errors.ts), and no lost work (ADR 019): a 401 (the session expired or was
 * revoked elsewhere) asks the sign-in dialog the layout registered (`setSignInHandler`) and, once
 * the owner has signed in again, sends the same call again, so the form that waits for it never
 * notices; a session in use is renewed before it ends (`renewIfDue`). Every answer of every call
 * (the queries' reads, the writes, the uploads) passes `onUnauthorized` (the one place where a 401
 * is seen) and `settle`.
 */
export const TOKEN_KEY = 'admin_token';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

/** Admin pages that must stay reachable without a token. */
const OPEN_PAGES = ['/admin/login', '/admin/reset-password'];

/** The login URL that brings the owner back to `origin` after signing in. */
export function loginUrl(origin: string): string {
  return `/admin/login?redirect=${encodeURIComponent(origin)}`;
}

/**
 * Asks the owner to sign in again (the layout's sign-in dialog); true once a new token is stored,
 * false when the owner dismissed it.
 */
type SignInHandler = () => Promise<boolean>;
let signInHandler: SignInHandler | null = null;
let signingIn: Promise<boolean> | null = null;

/** The layout registers its sign-in dialog; the returned function unregisters it. */
export function setSignInHandler(handler: SignInHandler): () => void {
  signInHandler = handler;
  return () => {
    if (signInHandler === handler) signInHandler = null;
  };
}

/** One sign-in for every call refused meanwhile (a save and the reads beside it share it). */
function signInAgain(): Promise<boolean> {
  if (!signInHandler) return Promise.resolve(false);
  signingIn ??= signInHandler().finally(() => {
    signingIn = null;
  });
  return signingIn;
}

/**
 * A 401 of a call that sent the token (an expired or revoked session): forget the token. With the
 * sign-in dialog there (a guarded page), answer 'retry' once the owner has signed in again; without
 * it, the spec's rule: go to the login page, remembering where the owner was. A caller that handles
 * 401 itself (the guard, the login page: `redirectOn401: false`) just gets the error.
 */
async function onUnauthorized(options: RequestOptions): Promise<'retry' | 'fail'> {
  if (options.auth === false) return 'fail';
  clearToken();
  if (options.redirectOn401 === false) return 'fail';
  if (signInHandler) return (await signInAgain()) ? 'retry' : 'fail';
  const { pathname, search } = window.location;
  if (pathname.startsWith('/admin') && !OPEN_PAGES.some((p) => pathname.startsWith(p))) {
    window.location.assign(loginUrl(pathname + search));
  }
  return 'fail';
}

/** Listeners told of every write the API accepted (the unsaved-changes scopes, ADR 019). */
const writeListeners = new Set<() => void>();

export function onWriteAccepted(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/**
 * Every answer: a non-2xx throws its ApiError; an accepted write of the signed-in owner is
 * announced (not the sign-in's own POST, which saves nothing of a form).
 */
function settle(method: string, status: number, text: string, signedIn: boolean): unknown {
  const body = parseBody(text);
  if (status < 200 || status >= 300) throw ApiError.fromAnswer(status, body);
  if (signedIn && method !== 'GET' && method !== 'HEAD') for (const listener of writeListeners) listener();
  return body;
}

/** A session in use is renewed when it has less than this left (ADR 019). */
export const RENEW_BEFORE_MS = 30 * 60 * 1000;

/** The `exp` of a session token in milliseconds (read, not checked: the server checks), or null. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

let renewing: Promise<void> | null = null;

/**
 * While the office is in use (every call, the owner's typing and clicks): a token with less than
 * RENEW_BEFORE_MS left is traded for a fresh one (POST /api/admin/renew). Quiet: a refused renewal
 * changes nothing, the next call's 401 opens the sign-in dialog.
 */
export function renewIfDue(now: number = Date.now()): Promise<void> {
  if (renewing) return renewing;
  const token = getToken();
  const expiry = token ? tokenExpiry(token) : null;
  if (!token || expiry === null || expiry <= now || expiry - now > RENEW_BEFORE_MS) return Promise.resolve();
  renewing = (async () => {
    try {
      const res = await fetch('/api/admin/renew', {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      if (!res.ok) return;
      const body = tokenResponseSchema.safeParse(await res.json());
      // Not over a token stored meanwhile (a sign-in, a password change).
      if (body.success && getToken() === token) setToken(body.data.access_token);
    } catch {
      // Unreachable now: the next activity tries again.
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

/**
 * A refusal that means the session is gone (no token, an expired or revoked one): only then the
 * sign-in dialog. Other 401s are answers to what was sent (a wrong one-time code, a wrong password)
 * and are shown like any other refusal, the session kept.
 */
function endsSession(status: number, text: string): boolean {
  if (status !== 401) return false;
  const { code } = ApiError.fromAnswer(status, parseBody(text));
  return code === 'unauthorized' || code === 'auth.session_expired';
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: string;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /**
   * On a 401, ask the owner to sign in again and repeat the call (default true; the login page
   * without the dialog); false: the caller handles it itself (the guard, the login page).
   */
  redirectOn401?: boolean;
  /** A file answer: a 2xx answer is returned as a Blob (an error answer is read as JSON as always). */
  file?: boolean;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function headers(options: RequestOptions): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json' };
  const token = options.auth === false ? null : getToken();
  if (token) h.Authorization = `Bearer ${token}`;
  if (options.json !== undefined) h['Content-Type'] = 'application/json';
  return h;
}

/**
 * One call to `/api{path}`; throws an ApiError (Russian text) on a non-2xx answer or none. The
 * answer is unchecked (`unknown`): features send through `call()` (./call.ts), which parses it.
 */
export async function api(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  if (options.auth !== false) void renewIfDue();
  let res: Response;
  try {
    res = await fetch(withQuery(`/api${path}`, options.query), {
      method,
      headers: headers(options),
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.unreachable();
  }
  if (options.file && res.ok) return await res.blob();
  const text = await res.text();
  if (endsSession(res.status, text) && (await onUnauthorized(options)) === 'retry') return api(path, options);
  return settle(method, res.status, text, options.auth !== false);
}

export type Progress = (percent: number) => void;

/**
 * A multipart request with upload progress (fetch cannot report it). Same error and 401 rules
 * as `api` (after a new sign-in the same form is sent again).
 */
export async function sendWithProgress(
  method: string,
  path: string,
  form: FormData,
  onProgress?: Progress,
): Promise<unknown> {
  void renewIfDue();
  const { status, text } = await sendOnce(method, path, form, onProgress);
  if (endsSession(status, text) && (await onUnauthorized({})) === 'retry') {
    onProgress?.(0);
    return sendWithProgress(method, path, form, onProgress);
  }
  const body = settle(method, status, text, true);
  onProgress?.(100);
  return body;
}

function sendOnce(
  method: string,
  path: string,
  form: FormData,
  onProgress?: Progress,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(ApiError.unreachable());
    xhr.onabort = () => reject(ApiError.unreachable());
    xhr.send(form);
  });
}

/** POST /api/admin/uploads/image (field `file`): the contract's ImageInfo. */
export async function uploadImage(file: File, onProgress?: Progress): Promise<ImageInfo> {
  const form = new FormData();
  form.append('file', file);
  const op = contentOperations.uploadImage;
  return parseAnswer(op, op.path, await sendWithProgress(op.method, '/admin/uploads/image', form, onProgress));
}

/** The document upload's answer: the stored PDF. */
export type UploadedDocument = DocumentUpload;

/** POST /api/admin/uploads/document (field `file`, PDF up to 10 MB). */
export async function uploadDocument(file: File, onProgress?: Progress): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('file', file);
  const op = contentOperations.uploadDocument;
  return parseAnswer(op, op.path, await sendWithProgress(op.method, '/admin/uploads/document', form, onProgress));
}
