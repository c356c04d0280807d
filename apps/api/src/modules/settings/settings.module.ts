import { defineModule } from '../module.ts';
import { settingsAdminRoutes } from './settings.admin-routes.ts';
import { settingsOpenRoutes } from './settings.open-routes.ts';
import { settingsPublicRoutes } from './settings.public-routes.ts';
import { seedSettings } from './settings.service.ts';

/** The settings sections (one row each, JSON): branding, images, contact, services, ... */
export const settingsModule = defineModule({
  name: 'settings',
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
