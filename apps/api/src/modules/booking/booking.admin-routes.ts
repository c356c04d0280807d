import { officeOperations as office, settingsOperations as settings } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { BookingService } from './booking.service.ts';
import type { BusyFeeds } from './busy-feeds.service.ts';

// Any id text: an id that matches nothing (also a malformed one) is a 404, not a 422.

/** Guarded: the booking desk (inbox, availability, blocked days, client mails, calendar feed). */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{
  booking: BookingService;
  busyFeeds: BusyFeeds;
  publicUrl: string;
}> = async (app, { booking, busyFeeds, publicUrl }) => {
  app.get('/forms/bookings', { schema: routeSchema(office.bookings) }, (request) => booking.list(request.query));
  app.put('/forms/bookings/:id', { schema: routeSchema(office.updateBooking) }, (request) =>
    booking.update(request.params.id, request.body),
  );
  app.delete('/forms/bookings/:id', { schema: routeSchema(office.deleteBooking) }, (request) =>
    booking.remove(request.params.id),
  );

  // The owner's own bookings (phone, messenger) and moves (ADR 045).
  app.post('/bookings', { schema: routeSchema(office.createBooking) }, async (request, reply) =>
    reply.status(201).send(await booking.adminCreate(request.body)),
  );
  app.post('/bookings/:id/move', { schema: routeSchema(office.moveBooking) }, (request) =>
    booking.move(request.params.id, request.body),
  );
  app.post('/bookings/:id/undo', { schema: routeSchema(office.undoDecision) }, (request) =>
    booking.undoDecision(request.params.id),
  );
  app.post('/bookings/:id/extend-hold', { schema: routeSchema(office.extendHold) }, (request) =>
    booking.extendHold(request.params.id, request.body.hours),
  );

  app.get('/settings/availability', { schema: routeSchema(settings.availability) }, () =>
    booking.availabilitySettings(),
  );
  app.put('/settings/availability', { schema: routeSchema(settings.saveAvailability) }, (request) =>
    booking.saveAvailabilitySettings(request.body),
  );
  app.get('/settings/booking-mails', { schema: routeSchema(settings.bookingMails) }, () => booking.bookingMails());
  app.put('/settings/booking-mails', { schema: routeSchema(settings.saveBookingMails) }, (request) =>
    booking.saveBookingMails(request.body),
  );

  app.get('/booking/blocked', { schema: routeSchema(settings.blockedRanges) }, () => booking.blockedRanges());
  app.post('/booking/blocked', { schema: routeSchema(settings.addBlockedRange) }, async (request, reply) =>
    reply.status(201).send(await booking.addBlockedRange(request.body)),
  );
  app.delete('/booking/blocked/:id', { schema: routeSchema(settings.removeBlockedRange) }, (request) =>
    booking.removeBlockedRange(request.params.id),
  );

  // The owner's own calendars as busy times (ADR 050): the address is a secret, never answered or logged.
  app.get('/booking/busy-feeds', { schema: routeSchema(settings.busyFeeds) }, () => busyFeeds.list());
  app.post(
    '/booking/busy-feeds',
    { schema: routeSchema(settings.addBusyFeed), config: { audit: { hide: ['url'] } } },
    async (request, reply) => reply.status(201).send(await busyFeeds.add(request.body)),
  );
  app.delete('/booking/busy-feeds/:id', { schema: routeSchema(settings.removeBusyFeed) }, (request) =>
    busyFeeds.remove(request.params.id),
  );
  app.post('/booking/busy-feeds/sync', { schema: routeSchema(settings.syncBusyFeeds) }, () => busyFeeds.syncAll());

  const feedUrl = (secret: string) => ({ url: `${publicUrl.replace(/\/+$/, '')}/calendar/${secret}.ics` });
  app.get('/booking/calendar-feed', { schema: routeSchema(settings.calendarFeed) }, async () =>
    feedUrl(await booking.feedSecret()),
  );
  app.post('/booking/calendar-feed/regenerate', { schema: routeSchema(settings.regenerateCalendarFeed) }, async () =>
    feedUrl(await booking.regenerateFeedSecret()),
  );
};
