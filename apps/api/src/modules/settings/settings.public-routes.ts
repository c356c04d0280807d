import { impressumSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

/** Public settings under /api/public. */
export const settingsPublicRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/impressum', { config: { publicCache: true }, schema: { response: { 200: impressumSchema } } }, () =>
    settings.impressum(),
  );
};
