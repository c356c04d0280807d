import { defineModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health: a database round trip. */
export const healthModule = defineModule({
  name: 'health',
  needs: ['database'],
  tables: [],
  publicRoutes: async (app, s) => {
    await app.register(healthRoutes, { prefix: '/api', database: s.database });
  },
});
