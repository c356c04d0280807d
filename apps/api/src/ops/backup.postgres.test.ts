import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, TEST_ADMIN_ENV } from '../../test/admin.ts';
import { type DebianPostgres, startDebianPostgres } from '../../test/debian-postgres.ts';
import { startEmbeddedPostgres } from '../../test/embedded-postgres.ts';
import { BOOKING } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig, resolveSecretKey } from '../config.ts';
import { makeImage, makePdf, multipart } from '../modules/media/media.test-support.ts';
import { clientMajor, createBackup, postgresTool, restoreBackup } from './backup.ts';

const run = promisify(execFile);

/** Every file under `dir`, by path relative to it, with its bytes. */
function filesUnder(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) for (const [k, v] of filesUnder(path.join(dir, entry.name), rel)) files.set(k, v);
    else files.set(rel, readFileSync(path.join(dir, entry.name)));
  }
  return files;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('backup and restore on PostgreSQL (a Debian PostgreSQL cluster and its pg_dump / pg_restore)', () => {
  let cluster: DebianPostgres;
  beforeAll(async () => {
    cluster = await startDebianPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('restores every record and media file of a backup taken under write load, into an empty database only', async () => {
    const sourceUrl = await cluster.createDatabase('site');
    const t = await createTestApp(
      { ...TEST_ADMIN_ENV, DATABASE_URL: sourceUrl, RATE_LIMIT_PUBLIC_FORMS_MAX: '1000000' },
      { avifQueue: false, mailWorker: false, mediaSweep: false },
    );
    const token = await login(t.app);
    const book = async () => {
      // A service booked by plain request: every write of the load is a new record (no day fills up).
      const payload = { ...BOOKING, service: 'restoration', tariff: '' };
      const res = await t.app.inject({ method: 'POST', url: '/api/public/booking', payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const upload = async (kind: 'document' | 'image', content: Buffer, filename: string) => {
      const body = multipart([{ name: 'file', filename, content }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/uploads/${kind}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().url as string;
    };

    const before: string[] = [];
    for (let i = 0; i < 40; i++) before.push(await book());
    const pdfUrl = await upload('document', makePdf(), 'Vertrag.pdf');
    await upload('document', makePdf('/Lang (de)'), 'Fragebogen.pdf');
    await upload('image', await makeImage(64, 48), 'a.jpg');
    await upload('image', await makeImage(48, 64, 'png'), 'b.png');
    const mediaDir = path.join(t.config.dataDir, 'media');
    const mediaBefore = filesUnder(mediaDir);
    expect(mediaBefore.size).toBeGreaterThanOrEqual(6);

    // Bookings and PDF uploads keep going while the backup runs.
    const answered = new Set(before);
    let backingUp = true;
    let writesDuringBackup = 0;
    const writer = (async () => {
      for (let n = 0; backingUp && n < 2000; n++) {
        if (n % 4 === 3) await upload('document', makePdf(`/Lang (n${n})`), `load-${n}.pdf`);
        else answered.add(await book());
        if (backingUp) writesDuringBackup++;
      }
    })();
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'backup-out-')), 'site.tar.gz');
    const manifest = await createBackup(t.config, archive).finally(() => {
      backingUp = false;
    });
    await writer;
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(manifest).toMatchObject({ database: 'postgres', files: ['database.pgdump', 'secret.key'] });
    expect(manifest.postgres?.pg_dump_major).toBeGreaterThanOrEqual(manifest.postgres?.server_major ?? 99);

    // Into an empty data directory and an empty database.
    const targetDir = mkdtempSync(path.join(tmpdir(), 'restore-'));
    const targetUrl = await cluster.createDatabase('restored');
    const targetConfig = loadConfig({ DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    await restoreBackup(targetConfig, archive);

    const restoredIds = new Set(
      (await query<{ id: string }>(targetUrl, 'SELECT id FROM booking_request')).map((r) => r.id),
    );
    for (const id of before) expect(restoredIds.has(id)).toBe(true);
    // Nothing that was never answered: the snapshot holds only committed bookings.
    for (const id of restoredIds) expect(answered.has(id)).toBe(true);
    const restoredMedia = filesUnder(path.join(targetDir, 'media'));
    for (const [file, bytes] of mediaBefore) expect(restoredMedia.get(file)?.equals(bytes), file).toBe(true);
    // Every file the restored database refers to is there (rows written during the backup included).
    const rows = await query<{ url: string; variants: string }>(targetUrl, 'SELECT url, variants FROM media');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const urls = [row.url, ...(JSON.parse(row.variants) as { url: string }[]).map((v) => v.url)];
      for (const url of urls) expect(restoredMedia.has(url.replace(/^\/media\//, '')), url).toBe(true);
    }
    expect(readFileSync(path.join(targetDir, 'secret.key'), 'utf8')).toBe(
      readFileSync(path.join(t.config.dataDir, 'secret.key'), 'utf8'),
    );

    // The site runs on what was restored: same secret key (the old token is still valid), same files.
    const restoredApp = await buildApp(resolveSecretKey({ ...targetConfig, env: 'test', logLevel: 'silent' }), {
      web: 'none',
      avifQueue: false,
      mailWorker: false,
      mediaSweep: false,
    });
    try {
      const list = await restoredApp.inject({
        method: 'GET',
        url: '/api/admin/forms/bookings?limit=1',
        headers: bearer(token),
      });
      expect(list.statusCode, list.body).toBe(200);
      const pdf = await restoredApp.inject({ method: 'GET', url: pdfUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(makePdf())).toBe(true);
    } finally {
      await restoredApp.close();
    }

    // A non-empty data directory is refused...
    await expect(restoreBackup(targetConfig, archive)).rejects.toThrow(/DATA_DIR .* is not empty/);
    // ...and so is a database that already has tables, before anything is written.
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'restore-'));
    await expect(restoreBackup({ ...targetConfig, dataDir: emptyDir }, archive)).rejects.toThrow(
      /database restored is not empty \(public\./,
    );
    expect(readdirSync(emptyDir)).toEqual([]);

    // An archive written by a newer pg_dump than the pg_restore at hand is refused with the reason.
    const unpacked = mkdtempSync(path.join(tmpdir(), 'backup-edit-'));
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    const edited = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    edited.postgres.pg_dump_major = 99;
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(edited));
    const newer = path.join(unpacked, 'newer.tar.gz');
    await run('tar', ['-czf', newer, '-C', unpacked, 'manifest.json', 'database.pgdump', 'secret.key', 'media']);
    const newerUrl = await cluster.createDatabase('newer');
    const newerDir = mkdtempSync(path.join(tmpdir(), 'restore-'));
    await expect(restoreBackup(loadConfig({ DATA_DIR: newerDir, DATABASE_URL: newerUrl }), newer)).rejects.toThrow(
      /pg_restore is version \d+ but the backup was written by pg_dump 99/,
    );
    expect((await query(newerUrl, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).length).toBe(0);

    for (const dir of [targetDir, emptyDir, unpacked, newerDir, path.dirname(archive)]) {
      rmSync(dir, { recursive: true, force: true });
    }
    await t.close();
  }, 120_000);

  it('says which client to install when pg_dump is older than the server (embedded PostgreSQL 18)', async () => {
    const server = await startEmbeddedPostgres();
    try {
      const { url } = server;
      const [version] = await query<{ server_version_num: string }>(url, 'SHOW server_version_num');
      const serverMajor = Math.floor(Number(version?.server_version_num) / 10_000);
      const dumpMajor = await clientMajor(postgresTool('pg_dump'));
      const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-'));
      const archive = path.join(dataDir, 'out', 'site.tar.gz');
      const backup = createBackup(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }), archive);
      if (dumpMajor < serverMajor) {
        await expect(backup).rejects.toThrow(
          `is version ${dumpMajor}, older than the PostgreSQL ${serverMajor} server, and cannot dump it. Install the PostgreSQL ${serverMajor} client`,
        );
        expect(existsSync(archive)).toBe(false);
      } else {
        // A machine with a client as new as the server: the backup simply works.
        await expect(backup).resolves.toMatchObject({ database: 'postgres' });
      }
      // PG_BIN_DIR is taken as given: a directory without pg_dump is an error, not a fallback.
      await expect(
        createBackup(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }), archive, { pgBinDir: dataDir }),
      ).rejects.toThrow(`PG_BIN_DIR=${dataDir} has no executable pg_dump`);
      rmSync(dataDir, { recursive: true, force: true });
    } finally {
      await server.stop();
    }
  }, 60_000);
});
