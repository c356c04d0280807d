import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  impressumSchema,
  servicesSectionSchema,
  siteImagesSchema,
  userSettingsResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

/**
 * The settings GETs the public pages read through /api/admin/settings/* without a token (the
 * spec's paths). Registered in the unguarded scope; only public-safe sections are here.
 */
export const settingsOpenRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  /** The signed-in admin's profile, or null for an anonymous (or invalid-token) request. */
  adminProfile: (request: FastifyRequest) => Promise<{ username: string; email: string } | null>;
}> = async (app, { settings, adminProfile }) => {
  app.get(
    '/settings/site-images',
    { config: { publicCache: true }, schema: { response: { 200: siteImagesSchema } } },
    () => settings.siteImages(),
  );
  app.get(
    '/settings/analytics',
    { config: { publicCache: true }, schema: { response: { 200: analyticsSchema } } },
    () => settings.analytics(),
  );
  app.get(
    '/settings/contact',
    { config: { publicCache: true }, schema: { response: { 200: contactSettingsSchema } } },
    () => settings.contact(),
  );
  app.get(
    '/settings/services',
    { config: { publicCache: true }, schema: { response: { 200: servicesSectionSchema } } },
    () => settings.servicesSection(),
  );
  app.get('/settings/branding', { config: { publicCache: true }, schema: { response: { 200: brandingSchema } } }, () =>
    settings.branding(),
  );
  app.get(
    '/settings/impressum',
    { config: { publicCache: true }, schema: { response: { 200: impressumSchema } } },
    () => settings.impressum(),
  );
  app.get(
    '/settings/user',
    { config: { publicCache: true }, schema: { response: { 200: userSettingsResponseSchema } } },
    async (request) => {
      const social_links = await settings.socialLinks();
      const profile = await adminProfile(request);
      return profile ? { username: profile.username, email: profile.email, social_links } : { social_links };
    },
  );
};
