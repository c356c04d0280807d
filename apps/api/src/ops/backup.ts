import { execFile } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { API_MODULES } from '../app.ts';
import type { Config } from '../config.ts';
import { backupDirsOf } from '../modules/module.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createBlobStore } from '../storage/create-store.ts';

/** The DATA_DIR folders of files an archive holds: the media and what the modules declare (ADR 008). */
const FILE_DIRS = ['media', ...backupDirsOf(API_MODULES)];

const run = promisify(execFile);

export interface BackupManifest {
  format: 1;
  created_at: string;
  database: 'sqlite' | 'postgres';
  /**
   * Where the files came from (ADR 033). The archive's layout is the same for both, so an archive
   * of one restores into the other.
   */
  storage?: 'disk' | 's3';
  /** File names inside the archive. */
  files: string[];
  /** PostgreSQL only: the server's and pg_dump's major versions (pg_restore must be at least pg_dump's). */
  postgres?: { server_major: number; pg_dump_major: number };
}

export interface BackupOptions {
  /**
   * Directory holding pg_dump and pg_restore (`PG_BIN_DIR`). Without it the newest
   * /usr/lib/postgresql/<major>/bin that has them is used, else whatever PATH finds.
   */
  pgBinDir?: string | undefined;
  /** Where Debian-style installations live (tests point it elsewhere). */
  postgresLibDir?: string;
}

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The pg_dump or pg_restore (or other program) to run: PG_BIN_DIR, else the newest Debian installation, else PATH. */
export function postgresTool(tool: string, options: BackupOptions = {}): string {
  if (options.pgBinDir) {
    const file = path.join(options.pgBinDir, tool);
    if (!isExecutable(file)) throw new Error(`PG_BIN_DIR=${options.pgBinDir} has no executable ${tool}`);
    return file;
  }
  const lib = options.postgresLibDir ?? DEBIAN_POSTGRES;
  const majors = existsSync(lib)
    ? readdirSync(lib)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  for (const major of majors) {
    const file = path.join(lib, major, 'bin', tool);
    if (isExecutable(file)) return file;
  }
  return tool;
}

/** The major version a PostgreSQL client program reports (`pg_dump (PostgreSQL) 15.18 ...` -> 15). */
export async function clientMajor(program: string): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(program, ['--version']));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : String(error);
    throw new Error(
      `${program}: ${reason}. Install the PostgreSQL client (Debian: postgresql-client-<server major>) or set PG_BIN_DIR to its bin directory`,
    );
  }
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match?.[1]) throw new Error(`${program} --version answered "${stdout.trim()}": not a PostgreSQL client`);
  return Number(match[1]);
}

/**
 * libpq connection settings for a child process: the URL without its password, which goes into
 * PGPASSWORD so that it never shows in the process list.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  });
}

/** Tables, views and sequences outside PostgreSQL's own schemas: an empty database has none. */
async function userRelations(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name
         FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
        ORDER BY 1 LIMIT 5`,
    );
    return rows.map((row) => row.name);
  });
}

/**
 * Hard links (copies across file systems) of every file under `from`, in `to`: a fixed set of
 * files for tar while uploads and deletions go on. Media files are written once under new names
 * and never rewritten, so a link is as good as a copy; files deleted meanwhile are left out.
 */
async function snapshotTree(from: string, to: string): Promise<void> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await snapshotTree(source, target);
    } else if (entry.isFile()) {
      try {
        await link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK' && code !== 'ENOTSUP') throw error;
        await copyFile(source, target).catch((copyError: NodeJS.ErrnoException) => {
          if (copyError.code !== 'ENOENT') throw copyError;
        });
      }
    }
  }
}

/** Every object of the store under the backed-up folders, downloaded into `work` in DATA_DIR's layout. */
async function downloadStore(store: BlobStore, work: string): Promise<void> {
  for (const dir of FILE_DIRS) {
    for (const object of await store.list(`${dir}/`)) {
      const found = await store.get(object.key);
      if (!found) continue; // deleted meanwhile
      const target = path.join(work, ...object.key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(found.stream, createWriteStream(target, { mode: 0o600 }));
    }
  }
}

/** Files of a restored folder, uploaded to the store under their relative path. */
async function uploadTree(store: BlobStore, from: string, prefix: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) await uploadTree(store, source, `${prefix}${entry.name}/`);
    else if (entry.isFile()) await store.putFile(`${prefix}${entry.name}`, source);
  }
}

/** tar's exit code 1 on --create means "a file changed while it was read": an upload still being written. */
async function createTar(args: string[]): Promise<void> {
  try {
    await run('tar', args);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 1) throw error;
  }
}

/**
 * One archive (tar.gz) of the database, the media files and the secret key, taken while the
 * site runs: SQLite through its online backup API (a consistent snapshot, never a file copy),
 * PostgreSQL with `pg_dump --format=custom` (one consistent snapshot as well). The database is
 * taken first and the media after it, so every file the snapshot references is in the archive
 * (uploads are never rewritten). With MEDIA_STORAGE=s3 the files are downloaded from the bucket
 * into the same layout (ADR 033), and a restore uploads them into an empty bucket.
 */
export async function createBackup(
  config: Config,
  archive: string,
  options: BackupOptions = {},
): Promise<BackupManifest> {
  mkdirSync(config.dataDir, { recursive: true });
  const work = mkdtempSync(path.join(config.dataDir, '.backup-'));
  try {
    const files: string[] = [];
    let postgres: BackupManifest['postgres'];
    if (config.database.kind === 'sqlite') {
      const db = new SQLite(config.database.file, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        // One step copies every page inside a single read transaction: a consistent snapshot that
        // writers (WAL) do not block and that is not restarted by their commits.
        await db.backup(path.join(work, 'site.db'), { progress: () => 1_000_000_000 });
      } finally {
        db.close();
      }
      files.push('site.db');
    } else {
      const pgDump = postgresTool('pg_dump', options);
      const [dumpMajor, server] = await Promise.all([clientMajor(pgDump), serverMajor(config.database.url)]);
      if (dumpMajor < server) {
        throw new Error(
          `${pgDump} is version ${dumpMajor}, older than the PostgreSQL ${server} server, and cannot dump it. ` +
            `Install the PostgreSQL ${server} client (Debian: postgresql-client-${server}, from apt.postgresql.org) ` +
            'or set PG_BIN_DIR to the bin directory of a client at least that new.',
        );
      }
      const { dbname, env } = libpqConnection(config.database.url);
      await run(
        pgDump,
        ['--format=custom', '--no-owner', '--no-acl', '--file', path.join(work, 'database.pgdump'), '--dbname', dbname],
        { env },
      );
      files.push('database.pgdump');
      postgres = { server_major: server, pg_dump_major: dumpMajor };
    }
    const secret = path.join(config.dataDir, 'secret.key');
    if (existsSync(secret)) {
      writeFileSync(path.join(work, 'secret.key'), readFileSync(secret), { mode: 0o600 });
      files.push('secret.key');
    }
    const manifest: BackupManifest = {
      format: 1,
      created_at: new Date().toISOString(),
      database: config.database.kind,
      storage: config.storage.kind,
      files,
      ...(postgres ? { postgres } : {}),
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // After the database: every file the snapshot refers to already exists.
    const store = createBlobStore(config);
    if (store.kind === 'disk') {
      for (const dir of FILE_DIRS) await snapshotTree(path.join(config.dataDir, dir), path.join(work, dir));
    } else {
      await downloadStore(store, work);
    }

    mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${path.resolve(archive)}.partial`;
    const args = ['-czf', partial, '-C', work, 'manifest.json', ...files];
    for (const dir of FILE_DIRS) if (existsSync(path.join(work, dir))) args.push(dir);
    await createTar(args);
    // It holds the secret key and visitors' personal data: for the owner's eyes only.
    chmodSync(partial, 0o600);
    // Only a complete archive gets its final name.
    renameSync(partial, path.resolve(archive));
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into an EMPTY data directory (and, for PostgreSQL, an empty database):
 * refuses to overwrite anything. A PostgreSQL restore runs in one transaction, so a failed one
 * leaves the database empty.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: BackupOptions = {},
): Promise<BackupManifest> {
  mkdirSync(config.dataDir, { recursive: true });
  const present = readdirSync(config.dataDir).filter((name) => !name.startsWith('.'));
  if (present.length > 0) {
    throw new Error(`DATA_DIR ${config.dataDir} is not empty (${present.join(', ')}): restore only into an empty one`);
  }
  if (config.database.kind === 'postgres') {
    const tables = await userRelations(config.database.url);
    if (tables.length > 0) {
      throw new Error(
        `The database ${new URL(config.database.url).pathname.slice(1)} is not empty (${tables.join(', ')}): restore only into an empty one`,
      );
    }
  }
  const store = createBlobStore(config);
  if (store.kind === 's3') {
    for (const dir of FILE_DIRS) {
      const present = await store.list(`${dir}/`);
      if (present.length > 0) {
        throw new Error(
          `The bucket ${config.storage.kind === 's3' ? config.storage.bucket : ''} already holds ${dir}/ files: restore only into an empty one`,
        );
      }
    }
  }
  const work = mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
    if (manifest.database !== config.database.kind) {
      throw new Error(
        `The backup holds a ${manifest.database} database but the configuration uses ${config.database.kind}`,
      );
    }
    if (config.database.kind === 'sqlite') {
      renameSync(path.join(work, 'site.db'), config.database.file);
    } else {
      const pgRestore = postgresTool('pg_restore', options);
      const restoreMajor = await clientMajor(pgRestore);
      const dumpMajor = manifest.postgres?.pg_dump_major ?? 0;
      if (restoreMajor < dumpMajor) {
        throw new Error(
          `${pgRestore} is version ${restoreMajor} but the backup was written by pg_dump ${dumpMajor}: ` +
            `install the PostgreSQL ${dumpMajor} client or newer, or set PG_BIN_DIR to its bin directory.`,
        );
      }
      const { dbname, env } = libpqConnection(config.database.url);
      await run(
        pgRestore,
        [
          '--no-owner',
          '--no-acl',
          '--exit-on-error',
          '--single-transaction',
          '--dbname',
          dbname,
          path.join(work, 'database.pgdump'),
        ],
        { env },
      );
    }
    if (existsSync(path.join(work, 'secret.key')))
      renameSync(path.join(work, 'secret.key'), path.join(config.dataDir, 'secret.key'));
    for (const dir of FILE_DIRS) {
      if (!existsSync(path.join(work, dir))) continue;
      if (store.kind === 'disk') renameSync(path.join(work, dir), path.join(config.dataDir, dir));
      else await uploadTree(store, path.join(work, dir), `${dir}/`);
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Names the backup command gives its archives; ISO time stamps, so they sort by age. */
export const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function backupFileName(now: Date): string {
  return `backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/**
 * Deletes all but the newest `keep` archives named by the backup command (`backup-<time>.tar.gz`)
 * in `dir`; other files are never touched. Returns the deleted paths.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be a whole number >= 1, not ${keep}`);
  const archives = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = archives.slice(keep).map((name) => path.join(dir, name));
  for (const file of removed) unlinkSync(file);
  return removed;
}
