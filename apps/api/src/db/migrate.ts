import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { DatabaseHandle } from './database.ts';
import { migrations } from './migrations/index.ts';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies every pending migration; throws (and the server does not start) when one fails. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: new StaticMigrationProvider(),
    // A migration whose date-number slot was reserved for a branch merged later (010 after 015)
    // is still applied on a database that already ran the later ones; pending ones run in name order.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Any fixed number: the advisory lock every instance takes for migrating and seeding. */
const STARTUP_LOCK = 2026_1129_022;

/**
 * Runs `work` (migrations and seeds) while no other instance does: several instances starting
 * together on one PostgreSQL wait for each other on a session advisory lock, so the first one
 * migrates and seeds and the others find nothing left to do (ADR 032). SQLite: one process.
 */
export async function underStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
