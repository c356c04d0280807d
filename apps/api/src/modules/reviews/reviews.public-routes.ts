import { createdResponseSchema, listQuerySchema, publicReviewCreateSchema, publicReviewSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type createPublicFormRunner, PUBLIC_FORM_RATE_LIMIT } from '../../http/public-form.ts';
import { createReviewService } from './reviews.service.ts';

export interface ReviewPublicRouteOptions {
  db: Kysely<Database>;
  clock: () => Date;
  runPublicForm: ReturnType<typeof createPublicFormRunner>;
}

/** GET /api/public/reviews (approved only) and POST /api/public/reviews (the visitor's form). */
export const reviewPublicRoutes: FastifyPluginAsyncZod<ReviewPublicRouteOptions> = async (
  app,
  { db, clock, runPublicForm },
) => {
  const reviews = createReviewService({ db, clock });

  app.get(
    '/',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(publicReviewSchema) } } },
    async (request) => reviews.listPublic(request.query),
  );

  app.post(
    '/',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: publicReviewCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) =>
      runPublicForm(request, reply, 'reviews', request.body, (trx) => reviews.submit(trx, request.body)),
  );
};
