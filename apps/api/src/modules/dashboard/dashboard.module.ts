import { defineModule, provide } from '../module.ts';
import { dashboardAdminRoutes } from './dashboard.admin-routes.ts';
import { createDashboardService } from './dashboard.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    dashboard: ReturnType<typeof createDashboardService>;
  }
}

/** The back office's counts and recent items (it owns no table: it reads the others). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  provides: { dashboard: provide(['db', 'booking'], createDashboardService) },
  tables: [],
  adminRoutes: async (app, s) => {
    await app.register(dashboardAdminRoutes, { dashboard: s.dashboard });
  },
});
