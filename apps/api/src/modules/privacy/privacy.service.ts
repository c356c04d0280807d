import type { EraseResult, PersonResponse, PersonSection, PrivacySettings } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forgetRecords } from '../audit/audit.repository.ts';
import type { PersonalRow, PersonalTable } from '../module.ts';
import { PRIVACY_SETTINGS } from './privacy.consents.ts';
import { deleteRows, findRowsByEmail, listConsentsByEmail, updateRow } from './privacy.repository.ts';

type Declared = PersonalTable & { module: string };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * A person's data across modules (GDPR Art. 15, 17, 20), read through the modules' personal-data
 * declarations: the rows naming an address, the same as a ZIP, and erasure (deleted or
 * anonymised, except rows the law keeps, which keep the minimum and their retention date).
 */
export function createPrivacyService({
  db,
  clock,
  tables,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  /** The personal-data declarations of every module (the consent ledger's own comes last). */
  tables: readonly Declared[];
}) {
  async function sections(handle: Kysely<Database>, email: string): Promise<PersonSection[]> {
    const found: PersonSection[] = [];
    for (const t of tables) {
      const rows =
        t.table === 'consent'
          ? await listConsentsByEmail(handle, email)
          : await findRowsByEmail(
              handle,
              t.table,
              { emailColumns: t.emailColumns, textColumns: t.textColumns ?? [] },
              email,
            );
      if (rows.length > 0) found.push({ module: t.module, table: t.table, erase: t.erase, rows });
    }
    return found;
  }

  return {
    settings: () => PRIVACY_SETTINGS.read(db),
    saveSettings: (value: PrivacySettings) => PRIVACY_SETTINGS.write(db, value, clock().toISOString()),

    async person(rawEmail: string): Promise<PersonResponse> {
      const email = normalise(rawEmail);
      return { email, sections: await sections(db, email) };
    },

    /**
     * Erasure in one transaction: each declared table's rows about the address are deleted or
     * anonymised; a row the law keeps is cleared to its minimum and marked with `retain_until`.
     * Consents go with their records; the consent of a kept record is kept (and marked) with it.
     */
    async erase(rawEmail: string): Promise<EraseResult> {
      const email = normalise(rawEmail);
      const settings = await PRIVACY_SETTINGS.read(db);
      return inTransaction(db, async (trx) => {
        const result: EraseResult = { email, tables: [] };
        const kept = new Map<string, string>();
        for (const t of tables) {
          const rows =
            t.table === 'consent'
              ? await findRowsByEmail(trx, 'consent', { emailColumns: ['email'], textColumns: [] }, email)
              : await findRowsByEmail(
                  trx,
                  t.table,
                  { emailColumns: t.emailColumns, textColumns: t.textColumns ?? [] },
                  email,
                );
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
