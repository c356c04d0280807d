import { z } from 'zod';
import { idSchema } from './common.ts';
import { LIMITS, requiredText, siteImageUrlSchema, slugInputSchema, text, timestampSchema } from './text.ts';

export const locationSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The city's name on Russian pages ('' = `name`). */
  name_ru: z.string(),
  slug: z.string(),
  title_de: z.string(),
  title_ru: z.string(),
  description_de: z.string(),
  description_ru: z.string(),
  content_de: z.string(),
  content_ru: z.string(),
  hero_subtitle_de: z.string(),
  hero_subtitle_ru: z.string(),
  hero_image: z.string(),
  contact_text_de: z.string(),
  contact_text_ru: z.string(),
  meta_keywords_de: z.string(),
  meta_keywords_ru: z.string(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: timestampSchema,
});
export type Location = z.infer<typeof locationSchema>;
export const locationsResponseSchema = z.object({ locations: z.array(locationSchema) });

export const locationInputSchema = z.object({
  name: requiredText(LIMITS.name),
  name_ru: text(LIMITS.name).optional().default(''),
  slug: slugInputSchema.optional().default(''),
  title_de: requiredText(LIMITS.title),
  title_ru: requiredText(LIMITS.title),
  description_de: text(LIMITS.short * 2)
    .optional()
    .default(''),
  description_ru: text(LIMITS.short * 2)
    .optional()
    .default(''),
  content_de: text(LIMITS.longText).optional().default(''),
  content_ru: text(LIMITS.longText).optional().default(''),
  hero_subtitle_de: text(LIMITS.short).optional().default(''),
  hero_subtitle_ru: text(LIMITS.short).optional().default(''),
  hero_image: siteImageUrlSchema.optional().default(''),
  contact_text_de: text(LIMITS.text).optional().default(''),
  contact_text_ru: text(LIMITS.text).optional().default(''),
  meta_keywords_de: text(LIMITS.short * 2)
    .optional()
    .default(''),
  meta_keywords_ru: text(LIMITS.short * 2)
    .optional()
    .default(''),
  active: z.boolean().optional().default(true),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

/** A change to a location: only the fields given are changed (the admin form sends them all). */
export const locationUpdateSchema = z
  .object({
    name: requiredText(LIMITS.name),
    name_ru: text(LIMITS.name),
    slug: slugInputSchema,
    title_de: requiredText(LIMITS.title),
    title_ru: requiredText(LIMITS.title),
    description_de: text(LIMITS.short * 2),
    description_ru: text(LIMITS.short * 2),
    content_de: text(LIMITS.longText),
    content_ru: text(LIMITS.longText),
    hero_subtitle_de: text(LIMITS.short),
    hero_subtitle_ru: text(LIMITS.short),
    hero_image: siteImageUrlSchema,
    contact_text_de: text(LIMITS.text),
    contact_text_ru: text(LIMITS.text),
    meta_keywords_de: text(LIMITS.short * 2),
    meta_keywords_ru: text(LIMITS.short * 2),
    active: z.boolean(),
    sort_order: z.number().int().min(0).max(1_000_000),
  })
  .partial();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;
