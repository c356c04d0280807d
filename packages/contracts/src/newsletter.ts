import { z } from 'zod';
import { listQuerySchema } from './blog.ts';
import { honeypotShape, idSchema } from './common.ts';
import { emailSchema } from './text.ts';

/** POST /api/public/newsletter: the address and the ticked consent (double opt-in follows by mail). */
export const newsletterSignupSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { message: 'is required' }),
  ...honeypotShape,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** The token of a confirmation or unsubscribe link. */
export const newsletterTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a valid link'),
});

export const newsletterStatusSchema = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

export const newsletterSubscriberSchema = z.object({
  id: idSchema,
  email: z.string(),
  lang: z.enum(['de', 'ru']),
  status: newsletterStatusSchema,
  consent_version: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterListQuerySchema = listQuerySchema.extend({
  status: newsletterStatusSchema.optional(),
});
