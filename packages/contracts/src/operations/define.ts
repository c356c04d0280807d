import type { z } from 'zod';

/**
 * One call of the admin API, declared once (ADR 043): the API registers its route with these
 * schemas (`routeSchema` in apps/api), the back office sends it with `call()` and parses the answer
 * with `output`. `apps/api/src/modules/operations.api.test.ts` walks the built app's `/api/admin`
 * routes and fails when one has no operation or its method, path or schemas differ.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an answer is: JSON parsed with `output`, or a file (CSV, ZIP, PDF, PNG) read as a Blob. */
export type AnswerKind = 'json' | 'file';

export interface Operation<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
  S extends 200 | 201 = 200 | 201,
> {
  method: HttpMethod;
  /** The full path as Fastify registers it, `:name` for a parameter: `/api/admin/reviews/:id`. */
  path: string;
  params: P;
  query: Q;
  /** A JSON body's schema; undefined for none or for a multipart body (`multipart: true`). */
  body: B;
  /** The success answer's schema (for a file answer: what the web reads, a Blob). */
  output: O;
  /** The success status (201 for a create). */
  status: S;
  /** The body is multipart/form-data (uploads); the route reads it itself. */
  multipart: boolean;
  answer: AnswerKind;
}

export type AnyOperation = Operation<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType,
  200 | 201
>;

interface OperationSpec<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  O extends z.ZodType,
  S extends 200 | 201,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  output: O;
  status?: S;
  multipart?: boolean;
  answer?: AnswerKind;
}

/** Declares one operation (the absent parts are `undefined`, the status 200 unless given). */
export function operation<
  O extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  S extends 200 | 201 = 200,
>(spec: OperationSpec<P, Q, B, O, S>): Operation<P, Q, B, O, S> {
  return {
    method: spec.method,
    path: spec.path,
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    output: spec.output,
    status: (spec.status ?? 200) as S,
    multipart: spec.multipart ?? false,
    answer: spec.answer ?? 'json',
  };
}
