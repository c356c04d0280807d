import { defineModule } from '../module.ts';
import { bookingAdminRoutes } from './booking.admin-routes.ts';
import { bookingFeedRoutes, bookingPublicRoutes } from './booking.public-routes.ts';
import { seedBookingDesk } from './booking.service.ts';

/**
 * The booking desk: the public form and availability, the inbox's booking tab, the owner's
 * availability, blocked days, client mails and private calendar feed.
 */
export const bookingModule = defineModule({
  name: 'booking',
  tables: ['booking_request', 'booking_claim', 'blocked_range'],
  auditedRecords: [
    { routes: '/api/admin/forms/bookings', table: 'booking_request' },
    { routes: '/api/admin/booking/blocked', table: 'blocked_range' },
    { routes: '/api/admin/settings/availability', table: 'setting', key: { column: 'key', value: 'availability' } },
    { routes: '/api/admin/settings/booking-mails', table: 'setting', key: { column: 'key', value: 'booking_mails' } },
    { routes: '/api/admin/booking/calendar-feed', table: 'setting', key: { column: 'key', value: 'calendar_feed' } },
  ],
  seeds: [seedBookingDesk],
  publicRoutes: async (app, s) => {
    await app.register(bookingPublicRoutes, { prefix: '/api/public', booking: s.booking });
    await app.register(bookingFeedRoutes, { feed: s.bookingFeed });
  },
  adminRoutes: async (app, s) => {
    await app.register(bookingAdminRoutes, { booking: s.booking, publicUrl: s.config.publicUrl });
  },
});
