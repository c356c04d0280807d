import { dashboardStatsSchema, recentActivitySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createDashboardService } from './dashboard.service.ts';

/** Guarded: the dashboard's counts and recent items. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{
  dashboard: ReturnType<typeof createDashboardService>;
}> = async (app, { dashboard }) => {
  app.get('/dashboard/stats', { schema: { response: { 200: dashboardStatsSchema } } }, () => dashboard.stats());
  app.get('/dashboard/recent-activity', { schema: { response: { 200: recentActivitySchema } } }, () =>
    dashboard.recentActivity(),
  );
};
