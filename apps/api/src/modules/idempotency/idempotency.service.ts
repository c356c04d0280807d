import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
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

export interface Once<T> {
  result: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Stores a visitor's submission exactly once per Idempotency-Key (double clicks, a retry after a
 * dropped answer): the record and the key are written in one transaction, so either both exist or
 * neither. Two concurrent requests with the same key: the second insert of the key fails, its
 * record is rolled back with it, and it answers with the first one's stored answer.
 */
export function createIdempotency({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  return {
    async once<T extends Created>(
      scope: string,
      idempotencyKey: string | undefined,
      create: (trx: Kysely<Database>) => Promise<T>,
    ): Promise<Once<T>> {
      if (idempotencyKey === undefined) return { result: await inTransaction(db, create), replayed: false };
      const key = createHash('sha256').update(`${scope}\n${idempotencyKey}`).digest('hex');
      const stored = await findIdempotencyRecord(db, key);
      if (stored) return { result: JSON.parse(stored.body) as T, replayed: true };
      try {
        const result = await inTransaction(db, async (trx) => {
          const created = await create(trx);
          const now = clock();
          await insertIdempotencyRecord(trx, {
            key,
            status: 201,
            body: JSON.stringify(created),
            created_at: now.toISOString(),
          });
          await deleteIdempotencyRecordsBefore(trx, new Date(now.getTime() - TTL_MS).toISOString());
          return created;
        });
        return { result, replayed: false };
      } catch (error) {
        const winner = await findIdempotencyRecord(db, key);
        if (!winner) throw error;
        return { result: JSON.parse(winner.body) as T, replayed: true };
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
