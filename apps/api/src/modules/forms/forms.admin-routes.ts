import {
  bookingRequestSchema,
  bookingUpdateSchema,
  contactMessageSchema,
  contactUpdateSchema,
  formsListQuerySchema,
  messageResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FormsService } from './forms.service.ts';

// Any id text: an id that matches nothing (also a malformed one) is a 404, not a 422.
const idParams = z.object({ id: z.string().max(100) });

/** Guarded: the forms inbox (contact messages and booking requests). */
export const formsAdminRoutes: FastifyPluginAsyncZod<{ forms: FormsService }> = async (app, { forms }) => {
  app.get(
    '/forms/contacts',
    { schema: { querystring: formsListQuerySchema, response: { 200: z.array(contactMessageSchema) } } },
    (request) => forms.listContacts(request.query),
  );
  app.put(
    '/forms/contacts/:id',
    { schema: { params: idParams, body: contactUpdateSchema, response: { 200: contactMessageSchema } } },
    (request) => forms.updateContact(request.params.id, request.body),
  );
  app.delete(
    '/forms/contacts/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    (request) => forms.deleteContact(request.params.id),
  );

  app.get(
    '/forms/bookings',
    { schema: { querystring: formsListQuerySchema, response: { 200: z.array(bookingRequestSchema) } } },
    (request) => forms.listBookings(request.query),
  );
  app.put(
    '/forms/bookings/:id',
    { schema: { params: idParams, body: bookingUpdateSchema, response: { 200: bookingRequestSchema } } },
    (request) => forms.updateBooking(request.params.id, request.body),
  );
  app.delete(
    '/forms/bookings/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    (request) => forms.deleteBooking(request.params.id),
  );
};
