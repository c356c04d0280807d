import { defineModule } from '../module.ts';
import { dashboardAdminRoutes } from './dashboard.admin-routes.ts';

/** The back office's counts and recent items; owns the newsletter list it counts. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  tables: ['newsletter_subscriber'],
  adminRoutes: async (app, s) => {
    await app.register(dashboardAdminRoutes, { dashboard: s.dashboard });
  },
});
