import { type ImageInfo, imageInfoSchema } from '@app/contracts';
import { ApiError } from './errors';

/**
 * The back office's one way to the API: bearer token from localStorage, Russian errors from the
 * answer's code (./errors.ts), and the spec's 401 rule (drop the token, go to the login page and
 * remember where the owner was). Every answer of every call (the queries' reads, the writes, the
 * uploads) passes `settle`: the one place where a 401 is seen.
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
 * Any 401 (no token, an expired or revoked session): forget the token and, unless the caller
 * handles it itself (the guard, the login page), go to the login page from a guarded admin page.
 * The back-office issue's sign-in dialog over unsaved work replaces this one function.
 */
function onUnauthorized(leave: boolean): void {
  clearToken();
  if (!leave) return;
  const { pathname, search } = window.location;
  if (pathname.startsWith('/admin') && !OPEN_PAGES.some((p) => pathname.startsWith(p))) {
    window.location.assign(loginUrl(pathname + search));
  }
}

/** Every answer: a 401 goes to `onUnauthorized`, any other non-2xx throws its ApiError. */
function settle<T>(status: number, text: string, options: Pick<RequestOptions, 'auth' | 'redirectOn401'>): T {
  const body = parseBody(text);
  if (status === 401 && options.auth !== false) onUnauthorized(options.redirectOn401 !== false);
  if (status < 200 || status >= 300) throw ApiError.fromAnswer(status, body);
  return body as T;
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
  /** On a 401, leave the page to the login (default true); the guard handles it itself. */
  redirectOn401?: boolean;
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

/** One JSON call to `/api{path}`; throws an ApiError (Russian text) on a non-2xx answer or none. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(withQuery(`/api${path}`, options.query), {
      method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
      headers: headers(options),
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.unreachable();
  }
  return settle<T>(res.status, await res.text(), options);
}

export type Progress = (percent: number) => void;

/**
 * A multipart request with upload progress (fetch cannot report it). Same error and 401 rules
 * as `api`.
 */
export function sendWithProgress<T = unknown>(
  method: string,
  path: string,
  form: FormData,
  onProgress?: Progress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = settle<T>(xhr.status, xhr.responseText, {});
        onProgress?.(100);
        resolve(body);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(ApiError.unreachable());
    xhr.onabort = () => reject(ApiError.unreachable());
    xhr.send(form);
  });
}

/** POST /api/admin/uploads/image (field `file`): the contract's ImageInfo. */
export async function uploadImage(file: File, onProgress?: Progress): Promise<ImageInfo> {
  const form = new FormData();
  form.append('file', file);
  const body = await sendWithProgress<unknown>('POST', '/admin/uploads/image', form, onProgress);
  const parsed = imageInfoSchema.safeParse(body);
  // The spec's error; shown as the generic Russian text (errorMessage).
  if (!parsed.success) throw new Error('No URL in upload response');
  return parsed.data;
}

/** The document upload's answer (declared in the API's media routes, not in the contracts). */
export interface UploadedDocument {
  filename: string;
  url: string;
  size: number;
}

/** POST /api/admin/uploads/document (field `file`, PDF up to 10 MB). */
export async function uploadDocument(file: File, onProgress?: Progress): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('file', file);
  const body = await sendWithProgress<Partial<UploadedDocument> | null>(
    'POST',
    '/admin/uploads/document',
    form,
    onProgress,
  );
  if (!body || typeof body.url !== 'string' || !body.url) throw new Error('No URL in upload response');
  return { filename: body.filename ?? file.name, url: body.url, size: body.size ?? file.size };
}
