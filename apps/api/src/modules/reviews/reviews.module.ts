import { defineModule, provide } from '../module.ts';
import { reviewAdminRoutes } from './reviews.admin-routes.ts';
import { reviewPublicRoutes } from './reviews.public-routes.ts';
import { createReviewService, type ReviewService } from './reviews.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    reviews: ReviewService;
  }
}

/** Visitors' reviews, shown after the owner approved them. */
export const reviewsModule = defineModule({
  name: 'reviews',
  provides: { reviews: provide(['db', 'clock', 'idempotency', 'mail', 'consents'], createReviewService) },
  tables: ['review'],
  personalData: [
    {
      table: 'review',
      columns: { name: 'name', email: 'email', text_de: 'text', text_ru: 'text' },
      emailColumns: ['email'],
      client: { kind: 'reviews', at: 'created_at', name: 'name' },
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
