import { z } from 'zod';
import { listQuerySchema } from './blog.ts';
import { honeypotShape, idSchema } from './common.ts';
import { emailSchema, LIMITS, optionalEmailSchema, requiredText, text, timestampSchema } from './text.ts';

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

/** A review needs its text in at least one language (reported on text_de, the first field). */
const oneTextRequired = {
  message: 'is required (in German or Russian)',
  path: ['text_de'],
  params: { code: 'required' },
};

/** The public review form: name, e-mail, rating, service and the text in the visitor's language. */
export const publicReviewCreateSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email: emailSchema,
    rating,
    service: requiredText(LIMITS.name),
    text_de: text(LIMITS.text).optional().default(''),
    text_ru: text(LIMITS.text).optional().default(''),
    ...honeypotShape,
  })
  .refine((r) => r.text_de !== '' || r.text_ru !== '', oneTextRequired);
export type PublicReviewCreate = z.infer<typeof publicReviewCreateSchema>;

/**
 * The admin review editor: name, rating and the text in at least one language (a visitor writes
 * in one; the public site shows it in both, the other language falling back to it); e-mail
 * optional but valid.
 */
export const adminReviewInputSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email: optionalEmailSchema.optional().default(''),
    rating: rating.optional().default(5),
    service: text(LIMITS.name).optional().default(''),
    text_de: text(LIMITS.text).optional().default(''),
    text_ru: text(LIMITS.text).optional().default(''),
    approved: z.boolean().optional().default(false),
  })
  .refine((r) => r.text_de !== '' || r.text_ru !== '', oneTextRequired);
/**
 * A change to a review: only the fields given are changed (no defaults, so `{approved: true}`
 * touches nothing else). Emptying both texts is refused (the service checks the stored one).
 */
export const adminReviewUpdateSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email: optionalEmailSchema,
    rating,
    service: text(LIMITS.name),
    text_de: text(LIMITS.text),
    text_ru: text(LIMITS.text),
    approved: z.boolean(),
  })
  .partial()
  .refine((r) => r.text_de !== '' || r.text_ru !== '', oneTextRequired);

/** The moderation filter of the admin list: every review, the approved ones, or those waiting. */
export const reviewStatusSchema = z.enum(['all', 'approved', 'pending']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** GET /api/admin/reviews: paging plus the moderation filter (default all). */
export const adminReviewListQuerySchema = listQuerySchema.extend({ status: reviewStatusSchema.optional() });
