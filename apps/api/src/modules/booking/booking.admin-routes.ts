import { bookingRequestSchema, bookingUpdateSchema, formsListQuerySchema, messageResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookingService } from './booking.service.ts';

// Any id text: an id that matches nothing (also a malformed one) is a 404, not a 422.
const idParams = z.object({ id: z.string().max(100) });

/** Guarded: booking requests in the forms inbox (/api/admin/forms/bookings). */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{ booking: BookingService }> = async (app, { booking }) => {
  app.get(
    '/forms/bookings',
    { schema: { querystring: formsListQuerySchema, response: { 200: z.array(bookingRequestSchema) } } },
    (request) => booking.list(request.query),
  );
  app.put(
    '/forms/bookings/:id',
    { schema: { params: idParams, body: bookingUpdateSchema, response: { 200: bookingRequestSchema } } },
    (request) => booking.update(request.params.id, request.body),
  );
  app.delete(
    '/forms/bookings/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    (request) => booking.remove(request.params.id),
  );
};
