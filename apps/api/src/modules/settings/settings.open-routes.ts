import { settingsOperations as ops } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
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
  app.get('/settings/site-images', { config: { publicCache: true }, schema: routeSchema(ops.siteImages) }, () =>
    settings.siteImages(),
  );
  app.get('/settings/analytics', { config: { publicCache: true }, schema: routeSchema(ops.analytics) }, () =>
    settings.analytics(),
  );
  app.get('/settings/contact', { config: { publicCache: true }, schema: routeSchema(ops.contact) }, () =>
    settings.contact(),
  );
  app.get('/settings/services', { config: { publicCache: true }, schema: routeSchema(ops.services) }, () =>
    settings.servicesSection(),
  );
  app.get('/settings/branding', { config: { publicCache: true }, schema: routeSchema(ops.branding) }, () =>
    settings.branding(),
  );
  app.get('/settings/impressum', { config: { publicCache: true }, schema: routeSchema(ops.impressum) }, () =>
    settings.impressum(),
  );
  app.get('/settings/user', { config: { publicCache: true }, schema: routeSchema(ops.user) }, async (request) => {
    const social_links = await settings.socialLinks();
    const profile = await adminProfile(request);
    return profile ? { username: profile.username, email: profile.email, social_links } : { social_links };
  });
};
