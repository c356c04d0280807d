import { bookingCreateSchema, createdResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_RATE_LIMIT, submitPublicForm } from '../../http/public-form.ts';
import type { BookingService } from './booking.service.ts';

/** POST /api/public/booking: the visitor's booking request. */
export const bookingPublicRoutes: FastifyPluginAsyncZod<{ booking: BookingService }> = async (app, { booking }) => {
  app.post(
    '/booking',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: bookingCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      await submitPublicForm(request, reply, (idempotencyKey) =>
        booking.submit(request.body, { lang: visitorLanguage(request), idempotencyKey }),
      );
    },
  );
};
