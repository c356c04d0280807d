import { contentOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { routeSchema } from '../../http/operations.ts';
import { createPortfolioCategoryService } from './portfolio-categories.service.ts';

/** /api/admin/portfolio-categories (inside the guarded admin scope). */
export const portfolioCategoryAdminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const categories = createPortfolioCategoryService({ db, clock });

  app.get('/', { schema: routeSchema(ops.categories) }, async () => ({
    categories: await categories.listAll(),
  }));

  app.post('/', { schema: routeSchema(ops.createCategory) }, async (request, reply) =>
    reply.status(201).send(await categories.create(request.body)),
  );

  app.put('/:id', { schema: routeSchema(ops.updateCategory) }, async (request) =>
    categories.update(request.params.id, request.body),
  );

  app.delete('/:id', { schema: routeSchema(ops.deleteCategory) }, async (request) => {
    await categories.remove(request.params.id);
    return { message: 'Category deleted' };
  });
};
