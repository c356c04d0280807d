import { z } from 'zod';
import { idSchema } from './common.ts';
import { imageInfoSchema } from './image.ts';
import {
  flagInputSchema,
  LIMITS,
  requiredText,
  siteImageUrlSchema,
  tagsInputSchema,
  text,
  timestampSchema,
} from './text.ts';

const blogPostBase = {
  id: idSchema,
  title_de: z.string(),
  title_ru: z.string(),
  excerpt_de: z.string(),
  excerpt_ru: z.string(),
  content_de: z.string(),
  content_ru: z.string(),
  image: z.string(),
  photo: imageInfoSchema.nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  /** The publication date (= created_at). */
  date: timestampSchema,
  created_at: timestampSchema,
};
export const publicBlogPostSchema = z.object(blogPostBase);
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;
export const adminBlogPostSchema = z.object({
  ...blogPostBase,
  published: z.boolean(),
  thumbnail: z.string(),
  updated_at: timestampSchema,
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

// ---------- write inputs (admin) ----------

const blogPostFields = {
  title_de: requiredText(LIMITS.title),
  title_ru: requiredText(LIMITS.title),
  excerpt_de: requiredText(LIMITS.text),
  excerpt_ru: requiredText(LIMITS.text),
  /** Plain text; the page splits it into paragraphs at newlines. */
  content_de: requiredText(LIMITS.longText),
  content_ru: requiredText(LIMITS.longText),
  /** Empty means the brand name (branding `site_name`). */
  author: text(LIMITS.name),
  published: flagInputSchema,
  tags: tagsInputSchema,
  image: siteImageUrlSchema,
};

/** A new blog post (the multipart route turns its fields and the uploaded image into this). */
export const blogPostInputSchema = z.object({
  ...blogPostFields,
  author: blogPostFields.author.optional().default(''),
  published: blogPostFields.published.optional().default(true),
  tags: blogPostFields.tags.optional().default([]),
  image: blogPostFields.image.optional().default(''),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** A change to a post: only the fields given are changed. */
export const blogPostUpdateSchema = z.object(blogPostFields).partial();
export type BlogPostUpdate = z.input<typeof blogPostUpdateSchema>;

export const adminBlogQuerySchema = z.object({
  published: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
