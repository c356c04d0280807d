import { type Kysely, sql } from 'kysely';
import type { Database, MediaTable } from '../../db/schema.ts';
import type { MediaColumn, TableName } from '../module.ts';

export type MediaRow = MediaTable;

export async function insertMedia(db: Kysely<Database>, row: MediaRow): Promise<void> {
  await db.insertInto('media').values(row).execute();
}

export function findMediaById(db: Kysely<Database>, id: string) {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMediaByUrls(db: Kysely<Database>, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').selectAll().where('url', 'in', urls).execute();
}

/** The URLs of media stored before `before` (ISO time), oldest first: candidates for the orphan sweep. */
export async function findMediaUrlsBefore(db: Kysely<Database>, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('url')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.url);
}

/** The id and AVIF state of every media row (the sweep compares them with the files on disk). */
export function listMediaStatus(db: Kysely<Database>) {
  return db.selectFrom('media').select(['id', 'avif_status']).execute();
}

/** Images still waiting for their AVIF variants, oldest first. */
export function findPendingAvif(db: Kysely<Database>) {
  return db
    .selectFrom('media')
    .select('id')
    .where('avif_status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function updateMediaAvif(
  db: Kysely<Database>,
  id: string,
  values: { avif_status: MediaRow['avif_status']; variants?: string },
): Promise<void> {
  await db.updateTable('media').set(values).where('id', '=', id).execute();
}

export async function deleteMediaRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

/**
 * Whether any stored content still points at a file whose URL starts with `urlPrefix`: one
 * `LIKE` per declared media column (the modules' `mediaColumns`: URLs, JSON lists, HTML).
 * The prefix is server-generated (`/media/img/<hex id>/` or `/media/doc/<hex id>.pdf`), so it holds
 * no LIKE wildcards.
 */
export async function isUrlPrefixReferenced(
  db: Kysely<Database>,
  columns: readonly MediaColumn[],
  urlPrefix: string,
): Promise<boolean> {
  const like = `%${urlPrefix}%`;
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const queries = [...byTable].map(([table, names]) =>
    db
      .selectFrom(table as TableName)
      .select(sql<number>`1`.as('hit'))
      .where((eb) => eb.or(names.map((name) => eb(sql.ref(name), 'like', like)))),
  );
  const [first, ...rest] = queries;
  if (!first) return false;
  const row = await rest
    .reduce((union, query) => union.unionAll(query), first)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
