import { defineModule } from '../module.ts';
import { portfolioCategoryAdminRoutes } from './portfolio-categories.admin-routes.ts';
import { portfolioCategoryPublicRoutes } from './portfolio-categories.public-routes.ts';
import { seedPortfolioCategories } from './portfolio-categories.seed.ts';

/** The portfolio's filter categories. */
export const portfolioCategoriesModule = defineModule({
  name: 'portfolio-categories',
  needs: ['db', 'clock'],
  tables: ['portfolio_category'],
  notPersonalColumns: [{ table: 'portfolio_category', columns: ['name_de', 'name_ru'], why: 'a category’s name' }],
  auditedRecords: [{ routes: '/api/admin/portfolio-categories', table: 'portfolio_category' }],
  seeds: [seedPortfolioCategories],
  publicRoutes: async (app, s) => {
    await app.register(portfolioCategoryPublicRoutes, {
      prefix: '/api/portfolio-categories',
      db: s.db,
      clock: s.clock,
    });
  },
  adminRoutes: async (app, s) => {
    await app.register(portfolioCategoryAdminRoutes, { prefix: '/portfolio-categories', db: s.db, clock: s.clock });
  },
});
