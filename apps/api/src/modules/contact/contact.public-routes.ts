import { contactCreateSchema, createdResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_RATE_LIMIT, submitPublicForm } from '../../http/public-form.ts';
import type { ContactService } from './contact.service.ts';

/** POST /api/public/contact: the visitor's message. */
export const contactPublicRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: contactCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      await submitPublicForm(request, reply, (idempotencyKey) =>
        contact.submit(request.body, { lang: visitorLanguage(request), idempotencyKey }),
      );
    },
  );
};
