import { z } from 'zod';
import { idSchema } from './common.ts';
import { assetUrlSchema, LIMITS, requiredText, text } from './text.ts';

export const documentSchema = z.object({
  id: idSchema,
  name_de: z.string(),
  name_ru: z.string(),
  description_de: z.string(),
  description_ru: z.string(),
  filename_de: z.string(),
  file_url_de: z.string(),
  file_size_de: z.number().int().nullable(),
  filename_ru: z.string(),
  file_url_ru: z.string(),
  file_size_ru: z.number().int().nullable(),
  filename: z.string(),
  file_url: z.string(),
  file_size: z.number().int().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type SiteDocument = z.infer<typeof documentSchema>;
export const documentsResponseSchema = z.object({ documents: z.array(documentSchema) });

const fileSize = z.number().int().min(0).max(10_485_760).nullable().optional().default(null);
export const documentInputSchema = z
  .object({
    name_de: requiredText(LIMITS.name),
    name_ru: requiredText(LIMITS.name),
    description_de: text(LIMITS.text).optional().default(''),
    description_ru: text(LIMITS.text).optional().default(''),
    filename_de: text(LIMITS.name).optional().default(''),
    file_url_de: assetUrlSchema.optional().default(''),
    file_size_de: fileSize,
    filename_ru: text(LIMITS.name).optional().default(''),
    file_url_ru: assetUrlSchema.optional().default(''),
    file_size_ru: fileSize,
    filename: text(LIMITS.name).optional().default(''),
    file_url: assetUrlSchema.optional().default(''),
    file_size: fileSize,
    active: z.boolean().optional().default(true),
    sort_order: z.coerce.number().int().min(0).max(1_000_000).catch(0).optional().default(0),
  })
  .refine((d) => d.file_url_de !== '' || d.file_url_ru !== '' || d.file_url !== '', {
    message: 'at least one file (German or Russian) is required',
    path: ['file_url_de'],
    params: { code: 'required' },
  });
export type DocumentInput = z.infer<typeof documentInputSchema>;
