import { defineModule } from '../module.ts';
import { reviewAdminRoutes } from './reviews.admin-routes.ts';
import { reviewPublicRoutes } from './reviews.public-routes.ts';

/** Visitors' reviews, shown after the owner approved them. */
export const reviewsModule = defineModule({
  name: 'reviews',
  tables: ['review'],
  personalData: [
    {
      table: 'review',
      columns: { name: 'name', email: 'email', text_de: 'text', text_ru: 'text' },
      emailColumns: ['email'],
      erase: 'delete',
    },
  ],
  auditedRecords: [{ routes: '/api/admin/reviews', table: 'review' }],
  publicRoutes: async (app, s) => {
    await app.register(reviewPublicRoutes, { prefix: '/api/public/reviews', reviews: s.reviews });
  },
  adminRoutes: async (app, s) => {
    await app.register(reviewAdminRoutes, { prefix: '/reviews', reviews: s.reviews });
  },
});
