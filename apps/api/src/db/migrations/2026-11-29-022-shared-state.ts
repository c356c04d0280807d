import { type Kysely, sql } from 'kysely';

/**
 * State several instances on one PostgreSQL share (issue 21 item 2, ADR 032): sign-in failures,
 * public form counters, the version of the public content (every instance clears its caches when
 * it changes) and leases on background work. SQLite (one process) has the same tables; it uses
 * the version row and the leases too, the counters only on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_failure')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('throttle_failure_key').on('throttle_failure').columns(['key', 'at']).execute();
  await db.schema.createIndex('throttle_failure_at').on('throttle_failure').column('at').execute();
  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_counter_reset').on('rate_counter').column('reset_at').execute();
  await db.schema
    .createTable('cache_version')
    .addColumn('scope', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into cache_version (scope, version) values ('public', 0)`.execute(db);
  await db.schema
    .createTable('lease')
    .addColumn('job', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(50)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lease', 'cache_version', 'rate_counter', 'throttle_failure']) {
    await db.schema.dropTable(table).execute();
  }
}
