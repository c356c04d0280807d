import { z } from 'zod';
import { idSchema } from './common.ts';
import { LIMITS, requiredText, slugInputSchema, timestampSchema } from './text.ts';

export const portfolioCategorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  name_de: z.string(),
  name_ru: z.string(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: timestampSchema,
});
export type PortfolioCategory = z.infer<typeof portfolioCategorySchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(portfolioCategorySchema) });

export const portfolioCategoryCreateSchema = z.object({
  name_de: requiredText(LIMITS.name),
  name_ru: requiredText(LIMITS.name),
  slug: slugInputSchema.optional().default(''),
  active: z.boolean().optional().default(true),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
export const portfolioCategoryUpdateSchema = z.object({
  name_de: requiredText(LIMITS.name).optional(),
  name_ru: requiredText(LIMITS.name).optional(),
  slug: slugInputSchema.optional(),
  active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
