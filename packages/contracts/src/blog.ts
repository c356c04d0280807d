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
  /** The publication date (= publish_at). */
  date: timestampSchema,
  created_at: timestampSchema,
  /** 'text': plain text, paragraphs at newlines (the spec's format); 'html': the editor's sanitised HTML. */
  content_format: z.enum(['text', 'html']),
  /** The post's own address `/blog/{slug}`; '' = the spec's `/blog/{German title}-{id}` (postSlug()). */
  slug: z.string(),
  /** When the post becomes public (ISO 8601 UTC); a published post is shown once this has passed. */
  publish_at: timestampSchema,
  /** Search-engine title and description per language; '' = the title and excerpt. */
  seo_title_de: z.string(),
  seo_title_ru: z.string(),
  seo_description_de: z.string(),
  seo_description_ru: z.string(),
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
  /** Plain text (the page splits it into paragraphs at newlines) or HTML, as `content_format` says. */
  content_de: requiredText(LIMITS.longText),
  content_ru: requiredText(LIMITS.longText),
  /** 'html' content is sanitised on save (headings, emphasis, links, lists, quotes, /media/ images). */
  content_format: z.enum(['text', 'html']),
  /** '' = no address of its own; else a-z, 0-9 and single hyphens (checked by the service: coded errors). */
  slug: text(LIMITS.slug),
  /** An ISO 8601 date-time with offset; '' = now (on create) or unchanged (on update). */
  publish_at: z.union([z.literal(''), z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' })]),
  seo_title_de: text(LIMITS.title),
  seo_title_ru: text(LIMITS.title),
  seo_description_de: text(LIMITS.short),
  seo_description_ru: text(LIMITS.short),
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
  content_format: blogPostFields.content_format.optional().default('text'),
  slug: blogPostFields.slug.optional().default(''),
  publish_at: blogPostFields.publish_at.optional().default(''),
  seo_title_de: blogPostFields.seo_title_de.optional().default(''),
  seo_title_ru: blogPostFields.seo_title_ru.optional().default(''),
  seo_description_de: blogPostFields.seo_description_de.optional().default(''),
  seo_description_ru: blogPostFields.seo_description_ru.optional().default(''),
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
