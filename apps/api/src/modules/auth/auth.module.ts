import { createSharedFailureLimiter } from '../cluster/shared-failure-limiter.ts';
import { defineModule, provide } from '../module.ts';
import { authAdminRoutes } from './auth.admin-routes.ts';
import { createDeviceTokens } from './auth.devices.ts';
import { createAdminAuthenticator } from './auth.guard.ts';
import { authOpenRoutes } from './auth.open-routes.ts';
import { authPublicRoutes } from './auth.public-routes.ts';
import { seedAdminUser } from './auth.seed.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { createTokenService, type TokenService } from './auth.tokens.ts';
import { createTotp, totpIssuer } from './auth.totp.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    tokens: TokenService;
    /** The bearer-token guard of the admin scope. */
    auth: ReturnType<typeof createAdminAuthenticator>;
    authService: AuthService;
  }
}

/** The owner's account: sign-in, log-out, password change and reset. */
export const authModule = defineModule({
  name: 'auth',
  needs: ['config'],
  provides: {
    tokens: provide(['config', 'clock'], ({ config, clock }) =>
      createTokenService({ secretKey: config.secretKey, clock }),
    ),
    auth: provide(['db', 'tokens'], createAdminAuthenticator),
    authService: provide(
      ['db', 'clock', 'tokens', 'config', 'database', 'emailSettings', 'outbox'],
      ({ db, clock, tokens, config, database, emailSettings, outbox }) =>
        createAuthService({
          db,
          clock,
          tokens,
          devices: createDeviceTokens({ secretKey: config.secretKey, clock }),
          totp: createTotp({ secretKey: config.secretKey, issuer: totpIssuer(config.publicUrl) }),
          publicUrl: config.publicUrl,
          settingsAdminEmail: emailSettings.adminEmail,
          queueMail: outbox.queue,
          // Several instances on one PostgreSQL count sign-in failures together (ADR 032).
          ...(database.kind === 'postgres'
            ? { failureLimiter: (scope, limits) => createSharedFailureLimiter({ db, scope, ...limits, clock }) }
            : {}),
        }),
    ),
  },
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
