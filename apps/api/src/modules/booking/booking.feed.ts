import { timingSafeEqual } from 'node:crypto';
import { ICalEventStatus } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays, berlinDate, modeOf } from './availability.ts';
import { type CalendarEntry, calendarText, ICS_STATUS, siteHostOf } from './booking.desk-mails.ts';
import { blockedRangesBetween, bookingsBetween } from './booking.repository.ts';
import { AVAILABILITY, type BookingService } from './booking.service.ts';

/** How often a booking was moved (its `history`), the SEQUENCE of its entry. */
const movesOf = (history: string) => {
  try {
    const parsed: unknown = JSON.parse(history);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
};

/** What the feed shows: from 60 days back to two years ahead. */
const PAST_DAYS = 60;
const FUTURE_DAYS = 2 * 366;

/** The owner's calendar feed: confirmed bookings, holds (tentative), cancellations, blocked ranges. */
export function createBookingFeed({
  db,
  clock,
  booking,
  publicUrl,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  booking: Pick<BookingService, 'feedSecret'>;
  publicUrl: string;
}) {
  const host = siteHostOf(publicUrl);
  return {
    /** The feed for a secret, or null when the secret is not the current one. */
    async calendarFor(secret: string): Promise<string | null> {
      const current = Buffer.from(await booking.feedSecret());
      const given = Buffer.from(secret);
      if (current.length !== given.length || !timingSafeEqual(current, given)) return null;
      const today = berlinDate(clock());
      const from = addDays(today, -PAST_DAYS);
      const to = addDays(today, FUTURE_DAYS);
      const [bookings, blocked, settings] = await Promise.all([
        bookingsBetween(db, from, to),
        blockedRangesBetween(db, from, to),
        AVAILABILITY.read(db),
      ]);
      // A stable stamp per entry (its last change): the same data gives the same bytes and ETag.
      const entries: CalendarEntry[] = [
        ...bookings
          // A request whose visitor never confirmed the address stays in the desk, not on the phone's
          // calendar (ADR 038: invented requests must not fill it).
          .filter((b) => b.status !== 'declined' && b.status !== 'expired')
          .filter((b) => b.status !== 'pending' || b.email_confirmed_at !== null)
          .map((b) => ({
            uid: `booking-${b.id}@${host}`,
            summary: `${b.status === 'pending' ? '(Anfrage) ' : ''}${b.service_name}: ${b.name}`,
            description: [b.email, b.phone, b.tariff_name, b.note].filter(Boolean).join('\n'),
            date: b.date,
            time: b.time,
            duration_minutes: modeOf(settings, b.service).duration_minutes,
            status: ICS_STATUS[b.status] ?? ICalEventStatus.CONFIRMED,
            stamp: new Date(b.updated_at),
            // A moved booking is a new version of the same entry (ADR 045).
            sequence: movesOf(b.history),
            location: b.location,
          })),
        ...blocked.map((r) => ({
          uid: `blocked-${r.id}@${host}`,
          summary: r.reason ? `Blockiert: ${r.reason}` : 'Blockiert',
          date: r.start_date,
          end_date: r.end_date,
          time: '',
          duration_minutes: 0,
          status: ICalEventStatus.CONFIRMED,
          stamp: new Date(r.updated_at),
        })),
      ];
      return calendarText('Buchungen', entries);
    },
  };
}

export type BookingFeed = ReturnType<typeof createBookingFeed>;
