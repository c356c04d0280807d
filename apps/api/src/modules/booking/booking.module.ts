import { defineModule } from '../module.ts';
import { bookingAdminRoutes } from './booking.admin-routes.ts';
import { bookingPublicRoutes } from './booking.public-routes.ts';

/** Booking requests: the public form and the inbox's booking tab. */
export const bookingModule = defineModule({
  name: 'booking',
  tables: ['booking_request'],
  publicRoutes: async (app, s) => {
    await app.register(bookingPublicRoutes, { prefix: '/api/public', booking: s.booking });
  },
  adminRoutes: async (app, s) => {
    await app.register(bookingAdminRoutes, { booking: s.booking });
  },
});
