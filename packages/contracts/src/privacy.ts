import { z } from 'zod';
import { emailSchema, LIMITS, text } from './text.ts';

/**
 * The periods the owner sets (settings section `privacy`): the retention job deletes by them and
 * the privacy page states them, both from this one place.
 */
export const privacySettingsSchema = z.object({
  /** Contact messages and booking requests that never became a job: months after the last contact. */
  enquiry_months: z.number().int().min(1).max(120),
  /** Bodies of sent mails in the outbox: days after sending. */
  outbox_days: z.number().int().min(7).max(3650),
  /** Confirmed bookings (business letters, § 257 HGB): years kept after the end of the year of the date. */
  booking_years: z.number().int().min(6).max(10),
  /** Client galleries (with their photos): days after the link expired. */
  gallery_days: z.number().int().min(7).max(3650),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  enquiry_months: 12,
  outbox_days: 90,
  booking_years: 6,
  gallery_days: 90,
};

/**
 * A person is looked up by e-mail address, by name (a visitor's name typed in a gallery, a person
 * named in a project's publication consent), or both (rows matching either); one of them is required.
 */
export const personQuerySchema = z
  .object({
    email: z
      .union([z.literal(''), emailSchema])
      .optional()
      .default(''),
    name: text(LIMITS.name).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'give an e-mail address or a name',
        params: { code: 'required' },
      });
    }
  });
export type PersonQuery = z.input<typeof personQuerySchema>;

/** One table's rows about the person: each row as stored (personal columns included). */
export const personSectionSchema = z.object({
  /** The module and table the rows come from, e.g. `booking / booking_request`. */
  module: z.string(),
  table: z.string(),
  /** What erasure does to these rows. */
  erase: z.enum(['delete', 'anonymise', 'keep']),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type PersonSection = z.infer<typeof personSectionSchema>;

export const personResponseSchema = z.object({
  /** The address and the name looked up ('' when not given). */
  email: z.string(),
  name: z.string(),
  sections: z.array(personSectionSchema),
});
export type PersonResponse = z.infer<typeof personResponseSchema>;

export const eraseResultSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** Per table: rows deleted, anonymised, kept (with their retention date). */
  tables: z.array(
    z.object({ table: z.string(), deleted: z.number(), anonymised: z.number(), kept_until: z.array(z.string()) }),
  ),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;

/** One record the retention removes (dry run and real run list the same). */
export const retentionItemSchema = z.object({
  table: z.string(),
  id: z.string(),
  /** `delete`: the row goes; `clear_body`: a mail keeps its address line, loses its text. */
  action: z.enum(['delete', 'clear_body']),
  /** Which period expired: `enquiry`, `booking`, `outbox`, `gallery` (days after a gallery's expiry), `newsletter` (a sign-up never confirmed). */
  rule: z.enum(['enquiry', 'booking', 'outbox', 'gallery', 'newsletter']),
  /** A short name for the list (the sender's name, a mail's subject). */
  label: z.string(),
  /** The date the period ran from (last contact, the job's date, the sending, a gallery's expiry). */
  since: z.string(),
});
export type RetentionItem = z.infer<typeof retentionItemSchema>;

export const retentionPlanSchema = z.object({
  /** The moment the plan was made: everything older than the set periods before it. */
  at: z.string(),
  items: z.array(retentionItemSchema),
  counts: z.record(z.string(), z.number()),
});
export type RetentionPlan = z.infer<typeof retentionPlanSchema>;
