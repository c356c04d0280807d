import { bookingCreateSchema, contactCreateSchema, createdResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorLanguage } from '../../http/language.ts';
import { type createPublicFormRunner, PUBLIC_FORM_RATE_LIMIT } from '../../http/public-form.ts';
import type { FormsService } from './forms.service.ts';

/** The public contact and booking forms under /api/public. */
export const formsPublicRoutes: FastifyPluginAsyncZod<{
  forms: FormsService;
  runPublicForm: ReturnType<typeof createPublicFormRunner>;
  /** Called after an answer that may have queued a mail, so the outbox sends it soon. */
  onMailQueued: () => void;
}> = async (app, { forms, runPublicForm, onMailQueued }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: contactCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      const answer = await runPublicForm(request, reply, 'contact', request.body, (trx) =>
        forms.createContact(trx, request.body, visitorLanguage(request)),
      );
      onMailQueued();
      return answer;
    },
  );

  app.post(
    '/booking',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: bookingCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      const answer = await runPublicForm(request, reply, 'booking', request.body, (trx) =>
        forms.createBooking(trx, request.body, visitorLanguage(request)),
      );
      onMailQueued();
      return answer;
    },
  );
};
