import { officeOperations } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { createDashboardService } from './dashboard.service.ts';

/** Guarded: the dashboard's counts and recent items. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{
  dashboard: ReturnType<typeof createDashboardService>;
}> = async (app, { dashboard }) => {
  app.get('/dashboard/stats', { schema: routeSchema(officeOperations.dashboardStats) }, () => dashboard.stats());
  app.get('/dashboard/recent-activity', { schema: routeSchema(officeOperations.recentActivity) }, () =>
    dashboard.recentActivity(),
  );
};
