import type { Kysely } from 'kysely';

/**
 * Undo before the mail leaves (issue 35 item 3, ADR 051). `booking_request` gains `decision_undo`:
 * JSON of the state before the owner's last decision (status, hold, whether it held its place,
 * `.ics` sequence), the outbox reference of the decision's waiting mail and until when it can be
 * undone; null when there is nothing to undo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_request').addColumn('decision_undo', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_request').dropColumn('decision_undo').execute();
}
