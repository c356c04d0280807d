import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { createBackup, restoreBackup } from './backup.ts';

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
  }, 60_000);
});
