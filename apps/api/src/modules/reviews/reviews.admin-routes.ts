import {
  adminReviewInputSchema,
  adminReviewListQuerySchema,
  adminReviewSchema,
  adminReviewUpdateSchema,
  idParamSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewService } from './reviews.service.ts';

/**
 * /api/admin/reviews (inside the guarded admin scope): moderation is the `approved` field
 * (`PUT {approved: true}` approves in one call); `?status=pending` lists the reviews waiting.
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/',
    { schema: { querystring: adminReviewListQuerySchema, response: { 200: z.array(adminReviewSchema) } } },
    async (request) => reviews.listAdmin(request.query),
  );

  app.post(
    '/',
    { schema: { body: adminReviewInputSchema, response: { 201: adminReviewSchema } } },
    async (request, reply) => reply.status(201).send(await reviews.create(request.body)),
  );

  app.put(
    '/:id',
    { schema: { params: idParamSchema, body: adminReviewUpdateSchema, response: { 200: adminReviewSchema } } },
    async (request) => reviews.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await reviews.remove(request.params.id);
      return { message: 'Review deleted' };
    },
  );
};
