import { defineModule } from '../module.ts';
import { newsletterAdminRoutes } from './newsletter.admin-routes.ts';
import { newsletterPublicRoutes } from './newsletter.public-routes.ts';

/** The newsletter with double opt-in: sign-up, confirmation and unsubscribe links, the owner's list and CSV. */
export const newsletterModule = defineModule({
  name: 'newsletter',
  tables: ['newsletter_subscriber'],
  personalData: [
    {
      table: 'newsletter_subscriber',
      columns: { email: 'email' },
      emailColumns: ['email'],
      // Hashes of the confirmation and unsubscribe links: never in an export.
      secretColumns: ['confirm_token_hash', 'unsubscribe_token_hash'],
      erase: 'delete',
    },
  ],
  auditedRecords: [{ routes: '/api/admin/newsletter/subscribers', table: 'newsletter_subscriber' }],
  publicRoutes: async (app, s) => {
    await app.register(newsletterPublicRoutes, { prefix: '/api/public', newsletter: s.newsletter });
  },
  adminRoutes: async (app, s) => {
    await app.register(newsletterAdminRoutes, { newsletter: s.newsletter });
  },
});
