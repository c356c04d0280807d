import type { BookingRequest, ContactMessage } from '@app/contracts';
import { api } from '../admin-api/client';

export type ReadFilter = 'all' | 'unread' | 'read';
export type Kind = 'contacts' | 'bookings';

const readParam = (filter: ReadFilter) => (filter === 'all' ? undefined : filter === 'read' ? 'true' : 'false');

export function listContacts(filter: ReadFilter, limit: number, skip: number) {
  return api<ContactMessage[]>('/admin/forms/contacts', { query: { read: readParam(filter), limit, skip } });
}
/** The booking list's own filters: status and a date range of the wished day. */
export interface BookingFilter {
  status: string;
  from: string;
  to: string;
}
export function listBookings(filter: ReadFilter, desk: BookingFilter, limit: number, skip: number) {
  return api<BookingRequest[]>('/admin/forms/bookings', {
    query: {
      read: readParam(filter),
      status: desk.status || undefined,
      from: desk.from || undefined,
      to: desk.to || undefined,
      limit,
      skip,
    },
  });
}
export function markRead(kind: Kind, id: string) {
  return api(`/admin/forms/${kind}/${id}`, { method: 'PUT', json: { read: true } });
}
export type DeskStatus = 'confirmed' | 'declined' | 'cancelled';
export function setBookingStatus(id: string, status: DeskStatus) {
  return api<BookingRequest>(`/admin/forms/bookings/${id}`, { method: 'PUT', json: { status } });
}
export function setBookingNote(id: string, note: string) {
  return api<BookingRequest>(`/admin/forms/bookings/${id}`, { method: 'PUT', json: { note } });
}
/** What the owner may do with a booking in its status (the API checks the same rules). */
export function nextStatuses(status: string): DeskStatus[] {
  if (status === 'pending') return ['confirmed', 'declined'];
  if (status === 'confirmed') return ['cancelled'];
  return ['confirmed'];
}
export function deleteItem(kind: Kind, id: string) {
  return api(`/admin/forms/${kind}/${id}`, { method: 'DELETE' });
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
