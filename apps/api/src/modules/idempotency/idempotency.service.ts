import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import stableStringify from 'safe-stable-stringify';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import {
  deleteIdempotencyRecordsBefore,
  findIdempotencyRecord,
  insertIdempotencyRecord,
} from './idempotency.repository.ts';

const TTL_MS = 24 * 60 * 60 * 1000;

/** What a submission stored: the answer a repeat of the same key gets. */
export interface Created {
  id: string;
  message: string;
}

/** An answer that names no record (the newsletter sign-up: a known address must not show). */
export interface Answered {
  message: string;
}

export interface Once<T> {
  result: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** A request's Idempotency-Key together with a hash of what it asked for. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The key of a request with this (validated) body: the hash ignores the order of object keys. */
export function idempotencyKey(key: string, body: unknown): IdempotencyKey {
  return { key, requestHash: sha256(stableStringify(body) ?? '') };
}

/**
 * Stores a visitor's submission exactly once per Idempotency-Key (double clicks, a retry after a
 * dropped answer): the record and the key are written in one transaction, so either both exist or
 * neither. Two concurrent requests with the same key: the second insert of the key fails, its
 * record is rolled back with it, and it answers with the first one's stored answer. The key is
 * kept with a hash of the request: the same key with another body is refused (422
 * `idempotency.key_reused`) instead of silently answered with the first request's record.
 */
export function createIdempotency({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  function replay<T>(stored: { body: string; request_hash: string | null }, request: IdempotencyKey): Once<T> {
    if (stored.request_hash !== null && stored.request_hash !== request.requestHash) {
      throw new AppError(
        'idempotency.key_reused',
        'This Idempotency-Key was already used with a different request; send a new key for a new request',
      );
    }
    return { result: JSON.parse(stored.body) as T, replayed: true };
  }

  return {
    async once<T extends Created | Answered>(
      scope: string,
      request: IdempotencyKey | undefined,
      create: (trx: Kysely<Database>) => Promise<T>,
    ): Promise<Once<T>> {
      if (request === undefined) return { result: await inTransaction(db, create), replayed: false };
      const key = sha256(`${scope}\n${request.key}`);
      const stored = await findIdempotencyRecord(db, key);
      if (stored) return replay(stored, request);
      try {
        const result = await inTransaction(db, async (trx) => {
          const created = await create(trx);
          const now = clock();
          await insertIdempotencyRecord(trx, {
            key,
            status: 201,
            body: JSON.stringify(created),
            request_hash: request.requestHash,
            created_at: now.toISOString(),
          });
          await deleteIdempotencyRecordsBefore(trx, new Date(now.getTime() - TTL_MS).toISOString());
          return created;
        });
        return { result, replayed: false };
      } catch (error) {
        const winner = await findIdempotencyRecord(db, key);
        if (!winner) throw error;
        return replay(winner, request);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
