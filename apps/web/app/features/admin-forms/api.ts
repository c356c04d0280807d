import {
  type BOOKING_SORTS,
  type bookingAdminCreateSchema,
  type bookingExtendHoldSchema,
  type bookingMoveSchema,
  bookingStatusSchema,
  officeOperations as ops,
  settingsOperations,
} from '@app/contracts';
import type { z } from 'zod';
import { call } from '../admin-api/call';

export type ReadFilter = 'all' | 'unread' | 'read';
export type Kind = 'contacts' | 'bookings';

const readParam = (filter: ReadFilter) => (filter === 'all' ? undefined : filter === 'read' ? 'true' : 'false');
/** The status filter's value as the list takes it (empty: every status). */
const bookingStatus = (status: string) => {
  const parsed = bookingStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : undefined;
};

export function listContacts(filter: ReadFilter, limit: number, skip: number) {
  return call(ops.contacts, { query: { read: readParam(filter), limit, skip } });
}
/** The booking list's own filters: status, a date range of the wished day, and the order (ADR 045). */
export interface BookingFilter {
  status: string;
  from: string;
  to: string;
  sort: (typeof BOOKING_SORTS)[number];
}
export function listBookings(filter: ReadFilter, desk: BookingFilter, limit: number, skip: number) {
  return call(ops.bookings, {
    query: {
      read: readParam(filter),
      status: bookingStatus(desk.status),
      from: desk.from || undefined,
      to: desk.to || undefined,
      sort: desk.sort,
      limit,
      skip,
    },
  });
}
/** The desk calendar's month: every request wished for a day in it, and the blocked ranges. */
export async function loadMonth(from: string, to: string) {
  const [bookings, blocked] = await Promise.all([
    call(ops.bookings, { query: { from, to, limit: 500 } }),
    call(settingsOperations.blockedRanges),
  ]);
  return { bookings, blocked };
}
export function markRead(kind: Kind, id: string) {
  return call(kind === 'contacts' ? ops.updateContact : ops.updateBooking, { params: { id }, body: { read: true } });
}
export type DeskStatus = 'confirmed' | 'declined' | 'cancelled';
/** A decision (ADR 051): with the owner's personal line for the client's mail, which then waits for the undo. */
export function setBookingStatus(id: string, status: DeskStatus, message = '') {
  return call(ops.updateBooking, { params: { id }, body: message ? { status, message } : { status } });
}
/** Takes back the last decision while its mail waits (ADR 051). */
export function undoDecision(id: string) {
  return call(ops.undoDecision, { params: { id } });
}
export function setBookingNote(id: string, note: string) {
  return call(ops.updateBooking, { params: { id }, body: { note } });
}
/** What the owner may do with a booking in its status (the API checks the same rules). */
export function nextStatuses(status: string): DeskStatus[] {
  if (status === 'pending') return ['confirmed', 'declined'];
  if (status === 'confirmed') return ['cancelled'];
  return ['confirmed'];
}
export function deleteItem(kind: Kind, id: string) {
  return call(kind === 'contacts' ? ops.deleteContact : ops.deleteBooking, { params: { id } });
}

/** pending amber, confirmed green, cancelled and anything else red. */
export function statusClass(status: string): string {
  if (status === 'pending') return 'bg-amber-100 text-amber-900';
  if (status === 'confirmed') return 'bg-emerald-100 text-emerald-900';
  return 'bg-red-100 text-red-900';
}

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Ожидает',
  confirmed: 'Подтверждено',
  declined: 'Отклонено',
  cancelled: 'Отменено',
  expired: 'Бронь истекла',
};
/** The owner's own booking (a phone call, a messenger): ADR 045. No mail unless `notify`. */
export function createBooking(body: z.input<typeof bookingAdminCreateSchema>) {
  return call(ops.createBooking, { body });
}
/** Moves a booking to another day or time; its places move with it or nothing changes (409). */
export function moveBooking(id: string, body: z.input<typeof bookingMoveSchema>) {
  return call(ops.moveBooking, { params: { id }, body });
}
/** Extends a running hold by `hours` from its current end (ADR 045). */
export function extendHold(id: string, body: z.input<typeof bookingExtendHoldSchema>) {
  return call(ops.extendHold, { params: { id }, body });
}
