import { loginRequestSchema, tokenResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.ts';

/** Sign-in: registered in the unguarded /api/admin scope. */
export const authOpenRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.post('/login', { schema: { body: loginRequestSchema, response: { 200: tokenResponseSchema } } }, (request) =>
    authService.login({ ...request.body, ip: request.ip }, request.log),
  );
};
