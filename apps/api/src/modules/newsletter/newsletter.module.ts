import { defineModule, provide } from '../module.ts';
import { newsletterAdminRoutes } from './newsletter.admin-routes.ts';
import { newsletterPublicRoutes } from './newsletter.public-routes.ts';
import { createNewsletterService, type NewsletterService } from './newsletter.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    newsletter: NewsletterService;
  }
}

/** The newsletter with double opt-in: sign-up, confirmation and unsubscribe links, the owner's list and CSV. */
export const newsletterModule = defineModule({
  name: 'newsletter',
  provides: {
    newsletter: provide(['db', 'clock', 'idempotency', 'mail', 'consents', 'config'], (s) =>
      createNewsletterService({ ...s, publicUrl: s.config.publicUrl }),
    ),
  },
  tables: ['newsletter_subscriber'],
  personalData: [
    {
      table: 'newsletter_subscriber',
      columns: { email: 'email' },
      emailColumns: ['email'],
      client: { kind: 'newsletter', at: 'created_at', lang: 'lang' },
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
