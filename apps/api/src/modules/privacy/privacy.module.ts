import { defineModule } from '../module.ts';
import { privacyAdminRoutes } from './privacy.admin-routes.ts';
import { privacyPublicRoutes } from './privacy.public-routes.ts';

/** Consent ledger, a person's data (view, export, erasure) and the privacy periods (issue 20, ADR 027). */
export const privacyModule = defineModule({
  name: 'privacy',
  tables: ['consent', 'consent_text_version'],
  personalData: [
    // Read and erased last: a consent goes with its record, or is kept (and marked) with it.
    { table: 'consent', columns: { email: 'email' }, emailColumns: ['email'], erase: 'delete' },
  ],
  notPersonalColumns: [
    { table: 'consent_text_version', columns: ['text'], why: 'the site’s own consent wording, the same for everyone' },
    { table: 'consent', columns: ['text_version_id'], why: 'the id of that wording' },
  ],
  publicRoutes: async (app, s) => {
    await app.register(privacyPublicRoutes, { prefix: '/api/public', privacy: s.privacy });
  },
  adminRoutes: async (app, s) => {
    await app.register(privacyAdminRoutes, { privacy: s.privacy, retention: s.retention, clock: s.clock });
  },
});
