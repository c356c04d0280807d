import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.ts';
import { LIMITS, text } from './text.ts';

/**
 * One client record (issue 35 item 6, ADR 049): a person is one normalised e-mail address
 * (trimmed, lower-cased) across every form that names one. The office reaches a client by an
 * opaque id (a `client` row made the first time the address is listed), never by the address in
 * the URL.
 */
export const normaliseClientEmail = (email: string) => email.trim().toLowerCase();

/** The list's search (a part of a name or an address) and pages. */
export const clientListQuerySchema = paginationQuerySchema.extend({
  q: text(LIMITS.name).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** How many records of each kind name the address. */
export const clientCountsSchema = z.object({
  bookings: z.number().int(),
  messages: z.number().int(),
  galleries: z.number().int(),
  reviews: z.number().int(),
  newsletter: z.number().int(),
  consents: z.number().int(),
});
export type ClientCounts = z.infer<typeof clientCountsSchema>;

/** One row of the list: each person once, the latest activity first. */
export const clientSummarySchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  counts: clientCountsSchema,
  last_activity: z.string(),
  has_note: z.boolean(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientBookingSchema = z.object({
  id: idSchema,
  status: z.string(),
  date: z.string(),
  time: z.string(),
  service_name: z.string(),
  tariff_name: z.string(),
  created_at: z.string(),
});
export const clientMessageSchema = z.object({ id: idSchema, subject: z.string(), created_at: z.string() });
export const clientGallerySchema = z.object({
  id: idSchema,
  title_de: z.string(),
  title_ru: z.string(),
  booking_id: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export const clientReviewSchema = z.object({
  id: idSchema,
  rating: z.number().int(),
  approved: z.boolean(),
  created_at: z.string(),
});
export const clientConsentSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  record_table: z.string(),
  lang: z.string(),
  given_at: z.string(),
});
export const clientNewsletterSchema = z.object({
  status: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});

/** The whole record: what every form knows about the person, and the owner's note. */
export const clientRecordSchema = z.object({
  id: idSchema,
  email: z.string(),
  names: z.array(z.string()),
  phones: z.array(z.string()),
  languages: z.array(z.string()),
  bookings: z.array(clientBookingSchema),
  messages: z.array(clientMessageSchema),
  galleries: z.array(clientGallerySchema),
  reviews: z.array(clientReviewSchema),
  consents: z.array(clientConsentSchema),
  newsletter: clientNewsletterSchema.nullable(),
  note: z.string(),
  note_updated_at: z.string().nullable(),
  last_activity: z.string(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

/** The owner's note about a client (private, erased with the client). */
export const clientNoteSchema = z.object({ note: text(LIMITS.text) });
export type ClientNote = z.infer<typeof clientNoteSchema>;
