import { parseApiError } from '@app/contracts';
import { errorTexts, fieldErrorText } from '../../i18n/error-texts';
/**
 * The back office's one way to the API: bearer token from localStorage, errors that carry the
 * server's `detail`, and the spec's 401 rule (drop the token, go to the login page and remember
 * where the owner was).
 */
export const TOKEN_KEY = 'admin_token';

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

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

/** Any 401: forget the token and, on a guarded admin page, go to the login page. */
export function handleUnauthorized(): void {
  clearToken();
  const { pathname, search } = window.location;
  if (pathname.startsWith('/admin') && !OPEN_PAGES.some((p) => pathname.startsWith(p))) {
    window.location.assign(loginUrl(pathname + search));
  }
}

/**
 * What the back office shows for an error answer: the Russian text of its code (the first refused
 * field's, naming the field, for a validation error); an answer without a code (an older server, a
 * proxy's page) by its `detail` or its status.
 */
export function detailOf(body: unknown, status: number): string {
  const error = parseApiError(body);
  if (error) {
    const field = error.errors?.[0];
    if (field) return `${fieldErrorText(field, 'ru')} (${field.path})`;
    return errorTexts.ru.api[error.code];
  }
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail) && detail.length > 0) {
      const first = detail[0] as { msg?: unknown; message?: unknown };
      const msg = first?.msg ?? first?.message;
      if (typeof msg === 'string') return msg;
    }
  }
  return `HTTP ${status}`;
}

/** The message to show for any caught error. */
export function errorMessage(error: unknown, fallback = 'Error'): string {
  if (error instanceof ApiError) return error.detail;
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return errorTexts.ru.unreachable;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
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

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One JSON call to `/api{path}`; throws ApiError with the server's detail on a non-2xx answer. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await fetch(withQuery(`/api${path}`, options.query), {
    method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
    headers: headers(options),
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    signal: options.signal,
  });
  const body = await readBody(res);
  if (res.status === 401 && options.auth !== false) {
    if (options.redirectOn401 === false) clearToken();
    else handleUnauthorized();
  }
  if (!res.ok) throw new ApiError(res.status, detailOf(body, res.status));
  return body as T;
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
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status === 401) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
      } else {
        reject(new ApiError(xhr.status, detailOf(body, xhr.status)));
      }
    };
    xhr.onerror = () => reject(new Error(errorTexts.ru.unreachable));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(form);
  });
}

export interface UploadedImage {
  url: string;
  width?: number;
  height?: number;
  placeholder?: string;
}

/** POST /api/admin/uploads/image (field `file`). */
export async function uploadImage(file: File, onProgress?: Progress): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const body = await sendWithProgress<Partial<UploadedImage> | null>('POST', '/admin/uploads/image', form, onProgress);
  if (!body || typeof body.url !== 'string' || !body.url) throw new Error('No URL in upload response');
  return body as UploadedImage;
}

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
