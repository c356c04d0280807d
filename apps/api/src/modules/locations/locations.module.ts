import { defineModule } from '../module.ts';
import { locationAdminRoutes } from './locations.admin-routes.ts';
import { locationPublicRoutes } from './locations.public-routes.ts';
import { seedLocations } from './locations.seed.ts';

/** The city landing pages (Gera, Leipzig, ...). */
export const locationsModule = defineModule({
  name: 'locations',
  needs: ['db', 'clock'],
  tables: ['location'],
  auditedRecords: [{ routes: '/api/admin/settings/locations', table: 'location' }],
  mediaColumns: [
    { table: 'location', column: 'hero_image' },
    { table: 'location', column: 'content_de' },
    { table: 'location', column: 'content_ru' },
  ],
  notMediaColumns: [
    { table: 'location', column: 'description_de', why: 'the meta description, plain text' },
    { table: 'location', column: 'description_ru', why: 'the meta description, plain text' },
    { table: 'location', column: 'hero_subtitle_de', why: 'plain text' },
    { table: 'location', column: 'hero_subtitle_ru', why: 'plain text' },
  ],
  notPersonalColumns: [
    {
      table: 'location',
      columns: ['name', 'name_ru', 'contact_text_de', 'contact_text_ru'],
      why: 'a city page’s name and text',
    },
  ],
  seeds: [seedLocations],
  publicRoutes: async (app, s) => {
    await app.register(locationPublicRoutes, { prefix: '/api/public/locations', db: s.db, clock: s.clock });
  },
  adminRoutes: async (app, s) => {
    await app.register(locationAdminRoutes, { prefix: '/settings/locations', db: s.db, clock: s.clock });
  },
});
