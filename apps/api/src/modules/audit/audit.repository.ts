import type { AuditListQuery } from '@app/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { AuditEntryTable, Database } from '../../db/schema.ts';

export async function insertEntry(db: Kysely<Database>, row: Insertable<AuditEntryTable>): Promise<void> {
  await db.insertInto('audit_entry').values(row).execute();
}

/** Newest first, filtered; one more than `limit` so the caller knows whether more match. */
export function listEntries(db: Kysely<Database>, query: AuditListQuery & { limit: number; skip: number }) {
  let select = db.selectFrom('audit_entry').selectAll();
  if (query.actor) select = select.where('actor', '=', query.actor);
  if (query.record_type) select = select.where('record_type', '=', query.record_type);
  if (query.action) select = select.where('action', '=', query.action);
  if (query.from) select = select.where('at', '>=', query.from.slice(0, 10));
  // The whole last day: every time on it sorts before the next day's date.
  if (query.to) select = select.where('at', '<', nextDay(query.to.slice(0, 10)));
  return select
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .offset(query.skip)
    .execute();
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export async function distinctValues(db: Kysely<Database>, column: 'actor' | 'record_type'): Promise<string[]> {
  const rows = await db.selectFrom('audit_entry').select(column).distinct().orderBy(column).execute();
  return rows.map((row) => row[column]);
}

/** Deletes entries from before `cutoff` (ISO); answers how many. */
export async function deleteBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_entry').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Empties the entries about records a person's erasure touched (their title and before/after
 * values may name the person); who changed what kind of record and when stays (ADR 030).
 */
export async function forgetRecords(db: Kysely<Database>, recordType: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('audit_entry')
    .set({ record_label: '', changes: '[]' })
    .where('record_type', '=', recordType)
    .where('record_id', 'in', ids)
    .execute();
}
