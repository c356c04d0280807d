import { authOperations } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { AuthService } from './auth.service.ts';

/** Per-IP limit for both password-reset calls. */
export const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

/** Password reset, under /api/auth (no token). */
export const authPublicRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.post(
    '/password-reset-request',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: routeSchema(authOperations.passwordResetRequest),
    },
    (request) => authService.requestPasswordReset(request.body.email),
  );

  app.post(
    '/password-reset',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: routeSchema(authOperations.passwordReset),
    },
    (request) => authService.resetPassword(request.body),
  );
};
