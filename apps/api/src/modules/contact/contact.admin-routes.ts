import { officeOperations } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { ContactService } from './contact.service.ts';

// Any id text: an id that matches nothing (also a malformed one) is a 404, not a 422.
/** Guarded: contact messages in the forms inbox (/api/admin/forms/contacts). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.get('/forms/contacts', { schema: routeSchema(officeOperations.contacts) }, (request) =>
    contact.list(request.query),
  );
  app.put('/forms/contacts/:id', { schema: routeSchema(officeOperations.updateContact) }, (request) =>
    contact.update(request.params.id, request.body),
  );
  app.delete('/forms/contacts/:id', { schema: routeSchema(officeOperations.deleteContact) }, (request) =>
    contact.remove(request.params.id),
  );
};
