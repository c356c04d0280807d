import type { Kysely } from 'kysely';

/**
 * The booking desk (issue "From request to booked date"):
 * - booking_request gets the slot time, the hold's end, the visitor's language and a private note;
 *   existing requests keep status and date (they held nothing: hold_until '').
 * - booking_claim: one row per taken place of a day or a slot start. The primary key makes a
 *   place impossible to take twice, on SQLite and PostgreSQL alike, however many requests race.
 * - blocked_range: days the owner does not work (one row for a whole holiday).
 * - outbox rows get attachments (the .ics of a confirmation) and a reference, so a scheduled
 *   reminder can be withdrawn or moved with its booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['time', 'hold_until', 'lang', 'note']) {
    await db.schema
      .alterTable('booking_request')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createTable('booking_claim')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_claim_pk', ['resource', 'date', 'seat'])
    .execute();
  await db.schema.createIndex('booking_claim_booking').on('booking_claim').column('booking_id').execute();
  await db.schema.createIndex('booking_claim_date').on('booking_claim').column('date').execute();
  await db.schema
    .createTable('blocked_range')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('outbox_ref').on('outbox').column('ref').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_ref').execute();
  await db.schema.alterTable('outbox').dropColumn('ref').execute();
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('blocked_range').execute();
  await db.schema.dropTable('booking_claim').execute();
  for (const column of ['time', 'hold_until', 'lang', 'note']) {
    await db.schema.alterTable('booking_request').dropColumn(column).execute();
  }
}
