import { privacySettingsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrivacyService } from './privacy.service.ts';

/** GET /api/public/privacy: the periods the privacy page states (the same the retention uses). */
export const privacyPublicRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get('/privacy', { config: { publicCache: true }, schema: { response: { 200: privacySettingsSchema } } }, () =>
    privacy.settings(),
  );
};
