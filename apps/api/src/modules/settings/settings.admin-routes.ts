import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  impressumInputSchema,
  impressumSchema,
  serviceIdParamSchema,
  serviceSchema,
  servicesOrderSchema,
  servicesSettingsSchema,
  siteImagesSchema,
  socialLinksResponseSchema,
  socialLinksSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

/** Guarded: each PUT replaces a whole section and answers the saved object. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.put(
    '/settings/impressum',
    { schema: { body: impressumInputSchema, response: { 200: impressumSchema } } },
    (request) => settings.saveImpressum(request.body),
  );
  app.put(
    '/settings/site-images',
    { schema: { body: siteImagesSchema, response: { 200: siteImagesSchema } } },
    (request) => settings.saveSiteImages(request.body),
  );
  app.put('/settings/analytics', { schema: { body: analyticsSchema, response: { 200: analyticsSchema } } }, (request) =>
    settings.saveAnalytics(request.body),
  );
  app.put(
    '/settings/contact',
    { schema: { body: contactSettingsSchema, response: { 200: contactSettingsSchema } } },
    (request) => settings.saveContact(request.body),
  );
  app.put(
    '/settings/services',
    { schema: { body: servicesSettingsSchema, response: { 200: servicesSettingsSchema } } },
    (request) => settings.saveServices(request.body),
  );
  // One service at a time (issue 19 item 5): saved, removed, ordered without sending the others.
  app.put(
    '/settings/services/:id',
    { schema: { params: serviceIdParamSchema, body: serviceSchema, response: { 200: servicesSettingsSchema } } },
    (request) => settings.saveService({ ...request.body, id: request.params.id }),
  );
  app.delete(
    '/settings/services/:id',
    { schema: { params: serviceIdParamSchema, response: { 200: servicesSettingsSchema } } },
    (request) => settings.removeService(request.params.id),
  );
  app.put(
    '/settings/services-order',
    { schema: { body: servicesOrderSchema, response: { 200: servicesSettingsSchema } } },
    (request) => settings.orderServices(request.body.ids),
  );
  app.put('/settings/branding', { schema: { body: brandingSchema, response: { 200: brandingSchema } } }, (request) =>
    settings.saveBranding(request.body),
  );
  app.put(
    '/settings/social',
    { schema: { body: socialLinksSchema, response: { 200: socialLinksResponseSchema } } },
    (request) => settings.saveSocialLinks(request.body),
  );
};
