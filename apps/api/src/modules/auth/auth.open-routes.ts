import { authOperations } from '@app/contracts';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_SECONDS } from './auth.devices.ts';
import type { AuthService } from './auth.service.ts';

/**
 * Sign-in: registered in the unguarded /api/admin scope. A successful sign-in sets the
 * known-device cookie (ADR 015): HttpOnly, SameSite=Strict, sent back only to this route, Secure
 * when the site is served over https (PUBLIC_URL).
 */
export const authOpenRoutes: FastifyPluginAsyncZod<{ authService: AuthService; secureCookies: boolean }> = async (
  app,
  { authService, secureCookies },
) => {
  // Cookies are read here only (this plugin's scope).
  await app.register(cookie);
  app.post('/login', { schema: routeSchema(authOperations.login) }, async (request, reply) => {
    const { device_token, ...session } = await authService.login(
      { ...request.body, ip: request.ip, device: request.cookies[KNOWN_DEVICE_COOKIE] },
      request.log,
    );
    reply.setCookie(KNOWN_DEVICE_COOKIE, device_token, {
      path: '/api/admin/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
    });
    return session;
  });
};
