import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  impressumInputSchema,
  impressumSchema,
  serviceIdParamSchema,
  servicesOrderSchema,
  servicesSectionSchema,
  servicesSettingsInputSchema,
  serviceWriteSchema,
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
    { schema: { body: servicesSettingsInputSchema, response: { 200: servicesSectionSchema } } },
    (request) => settings.saveServices(request.body),
  );
  // One service at a time (issue 19 item 5, ADR 024): saved, removed, ordered without sending the others.
  app.put(
    '/settings/services/:id',
    {
      schema: {
        params: serviceIdParamSchema,
        body: serviceWriteSchema,
        response: { 200: servicesSectionSchema },
      },
    },
    (request) => settings.saveService(request.params.id, request.body),
  );
  app.delete(
    '/settings/services/:id',
    { schema: { params: serviceIdParamSchema, response: { 200: servicesSectionSchema } } },
    (request) => settings.removeService(request.params.id),
  );
  app.put(
    '/settings/services-order',
    { schema: { body: servicesOrderSchema, response: { 200: servicesSectionSchema } } },
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
