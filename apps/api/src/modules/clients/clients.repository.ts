import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One address's records in one table: how many, the latest, a name and phone and language seen. */
export interface ActivityRow {
  email: string;
  n: number;
  last: string;
  name: string;
  phone: string;
  lang: string;
}

const column = (name: string | undefined) => (name ? sql`max(${sql.ref(name)})` : sql`''`);

/**
 * Per address (compared as the privacy tools compare it: `lower()` of the whole value), the rows
 * of one declared table: one grouped query, whatever the table.
 */
export async function activityByEmail(
  db: Kysely<Database>,
  table: string,
  c: { email: string; at: string; name?: string; phone?: string; lang?: string },
): Promise<ActivityRow[]> {
  const email = sql.ref(c.email);
  const { rows } = await sql<Record<string, unknown>>`
    select lower(${email}) as email, count(*) as n, max(${sql.ref(c.at)}) as last,
      ${column(c.name)} as name, ${column(c.phone)} as phone, ${column(c.lang)} as lang
    from ${sql.table(table)}
    where ${email} is not null and ${email} <> ''
    group by lower(${email})`.execute(db);
  return rows.map((row) => ({
    email: String(row.email ?? ''),
    n: Number(row.n),
    last: String(row.last ?? ''),
    name: String(row.name ?? ''),
    phone: String(row.phone ?? ''),
    lang: String(row.lang ?? ''),
  }));
}

export function listClientRows(db: Kysely<Database>) {
  return db.selectFrom('client').selectAll().execute();
}

export function findClientById(db: Kysely<Database>, id: string) {
  return db.selectFrom('client').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Gives addresses their row unless one exists (two lists at once: the unique index decides). */
export async function insertClientsIfMissing(
  db: Kysely<Database>,
  rows: readonly { id: string; email: string; created_at: string }[],
) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('client')
      .values(rows.slice(i, i + 200).map((row) => ({ ...row })))
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
}

export async function updateClientNote(db: Kysely<Database>, id: string, note: string, at: string) {
  const result = await db
    .updateTable('client')
    .set({ note, note_updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Rows whose address no record names any more and that hold no note (an address without a purpose). */
export async function deleteClients(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('client').where('id', 'in', ids).where('note', '=', '').execute();
}
