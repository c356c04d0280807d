import { authOperations as ops } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors.ts';
import { routeSchema } from '../../http/operations.ts';
import type { AdminIdentity } from './auth.guard.ts';
import type { AuthService } from './auth.service.ts';

function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** Guarded: token check, renewal, log-out (revokes every token) and the password change. */
export const authAdminRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.get('/verify', { schema: routeSchema(ops.verify) }, async (request) => ({
    valid: true as const,
    username: currentAdmin(request).username,
  }));

  // A session in use is renewed before it ends (ADR 019): a fresh token, a new `exp`, the same
  // token version, so a log-out or password change still revokes it, and the same sign-in time,
  // so no session outlives sign-in + 30 days (SESSION_MAX_SECONDS).
  app.post('/renew', { schema: routeSchema(ops.renew), config: { audit: false } }, (request) => {
    const admin = currentAdmin(request);
    return authService.renew(admin.id, admin.authTime);
  });

  app.post('/logout', { schema: routeSchema(ops.logout) }, (request) => authService.logout(currentAdmin(request).id));

  // The spec's profile form saved nothing; the e-mail address now saves (issue 19: password resets
  // need it).
  app.put('/settings/profile', { schema: routeSchema(ops.updateProfile) }, (request) =>
    authService.updateProfile(currentAdmin(request).id, request.body),
  );

  // The optional second factor (ADR 025): its state, a new secret (after the current password),
  // the first code confirming it, turning it off (password and code).
  app.get('/settings/2fa', { schema: routeSchema(ops.totpStatus) }, (request) =>
    authService.totpStatus(currentAdmin(request).id),
  );
  app.post('/settings/2fa/setup', { schema: routeSchema(ops.totpSetup) }, (request) =>
    authService.totpSetup(currentAdmin(request).id, request.body),
  );
  app.post('/settings/2fa/enable', { schema: routeSchema(ops.totpEnable) }, (request) =>
    authService.totpEnable(currentAdmin(request).id, request.body, currentAdmin(request).authTime),
  );
  app.post('/settings/2fa/disable', { schema: routeSchema(ops.totpDisable) }, (request) =>
    authService.totpDisable(currentAdmin(request).id, request.body, currentAdmin(request).authTime),
  );

  app.put('/settings/password', { schema: routeSchema(ops.changePassword) }, (request) =>
    authService.changePassword(currentAdmin(request).id, request.body, currentAdmin(request).authTime),
  );
};
