import {
  messageResponseSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  verifyResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors.ts';
import type { AdminIdentity } from './auth.guard.ts';
import type { AuthService } from './auth.service.ts';

function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** Guarded: token check, log-out (revokes every token) and the password change. */
export const authAdminRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.get('/verify', { schema: { response: { 200: verifyResponseSchema } } }, async (request) => ({
    valid: true as const,
    username: currentAdmin(request).username,
  }));

  app.post('/logout', { schema: { response: { 200: messageResponseSchema } } }, (request) =>
    authService.logout(currentAdmin(request).id),
  );

  app.put(
    '/settings/password',
    { schema: { body: passwordChangeSchema, response: { 200: passwordChangeResponseSchema } } },
    (request) => authService.changePassword(currentAdmin(request).id, request.body),
  );
};
