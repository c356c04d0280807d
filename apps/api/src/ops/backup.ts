import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.ts';

const run = promisify(execFile);

export interface BackupManifest {
  format: 1;
  created_at: string;
  database: 'sqlite' | 'postgres';
  /** File names inside the archive. */
  files: string[];
}

/**
 * One archive (tar.gz) of the database, the media files and the secret key, taken while the
 * site runs: SQLite through its online backup API (a consistent snapshot, never a file copy),
 * PostgreSQL with `pg_dump --format=custom`. The database is taken first and the media after it,
 * so every file the snapshot references is in the archive (uploads are never rewritten).
 */
export async function createBackup(config: Config, archive: string): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(config.dataDir, '.backup-'));
  try {
    const files: string[] = [];
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
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(work, 'database.pgdump'),
        config.database.url,
      ]);
      files.push('database.pgdump');
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
      files,
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${path.resolve(archive)}.partial`;
    const media = path.join(config.dataDir, 'media');
    const args = ['-czf', partial, '-C', work, 'manifest.json', ...files];
    if (existsSync(media)) args.push('-C', config.dataDir, 'media');
    await run('tar', args);
    // Only a complete archive gets its final name.
    renameSync(partial, path.resolve(archive));
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into an EMPTY data directory (and, for PostgreSQL, an empty database):
 * refuses to overwrite anything.
 */
export async function restoreBackup(config: Config, archive: string): Promise<BackupManifest> {
  mkdirSync(config.dataDir, { recursive: true });
  const present = readdirSync(config.dataDir).filter((name) => !name.startsWith('.'));
  if (present.length > 0) {
    throw new Error(`DATA_DIR ${config.dataDir} is not empty (${present.join(', ')}): restore only into an empty one`);
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
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        '--dbname',
        config.database.url,
        path.join(work, 'database.pgdump'),
      ]);
    }
    if (existsSync(path.join(work, 'secret.key')))
      renameSync(path.join(work, 'secret.key'), path.join(config.dataDir, 'secret.key'));
    if (existsSync(path.join(work, 'media'))) renameSync(path.join(work, 'media'), path.join(config.dataDir, 'media'));
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
