import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig, resolveSecretKey } from '../src/config.ts';
import { createBlobStore } from '../src/storage/create-store.ts';
import { createTestBucket, TEST_STORAGE } from './s3.ts';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every log line the app wrote, raw. */
  logs: string[];
  close(): Promise<void>;
}

/** A fresh, empty database for one test file: a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (TEST_DB !== 'postgres') return { url: undefined, drop: async () => {} };
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Builds the real app (buildApp) on a fresh database of the project's kind, without the web
 * app, with logs captured in memory.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const database = await createTestDatabaseUrl();
  const storage = TEST_STORAGE === 's3' && !env.MEDIA_STORAGE ? await createTestBucket() : {};
  const config = resolveSecretKey(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // A desk decision's mail leaves at once unless a test sets the undo window (ADR 051).
      DECISION_UNDO_SECONDS: '0',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...storage,
      ...env,
    }),
  );
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(config, { web: 'none', ...options, logStream });
  return {
    app,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app's stored files, read as a check would (disk or bucket): `exists('media/img/..')`,
 * `list('galleries/')` (keys), `read(key)`.
 */
export function storedFiles(t: Pick<TestApp, 'config'>) {
  const store = createBlobStore(t.config);
  return {
    store,
    exists: async (key: string) => (await store.head(key.replace(/^\//, ''))) !== undefined,
    list: async (prefix: string) => (await store.list(prefix)).map((o) => o.key),
    read: async (key: string) => {
      const found = await store.get(key.replace(/^\//, ''));
      if (!found) throw new Error(`${key} is not stored`);
      const chunks: Buffer[] = [];
      for await (const chunk of found.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}

/** Reads the test app's database directly (a second handle, closed after), as a check would. */
export async function readTable<T>(
  t: TestApp,
  read: (db: import('../src/db/database.ts').DatabaseHandle['db']) => Promise<T>,
): Promise<T> {
  const { openDatabase } = await import('../src/db/database.ts');
  const database = openDatabase(t.config.database);
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A fresh database migrated up to (and including) `name`, as an older release left it: for the
 * tests of one migration. `close()` drops it.
 */
export async function databaseAtMigration(name: string) {
  const [{ Migrator }, { openDatabase }, { migrations }] = await Promise.all([
    import('kysely/migration'),
    import('../src/db/database.ts'),
    import('../src/db/migrations/index.ts'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migration-test-'));
  const url = await createTestDatabaseUrl();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(url.url ? { DATABASE_URL: url.url } : {}) });
  const database = openDatabase(config.database);
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return {
    db: database.db,
    async close() {
      await database.close();
      await url.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
