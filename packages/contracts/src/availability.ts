import { z } from 'zod';
import { idSchema } from './common.ts';
import { DAY_STATES } from './day-states.ts';
import { dateSchema, LIMITS, text, timestampSchema } from './text.ts';

/** Every date and time of the booking desk is a calendar date / wall-clock time in this zone. */
export const BOOKING_TIME_ZONE = 'Europe/Berlin';

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
  .meta({ description: 'Berlin wall-clock time, HH:MM' });

/**
 * How one service is booked:
 * - `day`: a whole day, at most `capacity` bookings per day (weddings);
 * - `slot`: fixed start times of `duration_minutes`, with buffers before and after (a slot takes
 *   the start times it overlaps, buffers included);
 * - `request`: any free date, as a plain request (the behaviour before the booking desk).
 */
export const bookingModeSchema = z.object({
  mode: z.enum(['day', 'slot', 'request']),
  capacity: z.number().int().min(1).max(20).default(1),
  duration_minutes: z
    .number()
    .int()
    .min(15)
    .max(24 * 60)
    .default(120),
  buffer_before_minutes: z
    .number()
    .int()
    .min(0)
    .max(12 * 60)
    .default(0),
  buffer_after_minutes: z
    .number()
    .int()
    .min(0)
    .max(12 * 60)
    .default(0),
  start_times: z.array(timeOfDay).max(48).default([]),
});
export type BookingMode = z.infer<typeof bookingModeSchema>;

export const availabilitySettingsSchema = z.object({
  /** ISO weekdays the owner works: 1 = Monday ... 7 = Sunday. */
  working_days: z.array(z.number().int().min(1).max(7)).max(7),
  /** Days between today and the first bookable day (0 = today). */
  min_notice_days: z.number().int().min(0).max(365),
  /** The last bookable day, counted from today. */
  max_horizon_days: z
    .number()
    .int()
    .min(1)
    .max(3 * 365),
  /** How long a request holds its date before it expires unless the owner answers. */
  hold_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** The client's reminder this many days before the shoot (0 = none). */
  reminder_days: z.number().int().min(0).max(60),
  /** The owner is mailed this many hours before a hold runs out (0 = no warning; ADR 045). */
  hold_warning_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  /**
   * How many bookings may run at the same time across all services (ADR 045: the owner's day is one
   * diary): 1 = the owner alone; 2 = with a second shooter. A day booking takes one of them for the
   * whole day, a slot its time with buffers.
   */
  resources: z.number().int().min(1).max(10).default(1),
  /** Per service id; a service without an entry is booked by `request`. */
  modes: z.record(z.string().max(LIMITS.name), bookingModeSchema),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

export const DEFAULT_AVAILABILITY: AvailabilitySettings = {
  working_days: [1, 2, 3, 4, 5, 6, 7],
  min_notice_days: 2,
  max_horizon_days: 730,
  hold_hours: 48,
  reminder_days: 7,
  hold_warning_hours: 24,
  resources: 1,
  modes: {
    wedding: {
      mode: 'day',
      capacity: 1,
      duration_minutes: 600,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      start_times: [],
    },
    portrait: {
      mode: 'slot',
      capacity: 1,
      duration_minutes: 120,
      buffer_before_minutes: 0,
      buffer_after_minutes: 30,
      start_times: ['10:00', '13:00', '16:00'],
    },
  },
};

/** A blocked range of days (holiday, another job): one entry, both ends included; the reason is private. */
export const blockedRangeSchema = z.object({
  id: idSchema,
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  created_at: timestampSchema,
});
export type BlockedRange = z.infer<typeof blockedRangeSchema>;

export const blockedRangeInputSchema = z
  .object({
    start_date: dateSchema,
    end_date: dateSchema,
    reason: text(LIMITS.short).optional().default(''),
  })
  .refine((r) => r.end_date >= r.start_date, {
    message: 'must not be before the start',
    path: ['end_date'],
    params: { code: 'invalid_value' },
  });

/** One day of the public availability: never a reason, a name or a count. */
export const availabilityDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  /** Slot services: the free start times of a free day (Berlin time). */
  times: z.array(z.string()).optional(),
});

export const availabilityQuerySchema = z.object({
  service: z.string().trim().min(1).max(LIMITS.name),
  from: dateSchema,
  to: dateSchema,
});

export const availabilityResponseSchema = z.object({
  service: z.string(),
  mode: z.enum(['day', 'slot', 'request']),
  time_zone: z.literal(BOOKING_TIME_ZONE),
  days: z.array(availabilityDaySchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** The secret address of the owner's calendar feed (`/calendar/{secret}.ics`). */
export const calendarFeedSchema = z.object({ url: z.string() });

/**
 * Why the last fetch of one of the owner's private calendars failed (ADR 050); the office says it
 * in Russian. The calendar keeps the busy times of its last good fetch meanwhile.
 */
export const BUSY_FEED_ERRORS = [
  'invalid_address',
  'address_not_public',
  'too_many_redirects',
  'timeout',
  'too_large',
  'http_status',
  'unreachable',
  'not_calendar',
  /** The stored address cannot be decrypted (another SECRET_KEY): add the calendar again. */
  'unreadable',
] as const;
export const busyFeedErrorSchema = z.enum(BUSY_FEED_ERRORS);
export type BusyFeedError = z.infer<typeof busyFeedErrorSchema>;

/**
 * One of the owner's private calendars whose events are busy times (ADR 050). Its address is a
 * secret (whoever has it reads her calendar): after saving it is only ever shown masked.
 */
export const busyFeedSchema = z.object({
  id: idSchema,
  /** The address with its secret part left out: `https://calendar.google.com/…ics`. */
  masked_url: z.string(),
  /** The last fetch (good or not) and the last good one; null: not yet. */
  last_sync_at: timestampSchema.nullable(),
  last_success_at: timestampSchema.nullable(),
  /** Why the last fetch failed (null: it did not); `error_status` is the HTTP status for `http_status`. */
  error: busyFeedErrorSchema.nullable(),
  error_status: z.number().int().nullable(),
  /** How many busy parts of days it gives over the booking horizon. */
  busy_count: z.number().int(),
  created_at: timestampSchema,
});
export type BusyFeed = z.infer<typeof busyFeedSchema>;

export const busyFeedInputSchema = z.object({
  /** http(s) or webcal; to a public address. */
  url: z.string().trim().min(1).max(2000),
});

/**
 * What the booking page needs to know of each active service's mode (public: no capacities), and
 * which days can be asked for at all: from today + `min_notice_days` to today + `max_horizon_days`
 * (Berlin dates; the owner's availability settings).
 */
export const bookingModesResponseSchema = z.object({
  modes: z.record(z.string(), z.object({ mode: z.enum(['day', 'slot', 'request']), start_times: z.array(z.string()) })),
  min_notice_days: z.number().int().min(0).default(DEFAULT_AVAILABILITY.min_notice_days),
  max_horizon_days: z.number().int().min(1).default(DEFAULT_AVAILABILITY.max_horizon_days),
});
export type BookingModesResponse = z.infer<typeof bookingModesResponseSchema>;
