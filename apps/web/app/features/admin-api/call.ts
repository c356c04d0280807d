import type { AnyOperation } from '@app/contracts';
import type { z } from 'zod';
import { parseAnswer } from './answer';
import { api, type Progress, type Query, sendWithProgress } from './client';
import { ApiError } from './errors';

type Part<S, K extends string, Required extends boolean> = S extends z.ZodType
  ? Required extends true
    ? { [P in K]: z.input<S> }
    : { [P in K]?: z.input<S> }
  : { [P in K]?: never };

/** What a call sends: the path's parameters, the query, a JSON body or a multipart form. */
export type CallInput<O extends AnyOperation> = Part<O['params'], 'params', true> &
  Part<O['query'], 'query', false> &
  Part<O['body'], 'body', true> & {
    /** A multipart body (an operation with `multipart: true`). */
    form?: FormData;
    /** Upload progress of a multipart body (0-100). */
    onProgress?: Progress;
    signal?: AbortSignal;
    /** Send the bearer token (default true; the sign-in and the password reset: false). */
    auth?: boolean;
    /** On a 401, ask the owner to sign in again (default true; the guard and the preview: false). */
    redirectOn401?: boolean;
  };

type Args<O extends AnyOperation> =
  Record<never, never> extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

/** The operation's path with its `:name` parameters filled in (each one URL-encoded). */
export function operationPath(op: AnyOperation, params: Record<string, unknown> = {}): string {
  return op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${op.method} ${op.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path below `/api` that the client sends (it adds `/api` itself). */
const belowApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * The back office's one typed way to call the API (ADR 043): `call(operations.content.reviews,
 * { query: { status: 'pending' } })` builds the URL from the operation, sends it through the client
 * (token, the sign-in dialog on a 401, Russian errors from codes) and parses the answer with the
 * operation's `output`: the result is what the contract says, or an ApiError.
 */
export async function call<O extends AnyOperation>(op: O, ...[input]: Args<O>): Promise<z.output<O['output']>> {
  const given = (input ?? {}) as CallInput<AnyOperation> & { params?: Record<string, unknown>; query?: Query };
  const path = operationPath(op, given.params);
  let body: unknown;
  if (given.form) {
    body = await sendWithProgress(op.method, belowApi(path), given.form, given.onProgress);
  } else {
    body = await api(belowApi(path), {
      method: op.method,
      ...(given.body !== undefined ? { json: given.body } : {}),
      ...(given.query ? { query: given.query } : {}),
      ...(given.signal ? { signal: given.signal } : {}),
      ...(given.auth !== undefined ? { auth: given.auth } : {}),
      ...(given.redirectOn401 !== undefined ? { redirectOn401: given.redirectOn401 } : {}),
    });
  }
  return parseAnswer(op, path, body);
}

/** A file answer (CSV, ZIP, PDF) as a Blob, through the same client (token, sign-in, errors). */
export async function callFile<O extends AnyOperation>(op: O, ...[input]: Args<O>): Promise<Blob> {
  const given = (input ?? {}) as CallInput<AnyOperation> & { params?: Record<string, unknown>; query?: Query };
  const path = operationPath(op, given.params);
  const body = await api(belowApi(path), {
    method: op.method,
    file: true,
    ...(given.query ? { query: given.query } : {}),
    ...(given.signal ? { signal: given.signal } : {}),
  });
  if (body instanceof Blob) return body;
  parseAnswer(op, path, body);
  throw ApiError.mismatch(op.status);
}
