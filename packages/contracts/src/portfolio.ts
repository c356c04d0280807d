import { z } from 'zod';
import { idSchema } from './common.ts';
import { imageInfoSchema } from './image.ts';
import {
  dateSchema,
  flagInputSchema,
  LIMITS,
  requiredText,
  siteImageUrlSchema,
  slugInputSchema,
  tagsInputSchema,
  text,
  timestampSchema,
} from './text.ts';

// ---------- portfolio items ----------

/** The owner's texts for one photo of a project (empty = none; alt text then falls back to the title). */
export const portfolioPhotoSchema = z.object({
  url: z.string(),
  alt_de: z.string(),
  alt_ru: z.string(),
  caption_de: z.string(),
  caption_ru: z.string(),
});
export type PortfolioPhoto = z.infer<typeof portfolioPhotoSchema>;

// ---------- publication consent (KUG §22, GDPR Art. 6) ----------

/**
 * not_needed: no recognisable person; required: people are shown and no consent is recorded yet;
 * obtained: recorded (date, who); withdrawn: taken back. Only not_needed and obtained are public.
 */
export const CONSENT_STATUSES = ['not_needed', 'required', 'obtained', 'withdrawn'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const PUBLISHABLE_CONSENT: readonly ConsentStatus[] = ['not_needed', 'obtained'];

/** A person shown in the photos: an adult consents; for a minor, two guardians do. */
export const consentPersonSchema = z.object({
  name: z.string(),
  minor: z.boolean(),
  /** The two guardians' names for a minor (empty for an adult). */
  guardians: z.array(z.string()),
});
export const projectConsentSchema = z.object({
  status: z.enum(CONSENT_STATUSES),
  /** When the consent was given (YYYY-MM-DD; '' when none). */
  date: z.string(),
  note: z.string(),
  people: z.array(consentPersonSchema),
  /** When it was withdrawn (ISO time; '' unless withdrawn). */
  withdrawn_at: z.string(),
  /** The client gallery whose opt-in this consent is ('' none) and that opt-in's consent-ledger row. */
  gallery_id: z.string(),
  gallery_consent_id: z.string(),
  /**
   * The signed release as a PDF, kept privately (never under /media/; only the owner fetches it:
   * GET /api/admin/portfolio/{id}/consent/document); null when none was stored.
   */
  document: z
    .object({
      /** The file name as uploaded (cleaned). */
      name: z.string(),
      size: z.number().int(),
      uploaded_at: z.string(),
    })
    .nullable(),
});
export type ProjectConsent = z.infer<typeof projectConsentSchema>;

const personName = requiredText(LIMITS.name);
/** The owner's record of a project's consent; `obtained` needs a date and the people (minors: two guardians). */
export const projectConsentInputSchema = z
  .object({
    status: z.enum(CONSENT_STATUSES),
    date: z
      .union([z.literal(''), dateSchema])
      .optional()
      .default(''),
    note: text(LIMITS.text).optional().default(''),
    /**
     * "Consent from gallery X": the client's opt-in given on the gallery's page (ADR 029). The
     * record then points at that consent-ledger row; date and person default to it.
     */
    gallery_id: z
      .union([z.literal(''), idSchema])
      .optional()
      .default(''),
    people: z
      .array(
        z.object({
          name: personName,
          minor: z.boolean().optional().default(false),
          guardians: z.array(text(LIMITS.name)).max(2).optional().default([]),
        }),
      )
      .max(100)
      .optional()
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'obtained') return;
    // With a gallery's opt-in, the date and the person come from it.
    if (!value.date && !value.gallery_id)
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'is required when consent was obtained',
        params: { code: 'required' },
      });
    if (value.people.length === 0 && !value.gallery_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['people'],
        message: 'name at least one person who consented',
        params: { code: 'required' },
      });
    }
    value.people.forEach((person, index) => {
      if (person.minor && person.guardians.filter((g) => g.trim()).length < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['people', index, 'guardians'],
          message: 'a minor needs the consent of two guardians',
          params: { code: 'required' },
        });
      }
    });
  });
export type ProjectConsentInput = z.input<typeof projectConsentInputSchema>;

/** How many projects the home page features (its one row of three; spec: "up to 3 featured"). */
export const MAX_FEATURED_PROJECTS = 3;

const portfolioItemBase = {
  id: idSchema,
  /** The project's own address: `/portfolio/{slug}` (unique; made from the German title unless the owner sets one). */
  slug: z.string(),
  title_de: z.string(),
  title_ru: z.string(),
  description_de: z.string(),
  description_ru: z.string(),
  category: z.string(),
  /** The shooting date (YYYY-MM-DD; '' when not given: pages then show when it was added). */
  shot_on: z.string(),
  /** Where it was shot ('' when not given; the Russian page falls back to the German). */
  place_de: z.string(),
  place_ru: z.string(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  /** The main image (the first one). */
  image: z.string(),
  images: z.array(z.string()),
  /** Responsive variants of `images`, same order (absent for images without variants). */
  photos: z.array(imageInfoSchema),
  /** Alt text and caption of each image, same order as `images` (one entry per image). */
  photo_texts: z.array(portfolioPhotoSchema),
  created_at: timestampSchema,
};
export const publicPortfolioItemSchema = z.object(portfolioItemBase);
export type PublicPortfolioItem = z.infer<typeof publicPortfolioItemSchema>;
export const adminPortfolioItemSchema = z.object({
  ...portfolioItemBase,
  thumbnail: z.string(),
  /** Publication consent; the public site shows the project only when not needed or obtained. */
  consent: projectConsentSchema,
  /** Whether the public site shows it (a photo and a publishable consent state). */
  published: z.boolean(),
  /** The place in the owner's order of projects (0 first). */
  position: z.number().int(),
  /** The place among the home page's featured projects; null when not featured. */
  featured_position: z.number().int().nullable(),
  updated_at: timestampSchema,
});
export type AdminPortfolioItem = z.infer<typeof adminPortfolioItemSchema>;

/** One project's page: the project and its neighbours in the portfolio's order (newest first). */
const projectNeighbourSchema = z.object({
  slug: z.string(),
  title_de: z.string(),
  title_ru: z.string(),
});
export type ProjectNeighbour = z.infer<typeof projectNeighbourSchema>;
export const publicProjectPageSchema = z.object({
  project: publicPortfolioItemSchema,
  /** The next newer project (null for the newest). */
  previous: projectNeighbourSchema.nullable(),
  /** The next older project (null for the oldest). */
  next: projectNeighbourSchema.nullable(),
});
export type PublicProjectPage = z.infer<typeof publicProjectPageSchema>;

/**
 * GET /api/public/portfolio/category/counts: how many projects the public site shows per category
 * key; a category without one is not listed (the portfolio filter leaves it out).
 */
export const portfolioCategoryCountsSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), count: z.number().int().min(1) })),
});
export type PortfolioCategoryCounts = z.infer<typeof portfolioCategoryCountsSchema>;

export const publicPortfolioQuerySchema = z.object({
  category: text(LIMITS.slug).optional(),
  featured: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

// ---------- write inputs (admin) ----------

const imageUrlListSchema = z
  .array(siteImageUrlSchema.refine((url) => url !== '', { message: 'must not be empty', params: { code: 'required' } }))
  .max(100, 'at most 100 images');

const portfolioItemFields = {
  title_de: requiredText(LIMITS.title),
  title_ru: requiredText(LIMITS.title),
  description_de: requiredText(LIMITS.text),
  description_ru: requiredText(LIMITS.text),
  /** The slug of an existing category other than 'all'. */
  category: requiredText(LIMITS.slug),
  /** The project's address; empty = made from the German title (a suffix -2, -3 … when taken). */
  slug: slugInputSchema,
  /** The shooting date, YYYY-MM-DD or '' for none. */
  shot_on: z.union([z.literal(''), dateSchema]),
  place_de: text(LIMITS.short),
  place_ru: text(LIMITS.short),
  featured: flagInputSchema,
  tags: tagsInputSchema,
  /** Image URLs in display order; the first is the main image. */
  images: imageUrlListSchema,
};

/** A new portfolio project (the multipart route turns its fields and uploads into this). */
export const portfolioItemInputSchema = z.object({
  ...portfolioItemFields,
  slug: portfolioItemFields.slug.optional().default(''),
  shot_on: portfolioItemFields.shot_on.optional().default(''),
  place_de: portfolioItemFields.place_de.optional().default(''),
  place_ru: portfolioItemFields.place_ru.optional().default(''),
  featured: portfolioItemFields.featured.optional().default(false),
  tags: portfolioItemFields.tags.optional().default([]),
  images: portfolioItemFields.images.optional().default([]),
});
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;

/** A change to a project: only the fields given are changed. */
export const portfolioItemUpdateSchema = z.object(portfolioItemFields).partial();
export type PortfolioItemUpdate = z.input<typeof portfolioItemUpdateSchema>;

/** A project's photos in their new order with their texts (the first is the cover); unlisted ones are removed. */
const photoText = text(LIMITS.short);
export const portfolioPhotosInputSchema = z.object({
  photos: z
    .array(
      z.object({
        url: siteImageUrlSchema.refine((url) => url !== '', {
          message: 'must not be empty',
          params: { code: 'required' },
        }),
        alt_de: photoText.optional().default(''),
        alt_ru: photoText.optional().default(''),
        caption_de: photoText.optional().default(''),
        caption_ru: photoText.optional().default(''),
      }),
    )
    .min(1, 'at least one image is required')
    .max(100, 'at most 100 images'),
});
export type PortfolioPhotosInput = z.input<typeof portfolioPhotosInputSchema>;

/** Every project's id in the wanted order (the public grid follows it). */
export const portfolioOrderInputSchema = z.object({ ids: z.array(idSchema).max(10_000) });
/** The home page's featured projects, in their order. */
export const portfolioFeaturedInputSchema = z.object({
  ids: z.array(idSchema).max(MAX_FEATURED_PROJECTS, `at most ${MAX_FEATURED_PROJECTS} projects`),
});

export const adminPortfolioQuerySchema = z.object({
  category: text(LIMITS.slug).optional(),
  featured: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
