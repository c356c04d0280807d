import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  impressumInputSchema,
  impressumSchema,
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
  app.put('/settings/branding', { schema: { body: brandingSchema, response: { 200: brandingSchema } } }, (request) =>
    settings.saveBranding(request.body),
  );
  app.put(
    '/settings/social',
    { schema: { body: socialLinksSchema, response: { 200: socialLinksResponseSchema } } },
    (request) => settings.saveSocialLinks(request.body),
  );
};
