import { z } from 'zod';
import { honeypotShape, idSchema } from './common.ts';
import { dateSchema, emailSchema, LIMITS, requiredText, text, timestampSchema } from './text.ts';

/**
 * pending: a request holding its date (until `hold_until`); confirmed; declined by the owner;
 * cancelled after it was confirmed; expired when the hold ran out unanswered.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'expired'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingRequestSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  /** Start time (Berlin, HH:MM) of a slot booking; '' for a day or a request. */
  time: z.string(),
  /** Until when a pending request holds its date (ISO); '' when it holds nothing. */
  hold_until: z.string(),
  /** The language the visitor booked in (their mails are in it). */
  lang: z.string(),
  /** The owner's private note. */
  note: z.string(),
  /** The service's id as sent; `service_name`/`tariff_name` keep the names of the moment. */
  service: z.string(),
  service_name: z.string(),
  tariff: z.string(),
  tariff_name: z.string(),
  message: z.string(),
  status: z.string(),
  read: z.boolean(),
  created_at: timestampSchema,
  /**
   * When the visitor confirmed their e-mail address through the mailed link (ADR 038); null while
   * unconfirmed: such a request holds no date, and the desk shows it apart.
   */
  email_confirmed_at: z.string().nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

const phone = requiredText(LIMITS.phone).regex(/^[0-9+()\-./\s]{3,}$/, 'must be a phone number');

export const bookingCreateSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  phone,
  date: dateSchema,
  /** The start time of a slot service (HH:MM, Berlin time); empty otherwise. */
  time: z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'must be a time HH:MM')
    .optional()
    .default(''),
  service: requiredText(LIMITS.name),
  /** Required when the chosen service has tariffs. */
  tariff: text(LIMITS.name).optional().default(''),
  message: text(LIMITS.text).optional().default(''),
  /** The ticked consent box (its text and version are stored with the request, ADR 027). */
  consent: z.boolean().refine((ticked) => ticked, { message: 'must be accepted', params: { code: 'must_accept' } }),
  ...honeypotShape,
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

/** The token of a booking's e-mail confirmation link (POST /api/public/booking/confirm). */
export const bookingConfirmSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a valid link'),
});

/**
 * What confirming the address did (ADR 038): `held` the date is held for the visitor until
 * `hold_until`; `received` nothing to hold (a service booked by request, or the owner answered
 * already); `date_taken` the date was taken meanwhile; `hold_limit` this mailbox or address has
 * two open holds already. In every case the request is with the owner, marked confirmed.
 */
export const BOOKING_CONFIRM_STATES = ['held', 'received', 'date_taken', 'hold_limit'] as const;
export const bookingConfirmResultSchema = z.object({
  state: z.enum(BOOKING_CONFIRM_STATES),
  /** The held date (YYYY-MM-DD) and until when (ISO; '' when nothing is held). */
  date: z.string(),
  hold_until: z.string(),
});
export type BookingConfirmResult = z.infer<typeof bookingConfirmResultSchema>;

// ---------- admin inbox ----------

export const bookingUpdateSchema = z
  .object({
    read: z.boolean().optional(),
    status: bookingStatusSchema.optional(),
    note: text(LIMITS.text).optional(),
  })
  .refine((b) => b.read !== undefined || b.status !== undefined || b.note !== undefined, {
    message: 'read, status or note is required',
    params: { code: 'required' },
  });
