import { createHash } from 'node:crypto';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingConfirmResultSchema,
  bookingConfirmSchema,
  bookingCreateSchema,
  bookingModesResponseSchema,
  createdResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../http/client-key.ts';
import { notFound } from '../../http/errors.ts';
import { visitorLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_RATE_LIMIT, submitPublicForm } from '../../http/public-form.ts';
import type { BookingFeed } from './booking.feed.ts';
import type { BookingService } from './booking.service.ts';

/**
 * POST /api/public/booking: the visitor's booking request; POST /api/public/booking/confirm: its
 * mailed link; GET /api/public/availability: the free days.
 */
export const bookingPublicRoutes: FastifyPluginAsyncZod<{ booking: BookingService }> = async (app, { booking }) => {
  app.post(
    '/booking',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: bookingCreateSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      await submitPublicForm(request, reply, (idempotencyKey) =>
        booking.submit(request.body, {
          lang: visitorLanguage(request),
          idempotencyKey,
          clientIp: clientKey(request.ip),
        }),
      );
    },
  );
  // The link of the request's confirmation mail, as a POST (a mail scanner that opens the link
  // holds nothing: the page asks for a click). ADR 038.
  app.post(
    '/booking/confirm',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: { body: bookingConfirmSchema, response: { 200: bookingConfirmResultSchema } },
    },
    (request) => booking.confirm(request.body.token),
  );
  app.get(
    '/booking-modes',
    { config: { publicCache: true }, schema: { response: { 200: bookingModesResponseSchema } } },
    () => booking.modes(),
  );
  app.get(
    '/availability',
    {
      // Changes with every request a visitor sends: never from the shared API cache.
      config: { publicCache: false },
      schema: { querystring: availabilityQuerySchema, response: { 200: availabilityResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return booking.availability(request.query);
    },
  );
};

/**
 * GET /calendar/{secret}.ics: the owner's private calendar feed. Anyone with the address may read
 * it (calendar apps cannot sign in), so the address is the secret: 192 random bits, compared in
 * constant time, a new one makes the old address a 404 at once. Private caching only, with an
 * ETag so a phone polling every few minutes mostly gets a 304.
 */
export const bookingFeedRoutes: FastifyPluginAsyncZod<{ feed: BookingFeed }> = async (app, { feed }) => {
  app.get(
    '/calendar/:file',
    { config: { publicCache: false }, schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{16,100})\.ics$/.exec(request.params.file);
      const text = match?.[1] ? await feed.calendarFor(match[1]) : null;
      if (text === null) throw notFound('No such calendar');
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', etag)
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
};
