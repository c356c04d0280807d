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
  /** Queues a note to the owner that a review waits for approval (no-op while e-mail is off). */
  notifyAdmin?: (trx: Kysely<Database>, mail: { subject: string; text: string; replyTo?: string }) => Promise<boolean>;
  /** Called after an answer that may have queued a mail, so the outbox sends it soon. */
  onMailQueued?: () => void;
}

/** GET /api/public/reviews (approved only) and POST /api/public/reviews (the visitor's form). */
export const reviewPublicRoutes: FastifyPluginAsyncZod<ReviewPublicRouteOptions> = async (
  app,
  { db, clock, runPublicForm, notifyAdmin, onMailQueued },
) => {
  const reviews = createReviewService({ db, clock });

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
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: publicReviewCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      const review = request.body;
      const answer = await runPublicForm(request, reply, 'reviews', review, async (trx) => {
        const result = await reviews.submit(trx, review);
        await notifyAdmin?.(trx, {
          subject: `Neue Bewertung / Новый отзыв: ${review.name.replace(/\s+/g, ' ').slice(0, 80)}, ${review.rating}/5`,
          replyTo: review.email,
          text: [
            'Eine neue Bewertung wartet auf Freigabe / Новый отзыв ждёт модерации',
            '',
            `Name / Имя: ${review.name}`,
            `E-Mail: ${review.email}`,
            `Bewertung / Оценка: ${review.rating}/5`,
            `Leistung / Услуга: ${review.service}`,
            '',
            review.text_de || review.text_ru,
          ].join('\n'),
        });
        return result;
      });
      onMailQueued?.();
      return answer;
    },
  );
};
