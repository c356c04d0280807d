import {
  messageResponseSchema,
  newsletterSignupSchema,
  newsletterStatusSchema,
  newsletterTokenSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_RATE_LIMIT, submitPublicForm } from '../../http/public-form.ts';
import type { NewsletterService } from './newsletter.service.ts';

const statusAnswer = z.object({ status: newsletterStatusSchema });

/**
 * The newsletter's public side (double opt-in): the sign-up, and the two links of its mails as
 * POSTs (a mail scanner that opens a link confirms nothing: the page asks for a click).
 */
export const newsletterPublicRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      // `{message}` only, the same for every address (no id: nothing tells whether or since when
      // an address is subscribed).
      schema: { body: newsletterSignupSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await submitPublicForm(request, reply, (idempotencyKey) =>
        newsletter.signup(request.body, { lang: visitorLanguage(request), idempotencyKey }),
      );
    },
  );
  app.post(
    '/newsletter/confirm',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: newsletterTokenSchema, response: { 200: statusAnswer } },
    },
    (request) => newsletter.confirm(request.body.token),
  );
  app.post(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: newsletterTokenSchema, response: { 200: statusAnswer } },
    },
    (request) => newsletter.unsubscribe(request.body.token),
  );
};
