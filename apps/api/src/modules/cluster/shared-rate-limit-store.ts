import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countHit, deleteEndedCounters } from './cluster.repository.ts';

/** Ended windows are deleted every this many hits of one instance. */
const PRUNE_EVERY = 200;

/**
 * A store for @fastify/rate-limit that counts in the `rate_counter` table, so the public form
 * limits hold across every instance on one PostgreSQL (ADR 032). Like the plugin's own memory
 * store: a fixed window per client key and route, started by the window's first hit.
 */
export function sharedRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let hitsSincePrune = 0;

  class SharedStore implements FastifyRateLimitStore {
    /** The route (or the group) the counts belong to; every route counts on its own. */
    private readonly scope: string;

    constructor(options?: { groupId?: string; routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options?.routeInfo;
      this.scope = options?.groupId ?? (route?.url ? `${String(route.method)} ${String(route.url)}` : 'global');
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      countHit(db, `${this.scope}|${key}`, nowIso, new Date(now + timeWindow).toISOString()).then(
        (row) => callback(null, { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.reset_at) - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      hitsSincePrune++;
      if (hitsSincePrune >= PRUNE_EVERY) {
        hitsSincePrune = 0;
        // Housekeeping only: a failed delete is tried again PRUNE_EVERY hits later.
        deleteEndedCounters(db, nowIso).catch(() => {});
      }
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedStore(routeOptions as ConstructorParameters<typeof SharedStore>[0]);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
