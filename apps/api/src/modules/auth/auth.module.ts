import { defineModule } from '../module.ts';
import { authAdminRoutes } from './auth.admin-routes.ts';
import { authOpenRoutes } from './auth.open-routes.ts';
import { authPublicRoutes } from './auth.public-routes.ts';
import { seedAdminUser } from './auth.seed.ts';

/** The owner's account: sign-in, log-out, password change and reset. */
export const authModule = defineModule({
  name: 'auth',
  tables: ['admin_user', 'password_reset_token'],
  notPersonalColumns: [
    {
      table: 'admin_user',
      columns: ['email', 'username'],
      why: 'the owner’s own account, not a visitor’s or client’s data',
    },
  ],
  seeds: [seedAdminUser],
  publicRoutes: async (app, s) => {
    await app.register(authPublicRoutes, { prefix: '/api/auth', authService: s.authService });
  },
  openAdminRoutes: async (app, s) => {
    await app.register(authOpenRoutes, {
      authService: s.authService,
      secureCookies: s.config.publicUrl.startsWith('https:'),
    });
  },
  adminRoutes: async (app, s) => {
    await app.register(authAdminRoutes, { authService: s.authService });
  },
});
