import { z } from 'zod';
import { idSchema } from './common.ts';
import { HONEYPOT_FIELD } from './constants.ts';
import { dateSchema, emailSchema, LIMITS, optionalEmailSchema, requiredText, text, timestampSchema } from './text.ts';

const honeypot = { [HONEYPOT_FIELD]: z.string().max(LIMITS.url).optional() };

// ---------- reviews ----------

export const publicReviewSchema = z.object({
  id: idSchema,
  name: z.string(),
  rating: z.number().int(),
  service: z.string(),
  text_de: z.string(),
  text_ru: z.string(),
  created_at: timestampSchema,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const adminReviewSchema = publicReviewSchema.extend({
  email: z.string(),
  approved: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const rating = z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5');

/** The public review form: name, e-mail, rating, service and the text in the visitor's language. */
export const publicReviewCreateSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email: emailSchema,
    rating,
    service: requiredText(LIMITS.name),
    text_de: text(LIMITS.text).optional().default(''),
    text_ru: text(LIMITS.text).optional().default(''),
    ...honeypot,
  })
  .refine((r) => r.text_de !== '' || r.text_ru !== '', {
    message: 'is required (in German or Russian)',
    path: ['text_de'],
  });
export type PublicReviewCreate = z.infer<typeof publicReviewCreateSchema>;

/** The admin review editor: name, rating, both texts; e-mail optional but valid. */
export const adminReviewInputSchema = z.object({
  name: requiredText(LIMITS.name),
  email: optionalEmailSchema.optional().default(''),
  rating: rating.optional().default(5),
  service: text(LIMITS.name).optional().default(''),
  text_de: requiredText(LIMITS.text),
  text_ru: requiredText(LIMITS.text),
  approved: z.boolean().optional().default(false),
});
/** A change to a review: only the fields given are changed (no defaults, so `{approved: true}` touches nothing else). */
export const adminReviewUpdateSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email: optionalEmailSchema,
    rating,
    service: text(LIMITS.name),
    text_de: requiredText(LIMITS.text),
    text_ru: requiredText(LIMITS.text),
    approved: z.boolean(),
  })
  .partial();

// ---------- contact messages ----------

export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: timestampSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactCreateSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  message: requiredText(LIMITS.text),
  phone: text(LIMITS.phone).optional().default(''),
  subject: text(LIMITS.short).optional().default(''),
  ...honeypot,
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

// ---------- booking requests ----------

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingRequestSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  /** The service's id as sent; `service_name`/`tariff_name` keep the names of the moment. */
  service: z.string(),
  service_name: z.string(),
  tariff: z.string(),
  tariff_name: z.string(),
  message: z.string(),
  status: z.string(),
  read: z.boolean(),
  created_at: timestampSchema,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

const phone = requiredText(LIMITS.phone).regex(/^[0-9+()\-./\s]{3,}$/, 'must be a phone number');

export const bookingCreateSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  phone,
  date: dateSchema,
  service: requiredText(LIMITS.name),
  /** Required when the chosen service has tariffs. */
  tariff: text(LIMITS.name).optional().default(''),
  message: text(LIMITS.text).optional().default(''),
  ...honeypot,
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const createdResponseSchema = z.object({ id: idSchema.optional(), message: z.string() });

// ---------- admin forms inbox ----------

export const formsListQuerySchema = z.object({
  read: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export const contactUpdateSchema = z.object({ read: z.boolean() });
export const bookingUpdateSchema = z
  .object({ read: z.boolean().optional(), status: bookingStatusSchema.optional() })
  .refine((b) => b.read !== undefined || b.status !== undefined, { message: 'read or status is required' });
