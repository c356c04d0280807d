import type { EraseResult, PersonQuery, PersonResponse, PersonSection, PrivacySettings } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forgetRecords } from '../audit/audit.repository.ts';
import { type ErasureHook, type PersonalRow, type PersonalTable, withoutSecrets } from '../module.ts';
import { PRIVACY_SETTINGS } from './privacy.consents.ts';
import {
  deleteRows,
  findRowsByEmail,
  findRowsByName,
  findRowsWithText,
  listConsentsByEmail,
  updateRow,
} from './privacy.repository.ts';

type Declared = PersonalTable & { module: string };

/** Whom to look for: the address lower-cased, the name as typed (trimmed); '' when not given. */
interface Person {
  email: string;
  name: string;
}

const person = (query: PersonQuery): Person => ({
  email: (query.email ?? '').trim().toLowerCase(),
  name: (query.name ?? '').trim(),
});

/** A declared table's rows about the person: by address, by name, and (a list column) by name in it. */
async function rowsOf(handle: Kysely<Database>, t: Declared, who: Person, view: boolean): Promise<PersonalRow[]> {
  const found = new Map<string, PersonalRow>();
  const add = (rows: PersonalRow[]) => {
    for (const row of rows) found.set(String(row.id), row);
  };
  if (who.email) {
    if (t.table === 'consent' && view) add(await listConsentsByEmail(handle, who.email));
    else {
      const columns = { emailColumns: t.emailColumns, textColumns: t.textColumns ?? [] };
      if (columns.emailColumns.length + columns.textColumns.length > 0)
        add(await findRowsByEmail(handle, t.table, columns, who.email));
    }
  }
  if (who.name && t.nameColumns?.length) add(await findRowsByName(handle, t.table, t.nameColumns, who.name));
  if (who.name && t.entries) {
    const { column, holds, find } = t.entries;
    for (const row of await findRowsWithText(handle, t.table, column, holds)) {
      if (find(row[column], who.name).length > 0) found.set(String(row.id), row);
    }
  }
  return [...found.values()].sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** A row as the person view and export show it: a list column only with the person's entries. */
function shown(t: Declared, row: PersonalRow, who: Person): PersonalRow {
  if (!t.entries || !who.name) return row;
  const { column, show, find } = t.entries;
  const entries = find(row[column], who.name);
  if (entries.length === 0) return row;
  return { id: row.id, ...Object.fromEntries(show.map((c) => [c, row[c]])), [column]: entries };
}

/**
 * A person's data across modules (GDPR Art. 15, 17, 20), read through the modules' personal-data
 * declarations: the rows naming an address, the same as a ZIP, and erasure (deleted or
 * anonymised, except rows the law keeps, which keep the minimum and their retention date).
 */
export function createPrivacyService({
  db,
  clock,
  tables,
  hooks = [],
}: {
  db: Kysely<Database>;
  clock: () => Date;
  /** The personal-data declarations of every module (the consent ledger's own comes last). */
  tables: readonly Declared[];
  /** The modules' erasure hooks: they release pointers at the rows an erasure deleted. */
  hooks?: readonly ErasureHook[];
}) {
  async function sections(handle: Kysely<Database>, who: Person): Promise<PersonSection[]> {
    const found: PersonSection[] = [];
    for (const t of tables) {
      // Secrets (link tokens, password and token hashes, failure counts) never leave: not in the
      // view, not in the export.
      const rows = (await rowsOf(handle, t, who, true)).map((row) => withoutSecrets(t, shown(t, row, who)));
      if (rows.length > 0) found.push({ module: t.module, table: t.table, erase: t.erase, rows });
    }
    return found;
  }

  return {
    settings: () => PRIVACY_SETTINGS.read(db),
    saveSettings: (value: PrivacySettings) => PRIVACY_SETTINGS.write(db, value, clock().toISOString()),

    async person(query: PersonQuery): Promise<PersonResponse> {
      const who = person(query);
      return { ...who, sections: await sections(db, who) };
    },

    /**
     * Erasure in one transaction: each declared table's rows about the address are deleted or
     * anonymised; a row the law keeps is cleared to its minimum and marked with `retain_until`.
     * Consents go with their records; the consent of a kept record is kept (and marked) with it.
     * A list of people (a project's consent) loses only the person's entries. After each table's
     * deletions the modules' hooks release what pointed at the deleted rows.
     */
    async erase(query: PersonQuery): Promise<EraseResult> {
      const who = person(query);
      const settings = await PRIVACY_SETTINGS.read(db);
      const at = clock().toISOString();
      return inTransaction(db, async (trx) => {
        const result: EraseResult = { ...who, tables: [] };
        const kept = new Map<string, string>();
        for (const t of tables) {
          const rows = await rowsOf(trx, t, who, false);
          if (rows.length === 0) continue;
          const entry = { table: t.table, deleted: 0, anonymised: 0, kept_until: [] as string[] };
          const gone: string[] = [];
          for (const row of rows) {
            const id = String(row.id);
            const until = retainedUntil(t, row, settings, kept);
            if (until) {
              const cleared = Object.fromEntries((t.retain?.clear ?? []).map((column) => [column, '']));
              await updateRow(trx, t.table, id, { ...cleared, retain_until: until });
              kept.set(`${t.table}:${id}`, until);
              entry.kept_until.push(until);
            } else if (t.entries && who.name && t.entries.find(row[t.entries.column], who.name).length > 0) {
              await updateRow(trx, t.table, id, t.entries.erase(row, who.name, at));
              entry.anonymised++;
            } else if (t.erase === 'anonymise') {
              await updateRow(trx, t.table, id, { ...t.anonymised });
              entry.anonymised++;
            } else gone.push(id);
          }
          // The audit log's entries about these records lose their titles and values too.
          await forgetRecords(
            trx,
            t.table,
            rows.map((row) => String(row.id)),
          );
          for (const dependent of t.dependents ?? []) await deleteRows(trx, dependent.table, dependent.column, gone);
          entry.deleted = await deleteRows(trx, t.table, 'id', gone);
          for (const hook of hooks) await hook(trx, { table: t.table, ids: gone, at });
          result.tables.push(entry);
        }
        return result;
      });
    },
  };
}

/** The date a row must be kept until, or null when it may go. */
function retainedUntil(
  t: Declared,
  row: PersonalRow,
  settings: PrivacySettings,
  kept: ReadonlyMap<string, string>,
): string | null {
  if (t.table === 'consent') return kept.get(`${String(row.record_table)}:${String(row.record_id)}`) ?? null;
  return t.retain?.when(row) ? t.retain.until(row, settings) : null;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
