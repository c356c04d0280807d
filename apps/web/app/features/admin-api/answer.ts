import type { AnyOperation } from '@app/contracts';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * An answer parsed with its operation's output schema (ADR 043). One that does not match (an API
 * and a web of different versions, a proxy's page answered 200) is logged to the console with the
 * call and the schema's complaints, and thrown as an ApiError `answer_mismatch` (shown in Russian):
 * never handed on as if it were right.
 */
export function parseAnswer<O extends AnyOperation>(op: O, path: string, body: unknown): z.output<O['output']> {
  const parsed = op.output.safeParse(body);
  if (parsed.success) return parsed.data as z.output<O['output']>;
  console.error(`[api] ${op.method} ${path}: the answer does not match its contract`, parsed.error.issues);
  throw ApiError.mismatch(op.status);
}
