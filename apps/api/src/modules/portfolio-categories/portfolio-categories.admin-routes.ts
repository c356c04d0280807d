import {
  categoriesResponseSchema,
  idParamSchema,
  portfolioCategoryCreateSchema,
  portfolioCategorySchema,
  portfolioCategoryUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { createPortfolioCategoryService } from './portfolio-categories.service.ts';

const messageSchema = z.object({ message: z.string() });

/** /api/admin/portfolio-categories (inside the guarded admin scope). */
export const portfolioCategoryAdminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const categories = createPortfolioCategoryService({ db, clock });

  app.get('/', { schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    categories: await categories.listAll(),
  }));

  app.post(
    '/',
    { schema: { body: portfolioCategoryCreateSchema, response: { 201: portfolioCategorySchema } } },
    async (request, reply) => reply.status(201).send(await categories.create(request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: idParamSchema,
        body: portfolioCategoryUpdateSchema,
        response: { 200: portfolioCategorySchema },
      },
    },
    async (request) => categories.update(request.params.id, request.body),
  );

  app.delete('/:id', { schema: { params: idParamSchema, response: { 200: messageSchema } } }, async (request) => {
    await categories.remove(request.params.id);
    return { message: 'Category deleted' };
  });
};
