import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findAdminById } from '../auth/auth.repository.ts';
import { defineModule, provide } from '../module.ts';
import { settingsAdminRoutes } from './settings.admin-routes.ts';
import { settingsOpenRoutes } from './settings.open-routes.ts';
import { settingsPublicRoutes } from './settings.public-routes.ts';
import { createSettingsService, SECTIONS, type SettingsService, seedSettings } from './settings.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    settings: SettingsService;
    /** The site's name as the owner set it (mails, archives). */
    siteName: (handle: Kysely<Database>) => Promise<string>;
    /** The signed-in admin's name and address, or null (the open profile GET). */
    adminProfile: (request: FastifyRequest) => Promise<{ username: string; email: string } | null>;
  }
}

/** The settings sections (one row each, JSON): branding, images, contact, services, ... */
export const settingsModule = defineModule({
  name: 'settings',
  provides: {
    settings: provide(['db', 'clock'], createSettingsService),
    siteName: provide([], () => async (handle: Kysely<Database>) => (await SECTIONS.branding.read(handle)).site_name),
    adminProfile: provide(['db', 'auth'], ({ db, auth }) => async (request: FastifyRequest) => {
      const identity = await auth.identify(request);
      const admin = identity ? await findAdminById(db, identity.id) : undefined;
      return admin ? { username: admin.username, email: admin.email } : null;
    }),
  },
  tables: ['setting'],
  auditedRecords: [
    ...(
      [
        ['branding', 'branding'],
        ['contact', 'contact'],
        ['services', 'services'],
        ['services-order', 'services'],
        ['impressum', 'impressum'],
        ['analytics', 'analytics'],
        ['site-images', 'site_images'],
        ['social', 'social_links'],
      ] as const
    ).map(([route, key]) => ({
      routes: `/api/admin/settings/${route}`,
      table: 'setting' as const,
      key: { column: 'key', value: key },
    })),
  ],
  // Site images, service images, the wedding text's HTML: any section may name a stored file.
  mediaColumns: [{ table: 'setting', column: 'value' }],
  seeds: [seedSettings],
  publicRoutes: async (app, s) => {
    await app.register(settingsPublicRoutes, { prefix: '/api/public', settings: s.settings });
  },
  openAdminRoutes: async (app, s) => {
    await app.register(settingsOpenRoutes, { settings: s.settings, adminProfile: s.adminProfile });
  },
  adminRoutes: async (app, s) => {
    await app.register(settingsAdminRoutes, { settings: s.settings });
  },
});
