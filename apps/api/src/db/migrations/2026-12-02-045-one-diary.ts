import { type Kysely, sql } from 'kysely';

/**
 * One diary, one client (issue 35, ADR 045). `booking_request` gains:
 * - `calendar_sequence`: the SEQUENCE of the last `.ics` the client received for the booking
 *   (null: none yet); a move or a cancellation sends the same UID with SEQUENCE + 1. Confirmed and
 *   cancelled bookings of before were sent one `.ics` (SEQUENCE 0).
 * - `location`: where the shoot is, when the owner knows it ('' otherwise); the `.ics` LOCATION.
 * - `history`: JSON list of the moves (`{at, from_date, from_time, to_date, to_time}`).
 * - `hold_warned_at`: when the owner was warned that the hold runs out (null: not yet).
 * - `origin`: `visitor` (the public form) or `owner` (entered in the desk).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_request').addColumn('calendar_sequence', 'integer').execute();
  await db.schema
    .alterTable('booking_request')
    .addColumn('location', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('booking_request')
    .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('booking_request').addColumn('hold_warned_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('booking_request')
    .addColumn('origin', 'varchar(16)', (c) => c.notNull().defaultTo('visitor'))
    .execute();
  await sql`update booking_request set calendar_sequence = 0 where status in ('confirmed', 'cancelled')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['origin', 'hold_warned_at', 'history', 'location', 'calendar_sequence'])
    await db.schema.alterTable('booking_request').dropColumn(column).execute();
}
