import { randomBytes } from 'node:crypto';
import {
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditList,
  type AuditListQuery,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteBefore, distinctValues, insertEntry, listEntries } from './audit.repository.ts';

export interface AuditRecordInput {
  actorId: string;
  actor: string;
  action: AuditAction;
  method: string;
  route: string;
  recordType: string;
  recordId: string | null;
  recordLabel: string | null;
  changes: AuditChange[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

let sequence = 0;
/**
 * An entry's id sorts in the order the entries were written (12 hex digits of milliseconds, then
 * this process's counter, then randomness for other instances), so entries of the same
 * millisecond still list newest first.
 */
function entryId(now: Date): string {
  sequence = (sequence + 1) % 0x1000000;
  return (
    now.getTime().toString(16).padStart(12, '0') +
    sequence.toString(16).padStart(6, '0') +
    randomBytes(3).toString('hex')
  );
}

/** The audit log: entries written after each back-office change, listed and filtered, kept a year. */
export function createAuditService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  let lastPrune = 0;

  /** Deletes entries older than a year; answers how many went. */
  async function prune(): Promise<number> {
    const now = clock();
    lastPrune = now.getTime();
    return deleteBefore(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString());
  }

  return {
    prune,
    async record(input: AuditRecordInput): Promise<void> {
      const now = clock();
      await insertEntry(db, {
        id: entryId(now),
        at: now.toISOString(),
        actor_id: input.actorId,
        actor: input.actor.slice(0, 100),
        action: input.action,
        method: input.method,
        route: input.route.slice(0, 200),
        record_type: input.recordType.slice(0, 100),
        record_id: input.recordId?.slice(0, 100) ?? null,
        record_label: input.recordLabel?.slice(0, 200) ?? null,
        changes: JSON.stringify(input.changes),
      });
      // At most once a day, on the way: a year's entries are kept, older ones go.
      if (now.getTime() - lastPrune > DAY_MS) await prune();
    },
    async list(query: AuditListQuery): Promise<AuditList> {
      const limit = query.limit ?? 50;
      const rows = await listEntries(db, { ...query, limit, skip: query.skip ?? 0 });
      const entries: AuditEntry[] = rows.slice(0, limit).map((row) => ({
        id: row.id,
        at: row.at,
        actor: row.actor,
        action: row.action as AuditAction,
        method: row.method,
        route: row.route,
        record_type: row.record_type,
        record_id: row.record_id,
        record_label: row.record_label,
        changes: JSON.parse(row.changes) as AuditChange[],
      }));
      return {
        entries,
        more: rows.length > limit,
        actors: await distinctValues(db, 'actor'),
        record_types: await distinctValues(db, 'record_type'),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
