import { contentOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { ReviewService } from './reviews.service.ts';

/**
 * /api/admin/reviews (inside the guarded admin scope): moderation is the `approved` field
 * (`PUT {approved: true}` approves in one call); `?status=pending` lists the reviews waiting.
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get('/', { schema: routeSchema(ops.reviews) }, async (request) => reviews.listAdmin(request.query));

  app.post('/', { schema: routeSchema(ops.createReview) }, async (request, reply) =>
    reply.status(201).send(await reviews.create(request.body)),
  );

  app.put('/:id', { schema: routeSchema(ops.updateReview) }, async (request) =>
    reviews.update(request.params.id, request.body),
  );

  app.delete('/:id', { schema: routeSchema(ops.deleteReview) }, async (request) => {
    await reviews.remove(request.params.id);
    return { message: 'Review deleted' };
  });
};
