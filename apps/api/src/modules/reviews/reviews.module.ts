import { defineModule } from '../module.ts';
import { reviewAdminRoutes } from './reviews.admin-routes.ts';
import { reviewPublicRoutes } from './reviews.public-routes.ts';

/** Visitors' reviews, shown after the owner approved them. */
export const reviewsModule = defineModule({
  name: 'reviews',
  tables: ['review'],
  publicRoutes: async (app, s) => {
    await app.register(reviewPublicRoutes, {
      prefix: '/api/public/reviews',
      db: s.db,
      clock: s.clock,
      runPublicForm: s.runPublicForm,
      notifyAdmin: s.mail.notifyAdmin,
      onMailQueued: s.onMailQueued,
    });
  },
  adminRoutes: async (app, s) => {
    await app.register(reviewAdminRoutes, { prefix: '/reviews', db: s.db, clock: s.clock });
  },
});
