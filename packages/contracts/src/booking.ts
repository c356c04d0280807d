import { z } from 'zod';
import { honeypotShape, idSchema } from './common.ts';
import { dateSchema, emailSchema, LIMITS, requiredText, text, timestampSchema } from './text.ts';

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
  ...honeypotShape,
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

// ---------- admin inbox ----------

export const bookingUpdateSchema = z
  .object({ read: z.boolean().optional(), status: bookingStatusSchema.optional() })
  .refine((b) => b.read !== undefined || b.status !== undefined, {
    message: 'read or status is required',
    params: { code: 'required' },
  });
