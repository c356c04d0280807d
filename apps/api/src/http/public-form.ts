import { createHash } from 'node:crypto';
import { HONEYPOT_FIELD } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
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

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface PublicFormResult {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Runs a public form submission once:
 * - a filled honeypot field is answered like a success and stored nowhere;
 * - with an `Idempotency-Key` header, the first answer is stored and every repeat of the same
 *   key on the same endpoint gets that answer without storing another record (double clicks).
 */
export function createPublicFormRunner({ db, clock = () => new Date() }: { db: Kysely<Database>; clock?: () => Date }) {
  return async function runPublicForm(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    body: Record<string, unknown>,
    /** Stores the record; must use the given database handle (it is the transaction when idempotent). */
    create: (trx: Kysely<Database>) => Promise<PublicFormResult>,
  ): Promise<FastifyReply> {
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      request.log.info({ scope }, 'honeypot filled: submission discarded');
      return reply.status(201).send({ message: 'ok' });
    }

    const header = request.headers['idempotency-key'];
    if (header === undefined) {
      const result = await create(db);
      return reply.status(result.status).send(result.body);
    }
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
      throw new AppError('idempotency.bad_key', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
    }
    const key = createHash('sha256').update(`${scope}\n${header}`).digest('hex');
    const stored = await db.selectFrom('idempotency_record').selectAll().where('key', '=', key).executeTakeFirst();
    if (stored) {
      reply.header('idempotent-replayed', 'true');
      return reply.status(stored.status).send(JSON.parse(stored.body));
    }

    // The record and the key are written in one transaction: either both exist or neither. Two
    // concurrent requests with the same key: the second insert of the key fails, its record is
    // rolled back with it, and it answers with the first one's stored answer.
    try {
      const result = await db.transaction().execute(async (trx) => {
        const created = await create(trx);
        const now = clock();
        await trx
          .insertInto('idempotency_record')
          .values({ key, status: created.status, body: JSON.stringify(created.body), created_at: now.toISOString() })
          .execute();
        await trx
          .deleteFrom('idempotency_record')
          .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
          .execute();
        return created;
      });
      return reply.status(result.status).send(result.body);
    } catch (error) {
      const winner = await db.selectFrom('idempotency_record').selectAll().where('key', '=', key).executeTakeFirst();
      if (!winner) throw error;
      reply.header('idempotent-replayed', 'true');
      return reply.status(winner.status).send(JSON.parse(winner.body));
    }
  };
}
