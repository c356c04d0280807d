import { settingsOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { SettingsService } from './settings.service.ts';

/** Guarded: each PUT replaces a whole section and answers the saved object. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.put('/settings/impressum', { schema: routeSchema(ops.saveImpressum) }, (request) =>
    settings.saveImpressum(request.body),
  );
  app.put('/settings/site-images', { schema: routeSchema(ops.saveSiteImages) }, (request) =>
    settings.saveSiteImages(request.body),
  );
  app.put('/settings/analytics', { schema: routeSchema(ops.saveAnalytics) }, (request) =>
    settings.saveAnalytics(request.body),
  );
  app.put('/settings/contact', { schema: routeSchema(ops.saveContact) }, (request) =>
    settings.saveContact(request.body),
  );
  app.put('/settings/services', { schema: routeSchema(ops.saveServices) }, (request) =>
    settings.saveServices(request.body),
  );
  // One service at a time (issue 19 item 5, ADR 024): saved, removed, ordered without sending the others.
  app.put('/settings/services/:id', { schema: routeSchema(ops.saveService) }, (request) =>
    settings.saveService(request.params.id, request.body),
  );
  app.delete('/settings/services/:id', { schema: routeSchema(ops.deleteService) }, (request) =>
    settings.removeService(request.params.id),
  );
  app.put('/settings/services-order', { schema: routeSchema(ops.orderServices) }, (request) =>
    settings.orderServices(request.body.ids),
  );
  app.put('/settings/branding', { schema: routeSchema(ops.saveBranding) }, (request) =>
    settings.saveBranding(request.body),
  );
  app.put('/settings/social', { schema: routeSchema(ops.saveSocial) }, (request) =>
    settings.saveSocialLinks(request.body),
  );
};
