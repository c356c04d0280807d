import {
  availabilitySettingsSchema,
  blockedRangeInputSchema,
  blockedRangeSchema,
  bookingAdminCreateSchema,
  bookingExtendHoldSchema,
  bookingMailsSchema,
  bookingMoveSchema,
  bookingRequestSchema,
  bookingSortSchema,
  bookingStatusSchema,
  bookingUpdateSchema,
  calendarFeedSchema,
  dateSchema,
  formsListQuerySchema,
  messageResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookingService } from './booking.service.ts';

// Any id text: an id that matches nothing (also a malformed one) is a 404, not a 422.
const idParams = z.object({ id: z.string().max(100) });

const bookingsQuerySchema = formsListQuerySchema.extend({
  status: bookingStatusSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  sort: bookingSortSchema.optional(),
});

/** Guarded: the booking desk (inbox, availability, blocked days, client mails, calendar feed). */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{ booking: BookingService; publicUrl: string }> = async (
  app,
  { booking, publicUrl },
) => {
  app.get(
    '/forms/bookings',
    { schema: { querystring: bookingsQuerySchema, response: { 200: z.array(bookingRequestSchema) } } },
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

  // The owner's own bookings (phone, messenger) and moves (ADR 045).
  app.post(
    '/bookings',
    { schema: { body: bookingAdminCreateSchema, response: { 201: bookingRequestSchema } } },
    async (request, reply) => reply.status(201).send(await booking.adminCreate(request.body)),
  );
  app.post(
    '/bookings/:id/move',
    { schema: { params: idParams, body: bookingMoveSchema, response: { 200: bookingRequestSchema } } },
    (request) => booking.move(request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/extend-hold',
    { schema: { params: idParams, body: bookingExtendHoldSchema, response: { 200: bookingRequestSchema } } },
    (request) => booking.extendHold(request.params.id, request.body.hours),
  );

  app.get('/settings/availability', { schema: { response: { 200: availabilitySettingsSchema } } }, () =>
    booking.availabilitySettings(),
  );
  app.put(
    '/settings/availability',
    { schema: { body: availabilitySettingsSchema, response: { 200: availabilitySettingsSchema } } },
    (request) => booking.saveAvailabilitySettings(request.body),
  );
  app.get('/settings/booking-mails', { schema: { response: { 200: bookingMailsSchema } } }, () =>
    booking.bookingMails(),
  );
  app.put(
    '/settings/booking-mails',
    { schema: { body: bookingMailsSchema, response: { 200: bookingMailsSchema } } },
    (request) => booking.saveBookingMails(request.body),
  );

  app.get('/booking/blocked', { schema: { response: { 200: z.array(blockedRangeSchema) } } }, () =>
    booking.blockedRanges(),
  );
  app.post(
    '/booking/blocked',
    { schema: { body: blockedRangeInputSchema, response: { 201: blockedRangeSchema } } },
    async (request, reply) => reply.status(201).send(await booking.addBlockedRange(request.body)),
  );
  app.delete(
    '/booking/blocked/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    (request) => booking.removeBlockedRange(request.params.id),
  );

  const feedUrl = (secret: string) => ({ url: `${publicUrl.replace(/\/+$/, '')}/calendar/${secret}.ics` });
  app.get('/booking/calendar-feed', { schema: { response: { 200: calendarFeedSchema } } }, async () =>
    feedUrl(await booking.feedSecret()),
  );
  app.post('/booking/calendar-feed/regenerate', { schema: { response: { 200: calendarFeedSchema } } }, async () =>
    feedUrl(await booking.regenerateFeedSecret()),
  );
};
