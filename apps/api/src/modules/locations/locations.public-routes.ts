import { locationSchema, locationsResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { createLocationService } from './locations.service.ts';

/** Any text is accepted: a page passes whatever the visitor typed, and an unknown city is a 404. */
const slugParamSchema = z.object({ slug: z.string() });

/** GET /api/public/locations and /api/public/locations/{slug}: active locations only. */
export const locationPublicRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const locations = createLocationService({ db, clock });

  app.get('/', { config: { publicCache: true }, schema: { response: { 200: locationsResponseSchema } } }, async () => ({
    locations: await locations.listPublic(),
  }));

  app.get(
    '/:slug',
    {
      config: { publicCache: true },
      schema: { params: slugParamSchema, response: { 200: z.object({ location: locationSchema }) } },
    },
    async (request) => ({ location: await locations.getPublic(request.params.slug) }),
  );
};
