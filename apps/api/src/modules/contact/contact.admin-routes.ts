import { contactMessageSchema, contactUpdateSchema, formsListQuerySchema, messageResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactService } from './contact.service.ts';

// Any id text: an id that matches nothing (also a malformed one) is a 404, not a 422.
const idParams = z.object({ id: z.string().max(100) });

/** Guarded: contact messages in the forms inbox (/api/admin/forms/contacts). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.get(
    '/forms/contacts',
    { schema: { querystring: formsListQuerySchema, response: { 200: z.array(contactMessageSchema) } } },
    (request) => contact.list(request.query),
  );
  app.put(
    '/forms/contacts/:id',
    { schema: { params: idParams, body: contactUpdateSchema, response: { 200: contactMessageSchema } } },
    (request) => contact.update(request.params.id, request.body),
  );
  app.delete(
    '/forms/contacts/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    (request) => contact.remove(request.params.id),
  );
};
