import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { API_MODULES } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { backupDirsOf } from '../modules/module.ts';
import { createBlobStore } from '../storage/create-store.ts';
import { createDiskStore } from '../storage/disk-store.ts';

/** The folders of stored files that move with the site (the backup's, plus AVIF work still pending). */
const FILE_DIRS = ['media', 'media-pending', ...backupDirsOf(API_MODULES)];
const BATCH = 500;

export interface MigrationReport {
  tables: Record<string, number>;
  files: number;
}

/** Tables of the SQLite file (not its own, not the migrator's), parents before the tables that reference them. */
function tablesInOrder(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = (
      sqlite
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    const parents = new Map(
      names.map((name) => [
        name,
        (sqlite.pragma(`foreign_key_list("${name}")`) as { table: string }[])
          .map((fk) => fk.table)
          .filter((t) => t !== name),
      ]),
    );
    const ordered: string[] = [];
    const visit = (name: string, path: string[] = []) => {
      if (ordered.includes(name) || path.includes(name)) return;
      for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
      ordered.push(name);
    };
    for (const name of names.sort()) visit(name);
    return ordered;
  } finally {
    sqlite.close();
  }
}

/**
 * Moves a site that runs on SQLite with its files on disk (`sourceDir`, its DATA_DIR) to the
 * configured target: PostgreSQL and/or an S3 bucket (or another DATA_DIR). The database is read
 * from a snapshot (SQLite's online backup API), brought to the latest migration, and copied table
 * by table into the empty target (migrated first); the stored files are copied under the same keys;
 * the generated secret key comes along, so sessions and the stored SMTP password stay valid.
 * Nothing of the source is changed. Refuses a target that already holds a database or files.
 */
export async function migrateSite(sourceDir: string, target: Config): Promise<MigrationReport> {
  const source = path.resolve(sourceDir);
  const sourceDb = path.join(source, 'site.db');
  if (!existsSync(sourceDb)) throw new Error(`${sourceDb} does not exist: give the DATA_DIR of an SQLite site`);
  if (target.database.kind === 'sqlite' && path.resolve(target.database.file) === sourceDb) {
    throw new Error('The target database is the source itself: set DATABASE_URL or another DATA_DIR');
  }
  const store = createBlobStore(target);
  if (store.kind === 'disk' && path.resolve(target.dataDir) === source) {
    throw new Error('The target files are the source itself: set MEDIA_STORAGE=s3 or another DATA_DIR');
  }
  // Checked before anything is written.
  const present = await checkTarget(target);
  if (present.length > 0)
    throw new Error(`The target is not empty (${present.join(', ')}): migrate only into an empty one`);

  mkdirSync(target.dataDir, { recursive: true });
  const work = mkdtempSync(path.join(target.dataDir, '.migrate-'));
  try {
    const snapshot = path.join(work, 'site.db');
    const live = new SQLite(sourceDb, { readonly: true, fileMustExist: true });
    try {
      await live.backup(snapshot, { progress: () => 1_000_000_000 });
    } finally {
      live.close();
    }
    const from = openDatabase({ kind: 'sqlite', file: snapshot });
    const to = openDatabase(target.database);
    const tables: Record<string, number> = {};
    try {
      await migrateToLatest(from.db);
      await migrateToLatest(to.db);
      const order = tablesInOrder(snapshot);
      await to.db.transaction().execute(async (trx) => {
        // Rows the migrations wrote into the empty target (they are in the source as well).
        for (const table of [...order].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
        for (const table of order) tables[table] = await copyTable(from.db, trx, table);
      });
    } finally {
      await from.close();
      await to.close();
    }

    // The files, under the same keys: copied (the source keeps its own), then moved into the store.
    const files = createDiskStore(source);
    let count = 0;
    for (const dir of FILE_DIRS) {
      for (const object of await files.list(`${dir}/`)) {
        const copy = path.join(work, `file-${count}`);
        await copyFile(files.fileOf(object.key), copy);
        await store.putFile(object.key, copy);
        count++;
      }
    }
    const secret = path.join(source, 'secret.key');
    const targetSecret = path.join(target.dataDir, 'secret.key');
    if (existsSync(secret) && !existsSync(targetSecret)) copyFileSync(secret, targetSecret);
    return { tables, files: count };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  async function checkTarget(config: Config): Promise<string[]> {
    const found: string[] = [];
    if (config.database.kind === 'sqlite') {
      if (existsSync(config.database.file)) found.push(config.database.file);
    } else {
      const handle = openDatabase(config.database);
      try {
        const { rows } = await sql<{ name: string }>`
          select table_schema || '.' || table_name as name from information_schema.tables
           where table_schema not in ('pg_catalog', 'information_schema') order by 1 limit 5`.execute(handle.db);
        found.push(...rows.map((r) => r.name));
      } finally {
        await handle.close();
      }
    }
    for (const dir of FILE_DIRS) if ((await store.list(`${dir}/`)).length > 0) found.push(`${dir}/`);
    return found;
  }
}

/** Copies every row of `table` in batches (rowid order); answers how many. */
async function copyTable(from: Kysely<Database>, to: Kysely<Database>, table: string): Promise<number> {
  let copied = 0;
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by rowid limit ${BATCH} offset ${offset}`.execute(from);
    if (rows.length === 0) return copied;
    await to
      .insertInto(table as keyof Database)
      .values(rows as never)
      .execute();
    copied += rows.length;
  }
}
