import { type Insertable, type Kysely, sql } from 'kysely';
import type { ConsentTable, ConsentTextVersionTable, Database } from '../../db/schema.ts';
import { nameKey, type PersonalRow } from '../module.ts';

export function findTextVersionByHash(db: Kysely<Database>, hash: string) {
  return db.selectFrom('consent_text_version').selectAll().where('hash', '=', hash).executeTakeFirst();
}

/** Inserts a text version unless one with its hash exists (two first sign-ups at once). */
export async function insertTextVersionIfMissing(db: Kysely<Database>, row: Insertable<ConsentTextVersionTable>) {
  await db
    .insertInto('consent_text_version')
    .values(row)
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export async function insertConsent(db: Kysely<Database>, row: Insertable<ConsentTable>) {
  await db.insertInto('consent').values(row).execute();
}

/** The consents of one address with the text each was given to. */
export function listConsentsByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('consent')
    .innerJoin('consent_text_version as v', 'v.id', 'consent.text_version_id')
    .select([
      'consent.id',
      'consent.purpose',
      'consent.email',
      'consent.record_table',
      'consent.record_id',
      'consent.lang',
      'consent.given_at',
      'consent.retain_until',
      'v.id as text_version_id',
      'v.text as text',
      'v.created_at as text_version_created_at',
    ])
    .where(sql<string>`lower(consent.email)`, '=', email)
    .orderBy('consent.given_at')
    .execute();
}

/** The privacy tools read the declared tables by name: one loosely typed view of the database. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Kysely<Database>) => db as unknown as AnyDb;

/** `%` and `_` in an address are literal characters, not LIKE wildcards. */
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of a declared table that name the address in one of its e-mail columns or inside a text column. */
export function findRowsByEmail(
  db: Kysely<Database>,
  table: string,
  { emailColumns, textColumns }: { emailColumns: readonly string[]; textColumns: readonly string[] },
  email: string,
): Promise<PersonalRow[]> {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where((eb) =>
      eb.or([
        ...emailColumns.map((column) => eb(sql`lower(${sql.ref(column)})`, '=', email)),
        ...textColumns.map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${likePattern(email)} escape ${'\\'}`),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
}

/**
 * Rows of a declared table whose name columns hold the name. The distinct names of each column are
 * compared first (few: one per visitor), then the rows with the matching ones are read.
 */
export async function findRowsByName(
  db: Kysely<Database>,
  table: string,
  nameColumns: readonly string[],
  name: string,
): Promise<PersonalRow[]> {
  const wanted = nameKey(name);
  const matches: { column: string; values: string[] }[] = [];
  for (const column of nameColumns) {
    const stored = await loose(db)
      .selectFrom(table)
      .select(sql<string>`${sql.ref(column)}`.as('value'))
      .distinct()
      .execute();
    const values = stored.map((r) => String(r.value ?? '')).filter((value) => value && nameKey(value) === wanted);
    if (values.length > 0) matches.push({ column, values });
  }
  if (matches.length === 0) return [];
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where((eb) => eb.or(matches.map((m) => eb(m.column, 'in', m.values))))
    .orderBy('id')
    .execute();
}

/** Every row of a table whose JSON column mentions something (a prefilter; the declaration decides). */
export function findRowsWithText(db: Kysely<Database>, table: string, column: string, needle: string) {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where(column, 'like', sql<string>`${likePattern(needle)} escape ${'\\'}`)
    .orderBy('id')
    .execute() as Promise<PersonalRow[]>;
}

export async function deleteRows(db: Kysely<Database>, table: string, column: string, values: readonly string[]) {
  if (values.length === 0) return 0;
  const result = await loose(db).deleteFrom(table).where(column, 'in', values).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function updateRow(db: Kysely<Database>, table: string, id: string, values: Record<string, unknown>) {
  await loose(db).updateTable(table).set(values).where('id', '=', id).execute();
}

/** The consents that belong to records of `table` being deleted. */
export async function deleteConsentsOf(db: Kysely<Database>, table: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('consent')
    .where('record_table', '=', table)
    .where('record_id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
