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
  /** Where the shoot is, when the owner knows it ('' otherwise; the `.ics` LOCATION). */
  location: z.string().default(''),
  /** `visitor`: sent through the public form; `owner`: entered by the owner in the desk. */
  origin: z.enum(['visitor', 'owner']).default('visitor'),
  /** The moves, oldest first (ADR 045). */
  history: z
    .array(
      z.object({
        at: timestampSchema,
        from_date: z.string(),
        from_time: z.string(),
        to_date: z.string(),
        to_time: z.string(),
      }),
    )
    .default([]),
  /** When the owner was warned that the hold runs out (null: not yet). */
  hold_warned_at: z.string().nullable().default(null),
  /**
   * Until when the owner's last decision (confirm, decline, cancel) can be undone: its mail waits
   * in the outbox until then (ADR 051). Null when there is nothing to undo.
   */
  undo_until: z.string().nullable().default(null),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

const phone = requiredText(LIMITS.phone).regex(/^[0-9+()\-./\s]{3,}$/, 'must be a phone number');
const startTime = z
  .string()
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'must be a time HH:MM')
  .optional()
  .default('');

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

/** The longest personal line the owner may add to a decision's mail. */
export const DECISION_MESSAGE_MAX = 1000;

/**
 * The owner's personal line for the client's mail (ADR 051): plain text, inserted as written
 * (escaped in the HTML part); line breaks and tabs allowed, no other control characters.
 */
export const decisionMessageSchema = text(DECISION_MESSAGE_MAX).refine(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
  (value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value),
  { message: 'must be plain text', params: { code: 'invalid_value' } },
);

export const bookingUpdateSchema = z
  .object({
    read: z.boolean().optional(),
    status: bookingStatusSchema.optional(),
    note: text(LIMITS.text).optional(),
    /** With `status` only: the owner's personal line in the decision's mail. */
    message: decisionMessageSchema.optional(),
  })
  .refine((b) => b.read !== undefined || b.status !== undefined || b.note !== undefined, {
    message: 'read, status or note is required',
    params: { code: 'required' },
  })
  .refine((b) => b.message === undefined || b.message === '' || b.status !== undefined, {
    message: 'a personal line goes with a decision (status) only',
    path: ['message'],
    params: { code: 'invalid_value' },
  });

/**
 * The owner enters a booking herself (a phone or messenger booking; ADR 045). It takes its part of
 * the diary like any other (409 `booking.date_unavailable` when the day has no room), but is not
 * bound to the public start times, notice or horizon. `pending` holds the date for `hold_hours`;
 * `confirmed` holds it. No mail goes out unless `notify` (then the confirmation with its `.ics`, in
 * `lang`).
 */
export const bookingAdminCreateSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  phone: text(LIMITS.phone)
    .regex(/^([0-9+()\-./\s]{3,})?$/, 'must be a phone number')
    .optional()
    .default(''),
  service: requiredText(LIMITS.name),
  tariff: text(LIMITS.name).optional().default(''),
  date: dateSchema,
  /** Start time (Berlin, HH:MM): required for a slot service, empty for a day service. */
  time: startTime,
  status: z.enum(['pending', 'confirmed']).optional().default('confirmed'),
  note: text(LIMITS.text).optional().default(''),
  location: text(LIMITS.short).optional().default(''),
  /** The client's language: their mails are in it. */
  lang: z.enum(['de', 'ru']).optional().default('de'),
  notify: z.boolean().optional().default(false),
});
export type BookingAdminCreate = z.infer<typeof bookingAdminCreateSchema>;

/**
 * Moves a booking to another date (and time): its places move with it (409 when the new day has
 * no room; nothing changes then), its hold keeps its end, the move is kept in `history`. With
 * `notify`, the client gets a mail in their language and the updated `.ics` (same UID, SEQUENCE + 1).
 */
export const bookingMoveSchema = z.object({
  date: dateSchema,
  time: startTime,
  /** A new place of the shoot; unchanged when absent. */
  location: text(LIMITS.short).optional(),
  notify: z.boolean().optional().default(false),
});
export type BookingMove = z.infer<typeof bookingMoveSchema>;

/**
 * The desk's order: `created` (newest first, the default), `date` (the shoot date, soonest first),
 * `urgency` (running holds by their end, soonest first; then unheld requests by date; then the rest
 * by date).
 */
export const BOOKING_SORTS = ['created', 'date', 'urgency'] as const;
export const bookingSortSchema = z.enum(BOOKING_SORTS);

/** Extends a running hold by `hours` from its current end (ADR 045). */
export const bookingExtendHoldSchema = z.object({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
});
