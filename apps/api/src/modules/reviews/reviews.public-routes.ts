import { createdResponseSchema, listQuerySchema, publicReviewCreateSchema, publicReviewSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorLanguage } from '../../http/language.ts';
import { REVIEW_RATE_LIMIT, submitPublicForm } from '../../http/public-form.ts';
import type { ReviewService } from './reviews.service.ts';

/** GET /api/public/reviews (approved only) and POST /api/public/reviews (the visitor's form). */
export const reviewPublicRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: { querystring: listQuerySchema, response: { 200: z.array(publicReviewSchema) } },
    },
    async (request) => reviews.listPublic(request.query),
  );

  app.post(
    '/',
    {
      config: { rateLimit: REVIEW_RATE_LIMIT },
      schema: { body: publicReviewCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      await submitPublicForm(request, reply, (idempotencyKey) =>
        reviews.submit(request.body, { lang: visitorLanguage(request), idempotencyKey }),
      );
    },
  );
};
