import { z } from 'zod';
import { idSchema } from './common.ts';
import { assetUrlSchema, LIMITS, requiredText, text, timestampSchema } from './text.ts';

// ---------- images ----------

/** One rendition of an uploaded image. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['avif', 'webp', 'jpeg']),
});

/** An uploaded image with its responsive variants (added by the media pipeline). */
export const imageInfoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A tiny blurred preview as a data: URI, shown while the image loads. */
  placeholder: z.string(),
  variants: z.array(imageVariantSchema),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

// ---------- portfolio categories ----------

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

export const slugInputSchema = text(LIMITS.slug).regex(
  /^([a-z0-9]+(-[a-z0-9]+)*)?$/,
  'may only contain a-z, 0-9 and single hyphens',
);

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

// ---------- portfolio items ----------

const portfolioItemBase = {
  id: idSchema,
  title_de: z.string(),
  title_ru: z.string(),
  description_de: z.string(),
  description_ru: z.string(),
  category: z.string(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  /** The main image (the first one). */
  image: z.string(),
  images: z.array(z.string()),
  /** Responsive variants of `images`, same order (absent for images without variants). */
  photos: z.array(imageInfoSchema),
  created_at: timestampSchema,
};
export const publicPortfolioItemSchema = z.object(portfolioItemBase);
export type PublicPortfolioItem = z.infer<typeof publicPortfolioItemSchema>;
export const adminPortfolioItemSchema = z.object({
  ...portfolioItemBase,
  thumbnail: z.string(),
  updated_at: timestampSchema,
});
export type AdminPortfolioItem = z.infer<typeof adminPortfolioItemSchema>;

export const publicPortfolioQuerySchema = z.object({
  category: text(LIMITS.slug).optional(),
  featured: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

// ---------- blog ----------

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

// ---------- locations ----------

export const locationSchema = z.object({
  id: idSchema,
  name: z.string(),
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
  hero_image: assetUrlSchema.optional().default(''),
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

/** Slugs a location may not take: they are the site's own routes. */
export const RESERVED_SLUGS = [
  'admin',
  'about',
  'agb',
  'api',
  'assets',
  'blog',
  'booking',
  'buchung',
  'city',
  'contact',
  'datenschutz',
  'impressum',
  'language',
  'media',
  'portfolio',
  'reviews',
  'robots-txt',
  'services',
  'sitemap-xml',
] as const;

// ---------- write inputs (admin) ----------

/** A form flag: a JSON boolean, or the text a multipart field carries ('true'/'false', '1'/'0', 'on'). */
export const flagInputSchema = z.union(
  [
    z.boolean(),
    z
      .enum(['true', 'false', '1', '0', 'on', 'off'])
      .transform((value) => value === 'true' || value === '1' || value === 'on'),
  ],
  { error: 'must be true or false' },
);

/** A list of tags: a JSON list, or the JSON text of one (multipart fields carry text). */
export const tagsInputSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(text(LIMITS.name))
    .max(50, 'at most 50 tags')
    .transform((tags) => tags.filter((tag) => tag !== '')),
);

const imageUrlListSchema = z
  .array(assetUrlSchema.refine((url) => url !== '', 'must not be empty'))
  .max(100, 'at most 100 images');

const portfolioItemFields = {
  title_de: requiredText(LIMITS.title),
  title_ru: requiredText(LIMITS.title),
  description_de: requiredText(LIMITS.text),
  description_ru: requiredText(LIMITS.text),
  /** The slug of an existing category other than 'all'. */
  category: requiredText(LIMITS.slug),
  featured: flagInputSchema,
  tags: tagsInputSchema,
  /** Image URLs in display order; the first is the main image. */
  images: imageUrlListSchema,
};

/** A new portfolio project (the multipart route turns its fields and uploads into this). */
export const portfolioItemInputSchema = z.object({
  ...portfolioItemFields,
  featured: portfolioItemFields.featured.optional().default(false),
  tags: portfolioItemFields.tags.optional().default([]),
  images: portfolioItemFields.images.optional().default([]),
});
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;

/** A change to a project: only the fields given are changed. */
export const portfolioItemUpdateSchema = z.object(portfolioItemFields).partial();
export type PortfolioItemUpdate = z.input<typeof portfolioItemUpdateSchema>;

export const adminPortfolioQuerySchema = z.object({
  category: text(LIMITS.slug).optional(),
  featured: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

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
  image: assetUrlSchema,
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

/** A change to a location: only the fields given are changed (the admin form sends them all). */
export const locationUpdateSchema = z
  .object({
    name: requiredText(LIMITS.name),
    slug: slugInputSchema,
    title_de: requiredText(LIMITS.title),
    title_ru: requiredText(LIMITS.title),
    description_de: text(LIMITS.short * 2),
    description_ru: text(LIMITS.short * 2),
    content_de: text(LIMITS.longText),
    content_ru: text(LIMITS.longText),
    hero_subtitle_de: text(LIMITS.short),
    hero_subtitle_ru: text(LIMITS.short),
    hero_image: assetUrlSchema,
    contact_text_de: text(LIMITS.text),
    contact_text_ru: text(LIMITS.text),
    meta_keywords_de: text(LIMITS.short * 2),
    meta_keywords_ru: text(LIMITS.short * 2),
    active: z.boolean(),
    sort_order: z.number().int().min(0).max(1_000_000),
  })
  .partial();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;
