import { type Insertable, type Kysely, sql } from 'kysely';
import type { ListFilter } from '../../db/rows.ts';
import type { BlockedRangeTable, BookingRequestTable, Database } from '../../db/schema.ts';

export async function insertBookingRequest(db: Kysely<Database>, row: Insertable<BookingRequestTable>) {
  await db.insertInto('booking_request').values(row).execute();
}

export function listBookingRequests(
  db: Kysely<Database>,
  {
    read,
    limit,
    skip,
    status,
    from,
    to,
    sort = 'created',
  }: ListFilter & { status?: string; from?: string; to?: string; sort?: 'created' | 'date' | 'urgency' },
) {
  let query = db.selectFrom('booking_request').selectAll();
  if (read !== undefined) query = query.where('read', '=', read);
  if (status) query = query.where('status', '=', status);
  if (from) query = query.where('date', '>=', from);
  if (to) query = query.where('date', '<=', to);
  if (sort === 'urgency')
    query = query
      .orderBy(sql`case when status = 'pending' and hold_until <> '' then 0 when status = 'pending' then 1 else 2 end`)
      .orderBy('hold_until')
      .orderBy('date')
      .orderBy('time');
  else if (sort === 'date') query = query.orderBy('date').orderBy('time');
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findBookingRequest(db: Kysely<Database>, id: string) {
  return db.selectFrom('booking_request').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateBookingRequest(
  db: Kysely<Database>,
  id: string,
  changes: {
    read?: number;
    status?: string;
    note?: string;
    date?: string;
    time?: string;
    history?: string;
    location?: string;
    hold_warned_at?: string | null;
    hold_until?: string;
    decision_undo?: string | null;
    calendar_sequence?: number | null;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db.updateTable('booking_request').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBookingRequest(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('booking_request').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------- the booking desk: claims, blocked ranges, holds ----------

/**
 * Takes one seat of a resource on a date for a booking: seats 1..capacity are tried in turn;
 * `on conflict do nothing` makes a seat another request took (even in a concurrent transaction:
 * PostgreSQL waits for it, SQLite runs one transaction at a time) count as taken. False when all
 * seats are taken.
 */
export async function takeSeat(
  db: Kysely<Database>,
  claim: { resource: string; date: string; capacity: number; bookingId: string },
): Promise<boolean> {
  for (let seat = 1; seat <= claim.capacity; seat++) {
    const result = await db
      .insertInto('booking_claim')
      .values({ resource: claim.resource, date: claim.date, seat, booking_id: claim.bookingId })
      .onConflict((oc) => oc.columns(['resource', 'date', 'seat']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  }
  return false;
}

export async function releaseSeats(db: Kysely<Database>, bookingId: string): Promise<void> {
  await db.deleteFrom('booking_claim').where('booking_id', '=', bookingId).execute();
}

/**
 * The places held in [from, to] with the booking that holds each (its service and time); a hold
 * that ran out by `now` no longer counts (the expiry job frees its row soon after).
 */
export function claimsBetween(db: Kysely<Database>, from: string, to: string, now: string) {
  return db
    .selectFrom('booking_claim as c')
    .innerJoin('booking_request as b', 'b.id', 'c.booking_id')
    .select(['c.resource', 'c.date', 'c.booking_id', 'b.service', 'b.time'])
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .where((eb) => eb.or([eb('b.status', '!=', 'pending'), eb('b.hold_until', '=', ''), eb('b.hold_until', '>', now)]))
    .orderBy('c.date')
    .orderBy('c.booking_id')
    .execute();
}

/** The blocked ranges that touch [from, to]. */
export function blockedRangesBetween(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('blocked_range')
    .selectAll()
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .orderBy('start_date')
    .execute();
}

export function listBlockedRanges(db: Kysely<Database>) {
  return db.selectFrom('blocked_range').selectAll().orderBy('start_date').execute();
}

export async function insertBlockedRange(db: Kysely<Database>, row: Insertable<BlockedRangeTable>) {
  await db.insertInto('blocked_range').values(row).execute();
}

export async function deleteBlockedRange(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blocked_range').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Pending requests whose hold ran out (on one date, or all), oldest first. */
export function findExpiredHolds(db: Kysely<Database>, now: string, date?: string) {
  let query = db
    .selectFrom('booking_request')
    .selectAll()
    .where('status', '=', 'pending')
    .where('hold_until', '!=', '')
    .where('hold_until', '<=', now);
  if (date) query = query.where('date', '=', date);
  return query.orderBy('id').execute();
}

/** Moves a booking from one status to another; false when it was not in `from` any more (someone else moved it). */
export async function moveStatus(
  db: Kysely<Database>,
  id: string,
  from: readonly string[],
  changes: { status: string; hold_until?: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('booking_request')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Bookings that take places (pending holds and confirmed ones) in a range, for the calendar feed and the desk. */
export function bookingsBetween(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('booking_request')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('time')
    .execute();
}

/** The request a confirmation link's token belongs to (by the token's sha256). */
export function findBookingByToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('booking_request').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the address confirmed and uses up the link; false when another click used it first. */
export async function confirmEmail(db: Kysely<Database>, id: string, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('booking_request')
    .set({ email_confirmed_at: now, confirm_token_hash: '', updated_at: now })
    .where('id', '=', id)
    .where('confirm_token_hash', '=', tokenHash)
    .where('email_confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setHold(db: Kysely<Database>, id: string, holdUntil: string, now: string) {
  await db
    .updateTable('booking_request')
    .set({ hold_until: holdUntil, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Whether a booking holds any place. */
export async function hasClaims(db: Kysely<Database>, bookingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('booking_claim')
    .select('booking_id')
    .where('booking_id', '=', bookingId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The holds still running (pending, held until after `now`): who holds them, for the per-holder limit. */
export function openHolds(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('booking_request')
    .select(['id', 'email', 'client_ip'])
    .where('status', '=', 'pending')
    .where('hold_until', '!=', '')
    .where('hold_until', '>', now)
    .execute();
}

/** The SEQUENCE of the last `.ics` the client was sent for a booking. */
export async function setCalendarSequence(db: Kysely<Database>, id: string, sequence: number) {
  await db.updateTable('booking_request').set({ calendar_sequence: sequence }).where('id', '=', id).execute();
}

/** Running holds that end by `before` and whose owner was not warned yet. */
export function holdsEndingBy(db: Kysely<Database>, now: string, before: string) {
  return db
    .selectFrom('booking_request')
    .selectAll()
    .where('status', '=', 'pending')
    .where('hold_until', '!=', '')
    .where('hold_until', '>', now)
    .where('hold_until', '<=', before)
    .where('hold_warned_at', 'is', null)
    .orderBy('hold_until')
    .execute();
}

/** Marks a hold's warning sent; false when another run marked it first. */
export async function markHoldWarned(db: Kysely<Database>, id: string, holdUntil: string, now: string) {
  const result = await db
    .updateTable('booking_request')
    .set({ hold_warned_at: now })
    .where('id', '=', id)
    .where('hold_until', '=', holdUntil)
    .where('hold_warned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The busy parts of days in [from, to] the owner's own calendars give (ADR 050). */
export function busyBetween(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('busy_interval')
    .select(['date', 'start_minute', 'end_minute', 'all_day'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Running holds that end by `before`, soonest first (the dashboard's warning). */
export function runningHoldsEndingBy(db: Kysely<Database>, now: string, before: string, limit: number) {
  return db
    .selectFrom('booking_request')
    .select(['id', 'name', 'service', 'service_name', 'date', 'time', 'hold_until'])
    .where('status', '=', 'pending')
    .where('hold_until', '!=', '')
    .where('hold_until', '>', now)
    .where('hold_until', '<=', before)
    .orderBy('hold_until')
    .orderBy('id')
    .limit(limit)
    .execute();
}
