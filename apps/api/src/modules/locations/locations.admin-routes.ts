import {
  idParamSchema,
  locationInputSchema,
  locationSchema,
  locationsResponseSchema,
  locationUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { createLocationService } from './locations.service.ts';

const locationResponseSchema = z.object({ location: locationSchema });

/** /api/admin/settings/locations (inside the guarded admin scope): every location, inactive ones too. */
export const locationAdminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const locations = createLocationService({ db, clock });

  app.get('/', { schema: { response: { 200: locationsResponseSchema } } }, async () => ({
    locations: await locations.listAll(),
  }));

  app.post(
    '/',
    { schema: { body: locationInputSchema, response: { 201: locationResponseSchema } } },
    async (request, reply) => reply.status(201).send({ location: await locations.create(request.body) }),
  );

  app.put(
    '/:id',
    { schema: { params: idParamSchema, body: locationUpdateSchema, response: { 200: locationResponseSchema } } },
    async (request) => ({ location: await locations.update(request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await locations.remove(request.params.id);
      return { message: 'Location deleted' };
    },
  );
};
