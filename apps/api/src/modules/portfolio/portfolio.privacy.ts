import type { ProjectConsent } from '@app/contracts';
import type { Kysely } from 'kysely';
import { toJson } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { type ErasureHook, nameKey, type PersonalRow, type PersonalTable } from '../module.ts';
import { parseConsent } from './portfolio.rows.ts';

type Person = ProjectConsent['people'][number];

/** The consent record as stored: everything but the status, which has its own column. */
const stored = ({ status: _status, ...record }: ProjectConsent) => toJson(record);

/** Whether a consent entry names the person: the person shown, or (a minor) one of the guardians. */
const names = (entry: Person, name: string) =>
  nameKey(entry.name) === nameKey(name) || entry.guardians.some((g) => nameKey(g) === nameKey(name));

/**
 * Withdrawn from now on (the public site stops showing the project; the erasure's admin write
 * clears the caches): a consent that was obtained loses its proof. Other states stay.
 */
const withdrawn = (record: ProjectConsent, at: string): ProjectConsent =>
  record.status === 'obtained' ? { ...record, status: 'withdrawn', withdrawn_at: record.withdrawn_at || at } : record;

/**
 * The people named in a project's publication consent (issue 16 item 5, issue 20; ADR 027/028):
 * found by name (the person or a guardian), shown with the project's id and title only; erasure
 * removes that person's entry (for a minor, the entry with its guardians) and keeps the rest.
 * An obtained consent then lacks the proof for someone shown, so it becomes withdrawn.
 */
export const portfolioConsentPeople: PersonalTable = {
  table: 'portfolio_item',
  columns: { consent: 'name' },
  emailColumns: [],
  erase: 'anonymise',
  entries: {
    column: 'consent',
    holds: '"name":',
    show: ['title_de', 'consent_status'],
    find: (value, name) => parseConsent('required', String(value ?? '')).people.filter((p) => names(p, name)),
    erase: (row: PersonalRow, name: string, at: string) => {
      const record = parseConsent(String(row.consent_status ?? ''), String(row.consent ?? ''));
      const after = withdrawn({ ...record, people: record.people.filter((p) => !names(p, name)) }, at);
      return { consent: stored(after), consent_status: after.status, updated_at: at };
    },
  },
};

/**
 * An erasure deleted consent-ledger rows: a project whose consent cited one of them (a client's
 * opt-in on a gallery page) no longer has that proof. It is withdrawn (when it was obtained) and
 * no longer names the gallery or the deleted row.
 */
export const releaseErasedGalleryConsents: ErasureHook = async (trx, { table, ids, at }) => {
  if (table !== 'consent' || ids.length === 0) return;
  const gone = new Set(ids);
  for (const row of await projectsCitingAGalleryConsent(trx)) {
    const record = parseConsent(row.consent_status, row.consent);
    if (!gone.has(record.gallery_consent_id)) continue;
    const after = withdrawn({ ...record, gallery_id: '', gallery_consent_id: '' }, at);
    await trx
      .updateTable('portfolio_item')
      .set({ consent: stored(after), consent_status: after.status, updated_at: at })
      .where('id', '=', row.id)
      .execute();
  }
};

function projectsCitingAGalleryConsent(db: Kysely<Database>) {
  return db
    .selectFrom('portfolio_item')
    .select(['id', 'consent', 'consent_status'])
    .where('consent', 'like', '%"gallery_consent_id":"_%')
    .execute();
}
