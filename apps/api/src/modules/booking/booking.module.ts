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
  seeds: [seedBookingDesk],
  publicRoutes: async (app, s) => {
    await app.register(bookingPublicRoutes, { prefix: '/api/public', booking: s.booking });
    await app.register(bookingFeedRoutes, { feed: s.bookingFeed });
  },
  adminRoutes: async (app, s) => {
    await app.register(bookingAdminRoutes, { booking: s.booking, publicUrl: s.config.publicUrl });
  },
});
