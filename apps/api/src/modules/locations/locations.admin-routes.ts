import { settingsOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { routeSchema } from '../../http/operations.ts';
import { createLocationService } from './locations.service.ts';

/** /api/admin/settings/locations (inside the guarded admin scope): every location, inactive ones too. */
export const locationAdminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const locations = createLocationService({ db, clock });

  app.get('/', { schema: routeSchema(ops.locations) }, async () => ({
    locations: await locations.listAll(),
  }));

  app.post('/', { schema: routeSchema(ops.createLocation) }, async (request, reply) =>
    reply.status(201).send({ location: await locations.create(request.body) }),
  );

  app.put('/:id', { schema: routeSchema(ops.updateLocation) }, async (request) => ({
    location: await locations.update(request.params.id, request.body),
  }));

  app.delete('/:id', { schema: routeSchema(ops.deleteLocation) }, async (request) => {
    await locations.remove(request.params.id);
    return { message: 'Location deleted' };
  });
};
