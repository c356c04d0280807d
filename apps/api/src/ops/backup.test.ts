import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { backupFileName, createBackup, postgresTool, pruneBackups, restoreBackup } from './backup.ts';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'backup-cli.ts');

describe('backup and restore (SQLite)', () => {
  it('restores every record and file of a backup taken under write load', async () => {
    const t = await createTestApp();
    await t.app.ready();
    const database = openDatabase(t.config.database);
    const mediaFile = path.join(t.config.dataDir, 'media', 'ab', 'photo-960.webp');
    mkdirSync(path.dirname(mediaFile), { recursive: true });
    writeFileSync(mediaFile, 'image bytes');

    const insert = async () => {
      const id = newId();
      const now = new Date().toISOString();
      await database.db
        .insertInto('contact_message')
        .values({
          id,
          name: 'Anna',
          email: 'anna@example.com',
          phone: '',
          subject: '',
          message: 'Hallo',
          read: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    };
    const before: string[] = [];
    for (let i = 0; i < 50; i++) before.push(await insert());

    // Writers keep going while the backup runs.
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing && n < 500) {
        await insert();
        n++;
      }
      return n;
    })();
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'backup-out-')), 'site.tar.gz');
    const manifest = await createBackup(t.config, archive);
    writing = false;
    expect(await writer).toBeGreaterThan(0);
    expect(manifest.files).toContain('site.db');
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const target = mkdtempSync(path.join(tmpdir(), 'restore-'));
    const restoredConfig = { ...loadConfig({ DATA_DIR: target }), secretKey: '' };
    await restoreBackup(restoredConfig, archive);

    const restored = new SQLite(path.join(target, 'site.db'), { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set(
        (restored.prepare('select id from contact_message').all() as { id: string }[]).map((r) => r.id),
      );
      for (const id of before) expect(ids.has(id)).toBe(true);
    } finally {
      restored.close();
    }
    expect(readFileSync(path.join(target, 'media', 'ab', 'photo-960.webp'), 'utf8')).toBe('image bytes');
    expect(readFileSync(path.join(target, 'secret.key'), 'utf8')).toBe(
      readFileSync(path.join(t.config.dataDir, 'secret.key'), 'utf8'),
    );

    await expect(restoreBackup(restoredConfig, archive)).rejects.toThrow(/not empty/);
    await database.close();
    await t.close();
    for (const dir of [target, path.dirname(archive)]) rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('npm run backup: archive names and --keep', () => {
  it('writes time-stamped archives into a directory and keeps only the newest N of them', async () => {
    const t = await createTestApp();
    await t.app.ready();
    const dir = mkdtempSync(path.join(tmpdir(), 'backups-'));
    // Not an archive of ours: never deleted.
    writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    writeFileSync(path.join(dir, 'backup-manual.tar.gz'), 'keep me too');
    const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const written: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { stdout } = await run(process.execPath, [CLI, '--keep=2', dir], { env });
      const archive = /^Backup written: (\S+)/.exec(stdout)?.[1] ?? '';
      expect(path.dirname(archive)).toBe(dir);
      expect(path.basename(archive)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
      written.push(path.basename(archive));
      if (i === 2) expect(stdout).toContain(`Old backup deleted: ${path.join(dir, written[0] ?? '')}`);
    }
    expect(readdirSync(dir).sort()).toEqual(['backup-manual.tar.gz', 'notes.txt', ...written.slice(1)].sort());

    // A directory that does not exist yet is created; a name ending in .tar.gz/.tgz is the archive itself.
    const other = mkdtempSync(path.join(tmpdir(), 'backups-'));
    await run(process.execPath, [CLI, path.join(other, 'nightly')], { env });
    expect(readdirSync(path.join(other, 'nightly'))).toEqual([expect.stringMatching(/^backup-.*\.tar\.gz$/)]);
    await run(process.execPath, [CLI, path.join(other, 'site.tgz')], { env });
    expect(readdirSync(other).sort()).toEqual(['nightly', 'site.tgz']);
    rmSync(other, { recursive: true, force: true });

    // Each kept archive restores.
    const target = mkdtempSync(path.join(tmpdir(), 'restore-'));
    await restoreBackup(loadConfig({ DATA_DIR: target }), path.join(dir, written[2] ?? ''));
    expect(readdirSync(target).sort()).toEqual(['galleries', 'media', 'secret.key', 'site.db']);

    // Bad arguments: exit code 2 and the usage, nothing written.
    for (const args of [
      ['--keep=0', dir],
      ['--keep=two', dir],
      ['--keep=2', path.join(dir, 'one.tar.gz')],
      ['a', 'b'],
    ]) {
      const failed = await run(process.execPath, [CLI, ...args], { env }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed.code, args.join(' ')).toBe(2);
      expect(failed.stderr).toContain('Usage: npm run backup');
    }
    expect(readdirSync(dir)).toHaveLength(4);
    for (const d of [dir, target]) rmSync(d, { recursive: true, force: true });
    await t.close();
  }, 60_000);

  it('pruneBackups keeps the newest N by the time in the name and touches nothing else', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prune-'));
    const names = [
      '2026-11-20T03:15:00.000Z',
      '2026-11-22T03:15:00.000Z',
      '2026-11-21T03:15:00.000Z',
      '2025-12-31T23:59:59.999Z',
    ].map((time) => backupFileName(new Date(time)));
    for (const name of [...names, 'backup-x.tar.gz', 'site.tar.gz']) writeFileSync(path.join(dir, name), '');
    expect(pruneBackups(dir, 2).map((file) => path.basename(file))).toEqual([
      'backup-2026-11-20T03-15-00-000Z.tar.gz',
      'backup-2025-12-31T23-59-59-999Z.tar.gz',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'backup-2026-11-21T03-15-00-000Z.tar.gz',
      'backup-2026-11-22T03-15-00-000Z.tar.gz',
      'backup-x.tar.gz',
      'site.tar.gz',
    ]);
    expect(() => pruneBackups(dir, 0)).toThrow(/keep must be/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('which pg_dump / pg_restore', () => {
  it('takes PG_BIN_DIR, else the newest /usr/lib/postgresql/<major>/bin that has the program, else PATH', () => {
    const lib = mkdtempSync(path.join(tmpdir(), 'pglib-'));
    const program = (major: string, name: string) => {
      mkdirSync(path.join(lib, major, 'bin'), { recursive: true });
      writeFileSync(path.join(lib, major, 'bin', name), '#!/bin/sh\n');
      chmodSync(path.join(lib, major, 'bin', name), 0o755);
    };
    expect(postgresTool('pg_dump', { postgresLibDir: lib })).toBe('pg_dump');
    program('9.6', 'pg_dump');
    program('15', 'pg_dump');
    program('15', 'pg_restore');
    program('17', 'pg_dump');
    mkdirSync(path.join(lib, '18', 'bin'), { recursive: true }); // a server-less leftover without clients
    writeFileSync(path.join(lib, '17', 'bin', 'pg_restore'), 'not executable');
    expect(postgresTool('pg_dump', { postgresLibDir: lib })).toBe(path.join(lib, '17', 'bin', 'pg_dump'));
    expect(postgresTool('pg_restore', { postgresLibDir: lib })).toBe(path.join(lib, '15', 'bin', 'pg_restore'));
    const given = path.join(lib, '9.6', 'bin');
    expect(postgresTool('pg_dump', { postgresLibDir: lib, pgBinDir: given })).toBe(path.join(given, 'pg_dump'));
    expect(() => postgresTool('pg_restore', { postgresLibDir: lib, pgBinDir: given })).toThrow(
      `PG_BIN_DIR=${given} has no executable pg_restore`,
    );
    rmSync(lib, { recursive: true, force: true });
  });
});
