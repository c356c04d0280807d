import { HONEYPOT_FIELD } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Answered,
  type Created,
  type IdempotencyKey,
  idempotencyKey,
  type Once,
} from '../modules/idempotency/idempotency.service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_PUBLIC_FORMS_MAX, decorated by buildApp; read by PUBLIC_FORM_RATE_LIMIT. */
    publicFormRateLimitMax: number;
  }
}

/** Default number of public form POSTs per address and window. */
export const DEFAULT_PUBLIC_FORM_RATE_LIMIT_MAX = 10;

/**
 * Per-IP limit for the public POSTs (reviews, contact, booking): `config.publicFormRateLimitMax`
 * (RATE_LIMIT_PUBLIC_FORMS_MAX, default 10) per 10 minutes.
 */
export const PUBLIC_FORM_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.publicFormRateLimitMax ?? DEFAULT_PUBLIC_FORM_RATE_LIMIT_MAX,
  timeWindow: '10 minutes',
} as const;

/**
 * Reviews: half the form limit per address and day (5 by default). One address could otherwise
 * post 1,440 reviews a day and push the real ones out of the owner's list (issue 22, item 8).
 */
export const REVIEW_RATE_LIMIT = {
  max: (request: FastifyRequest) =>
    Math.max(1, Math.ceil((request.server.publicFormRateLimitMax ?? DEFAULT_PUBLIC_FORM_RATE_LIMIT_MAX) / 2)),
  timeWindow: '1 day',
} as const;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The edge of a public form (contact, booking, review): a filled honeypot field is answered like
 * a success and stored nowhere; the `Idempotency-Key` header is checked and handed to the service,
 * which stores the submission once per key and body (the same key with another body is a 422);
 * the answer is 201 with the stored `{id, message}` (or only `{message}`: the newsletter) (marked
 * `idempotent-replayed` when it is an earlier request's).
 */
export async function submitPublicForm(
  request: FastifyRequest,
  reply: FastifyReply,
  submit: (idempotencyKey: IdempotencyKey | undefined) => Promise<Once<Created | Answered>>,
): Promise<void> {
  const honeypot = (request.body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    request.log.info({ url: request.url }, 'honeypot filled: submission discarded');
    await reply.status(201).send({ message: 'ok' });
    return;
  }
  const header = request.headers['idempotency-key'];
  if (header !== undefined && (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header))) {
    throw new AppError('idempotency.bad_key', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  const { result, replayed } = await submit(header === undefined ? undefined : idempotencyKey(header, request.body));
  if (replayed) reply.header('idempotent-replayed', 'true');
  await reply.status(201).send(result);
}
