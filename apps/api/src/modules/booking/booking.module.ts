import { createSecretBox } from '../mail/mail.crypto.ts';
import { defineModule, provide } from '../module.ts';
import { bookingAdminRoutes } from './booking.admin-routes.ts';
import { type BookingFeed, createBookingFeed } from './booking.feed.ts';
import { bookingFeedRoutes, bookingPublicRoutes } from './booking.public-routes.ts';
import { type BookingService, createBookingService, seedBookingDesk } from './booking.service.ts';
import { type BusyFeeds, createBusyFeeds } from './busy-feeds.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    booking: BookingService;
    bookingFeed: BookingFeed;
    busyFeeds: BusyFeeds;
  }
}

/** The owner's private calendars are fetched every 15 minutes, by one instance at a time (ADR 050). */
const BUSY_FEEDS_TIMING = { firstMs: 30_000, tickMs: 60_000, everyMs: 15 * 60_000, runningMs: 10 * 60_000 };

/**
 * The booking desk: the public form and availability, the inbox's booking tab, the owner's
 * availability, blocked days, client mails and private calendar feed.
 */
export const bookingModule = defineModule({
  name: 'booking',
  needs: ['config'],
  provides: {
    booking: provide(
      ['db', 'clock', 'idempotency', 'mail', 'consents', 'settings', 'siteName', 'config', 'emailSettings'],
      ({ settings, config, emailSettings, ...s }) =>
        createBookingService({
          ...s,
          services: settings.services,
          // The `.ics` ORGANIZER: the address mails go out from.
          sender: async (handle) => (await emailSettings.smtp(handle))?.sender_email ?? '',
          publicUrl: config.publicUrl,
          undoSeconds: config.decisionUndoSeconds,
        }),
    ),
    bookingFeed: provide(['db', 'clock', 'booking', 'config'], ({ config, ...s }) =>
      createBookingFeed({ ...s, publicUrl: config.publicUrl }),
    ),
    busyFeeds: provide(
      ['db', 'clock', 'config', 'privateAddressesAllowed'],
      ({ config, privateAddressesAllowed, ...s }) =>
        createBusyFeeds({
          ...s,
          publicUrl: config.publicUrl,
          policy: { allowAddresses: privateAddressesAllowed },
          box: createSecretBox(config.secretKey, 'calendar-url'),
        }),
    ),
  },
  jobs: (s) => [
    // Booking holds that ran out free their day and tell both sides: every minute.
    {
      kind: 'interval',
      name: 'hold-expiry',
      switch: 'mailWorker',
      everyMs: 60_000,
      run: () => s.booking.expireHolds(),
    },
    // The owner is warned a set time before a hold runs out (ADR 045): every minute.
    {
      kind: 'interval',
      name: 'hold-warning',
      switch: 'mailWorker',
      everyMs: 60_000,
      run: () => s.booking.warnHolds(),
    },
    // Busy times from the owner's own calendars (ADR 050): every 15 minutes.
    {
      kind: 'periodic',
      name: 'busy-feeds',
      switch: 'calendarFeeds',
      timing: BUSY_FEEDS_TIMING,
      run: () => s.busyFeeds.syncAll(),
    },
  ],
  tables: ['booking_request', 'booking_claim', 'blocked_range', 'busy_feed', 'busy_interval'],
  notMediaColumns: [
    { table: 'busy_feed', column: 'secret_url', why: 'the owner’s private calendar address, fetched, never a file' },
    { table: 'busy_feed', column: 'masked_url', why: 'that address with its secret left out, for the office' },
  ],
  personalData: [
    {
      table: 'booking_request',
      columns: {
        name: 'name',
        email: 'email',
        phone: 'phone',
        message: 'text',
        note: 'text',
        // The requesting address (IPv4, or an IPv6 /64), for the open-holds limit (ADR 038).
        client_ip: 'ip',
        // Where the shoot is (may be the client's home): the owner's entry (ADR 045).
        location: 'text',
      },
      emailColumns: ['email'],
      client: { kind: 'bookings', at: 'created_at', name: 'name', phone: 'phone', lang: 'lang' },
      // The hash of the confirmation link's token: never shown or exported (issue 33).
      secretColumns: ['confirm_token_hash'],
      erase: 'delete',
      // A request's claims free its date with it.
      dependents: [{ table: 'booking_claim', column: 'booking_id' }],
      // A confirmed (or later cancelled) job is a business letter (§ 257 HGB): kept with name,
      // address, date and service until the end of the year of the date plus the set years.
      retain: {
        when: (row) => row.status === 'confirmed' || row.status === 'cancelled',
        until: (row, settings) => `${Number(String(row.date).slice(0, 4)) + settings.booking_years}-12-31`,
        clear: ['phone', 'message', 'note', 'client_ip', 'location'],
      },
    },
  ],
  notPersonalColumns: [
    { table: 'booking_request', columns: ['service_name', 'tariff_name'], why: 'the booked service’s name' },
    { table: 'booking_request', columns: ['email_confirmed_at'], why: 'the moment the address was confirmed' },
    {
      table: 'booking_request',
      columns: ['calendar_sequence', 'history', 'hold_warned_at', 'origin'],
      why: 'the booking’s own bookkeeping: .ics version, moved dates, hold warning time, who entered it',
    },
    {
      table: 'booking_request',
      columns: ['decision_undo'],
      why: 'the state before the owner’s last decision (status, hold end, outbox reference) while it can be undone',
    },
    { table: 'blocked_range', columns: ['reason'], why: 'the owner’s own note on a day she is away' },
  ],
  auditedRecords: [
    { routes: '/api/admin/forms/bookings', table: 'booking_request' },
    { routes: '/api/admin/bookings', table: 'booking_request' },
    { routes: '/api/admin/booking/blocked', table: 'blocked_range' },
    { routes: '/api/admin/settings/availability', table: 'setting', key: { column: 'key', value: 'availability' } },
    { routes: '/api/admin/settings/booking-mails', table: 'setting', key: { column: 'key', value: 'booking_mails' } },
    { routes: '/api/admin/booking/calendar-feed', table: 'setting', key: { column: 'key', value: 'calendar_feed' } },
    // The address itself is a secret: the summary hides `secret_url` (its name says so).
    { routes: '/api/admin/booking/busy-feeds', table: 'busy_feed' },
  ],
  seeds: [seedBookingDesk],
  publicRoutes: async (app, s) => {
    await app.register(bookingPublicRoutes, { prefix: '/api/public', booking: s.booking });
    await app.register(bookingFeedRoutes, { feed: s.bookingFeed });
  },
  adminRoutes: async (app, s) => {
    await app.register(bookingAdminRoutes, {
      booking: s.booking,
      busyFeeds: s.busyFeeds,
      publicUrl: s.config.publicUrl,
    });
  },
});
