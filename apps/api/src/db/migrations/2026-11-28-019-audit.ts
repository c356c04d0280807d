import type { Kysely } from 'kysely';

/**
 * The audit log (issue 20 item 4): one row per successful back-office change. `changes` is a JSON
 * list of {field, before, after} (shortened, secrets hidden). Read newest first and by record type;
 * rows older than a year are deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('actor', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(100)')
    .addColumn('record_label', 'varchar(200)')
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_entry_at').on('audit_entry').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_entry_type').on('audit_entry').columns(['record_type', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entry').execute();
}
