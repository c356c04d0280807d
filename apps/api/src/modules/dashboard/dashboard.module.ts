import { defineModule } from '../module.ts';
import { dashboardAdminRoutes } from './dashboard.admin-routes.ts';

/** The back office's counts and recent items (it owns no table: it reads the others). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  tables: [],
  adminRoutes: async (app, s) => {
    await app.register(dashboardAdminRoutes, { dashboard: s.dashboard });
  },
});
