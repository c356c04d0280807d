import type { Kysely } from 'kysely';

/**
 * Busy times from the owner's own calendars (issue 35 item 7, ADR 050):
 * - `busy_feed`: one private ICS address (`secret_url`: whoever has it reads her calendar, so it
 *   is never shown again, never logged, hidden in the audit log), the validators of the last good
 *   fetch and the state of the last one (`last_error` a code, '' when it worked).
 * - `busy_interval`: the parts of Berlin days its events take (no title, no description).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('busy_feed')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_url', 'text', (c) => c.notNull())
    .addColumn('masked_url', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_modified', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_sync_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_error_status', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('busy_interval')
    .addColumn('feed_id', 'text', (c) => c.notNull().references('busy_feed.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('busy_interval_pk', ['feed_id', 'date', 'start_minute', 'end_minute', 'all_day'])
    .execute();
  await db.schema.createIndex('busy_interval_date').on('busy_interval').column('date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('busy_interval').execute();
  await db.schema.dropTable('busy_feed').execute();
}
