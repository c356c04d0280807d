import { z } from 'zod';
import { decisionMessageSchema } from './booking.ts';
import { idSchema } from './common.ts';
import { imageVariantSchema } from './image.ts';
import { LANGUAGES } from './language.ts';
import { emailSchema, LIMITS, requiredText, text } from './text.ts';

/** Days a new gallery's link stays open unless the owner says otherwise (issue 18: expiry on by default). */
export const GALLERY_DEFAULT_EXPIRY_DAYS = 60;
/** The longest side of a gallery preview (originals stay private and are never resized). */
export const GALLERY_PREVIEW_MAX = 2048;
/** The tus endpoint under /api/admin that receives gallery photos. */
export const GALLERY_UPLOAD_PATH = '/api/admin/gallery-uploads';

/**
 * A client link's token: 32 url-safe base64 characters = 192 random bits (at least 128 required).
 * Anything else is answered 404 without a database look-up.
 */
export const galleryTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'is not a gallery link');
export const galleryTokenParamSchema = z.object({ token: galleryTokenSchema });

/** What the client may download: nothing, the web-size previews (largest JPEG) or the originals. */
export const galleryDownloadsSchema = z.enum(['off', 'web', 'original']);
export type GalleryDownloads = z.infer<typeof galleryDownloadsSchema>;

/** Downloaded originals: without their GPS position (default) or exactly as uploaded (ADR 046). */
export const galleryOriginalsGpsSchema = z.enum(['remove', 'keep']);
export type GalleryOriginalsGps = z.infer<typeof galleryOriginalsGpsSchema>;

/**
 * How a gallery's photos are ordered (ADR 053): by capture time with each camera's offset (the
 * default), by file name (numbers as numbers), or as the owner arranged them (drag, move to top).
 */
export const galleryPhotoOrderSchema = z.enum(['captured', 'name', 'manual']);
export type GalleryPhotoOrder = z.infer<typeof galleryPhotoOrderSchema>;

/** Seconds added to one camera's capture times: at most a year either way. */
const cameraOffset = z
  .number()
  .int()
  .min(-366 * 86_400)
  .max(366 * 86_400);

/** PUT /api/admin/galleries/{id}/arrangement: the order's rule and the cameras' clock offsets. */
export const galleryArrangementSchema = z.object({
  photo_order: galleryPhotoOrderSchema.exclude(['manual']),
  /** Offsets by camera name (as listed in `cameras`); a camera not named keeps offset 0. */
  camera_offsets: z.record(z.string().min(1).max(120), cameraOffset).default({}),
});
export type GalleryArrangement = z.infer<typeof galleryArrangementSchema>;

/** POST /api/admin/galleries/{id}/send (and `.../send/preview`): the owner's own line in the mail (may be empty). */
export const gallerySendSchema = z.object({ message: decisionMessageSchema.default('') });
/** The mail that gives the client their gallery, as sent (or as it would be). */
export const galleryDeliveryMailSchema = z.object({
  to: z.string(),
  lang: z.enum(LANGUAGES),
  subject: z.string(),
  text: z.string(),
});
export type GalleryDeliveryMail = z.infer<typeof galleryDeliveryMailSchema>;

/** POST /api/admin/galleries/{id}/photos/delete: several photos at once. */
export const galleryPhotosDeleteSchema = z.object({ photo_ids: z.array(idSchema).min(1).max(10_000) });

/** A favourites limit (issue 18 item 3): null = none. */
const favouritesLimit = z.number().int().min(1).max(10_000).nullable();
/** The minimum may not exceed the maximum (when both are set). */
export const favouritesLimitsInOrder = (min: number | null | undefined, max: number | null | undefined) =>
  min === null || min === undefined || max === null || max === undefined || min <= max;
const limitsMessage = 'must not be smaller than favourites_min';

/** Days before expiry the client is reminded by default (0 = no reminder). */
export const GALLERY_DEFAULT_REMINDER_DAYS = 7;
/** A watermark is a short text (the studio's name): '' = none. */
export const GALLERY_WATERMARK_MAX = 60;

const watermarkText = z
  .string()
  .trim()
  .max(GALLERY_WATERMARK_MAX, `must be at most ${GALLERY_WATERMARK_MAX} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { message: 'must not contain control characters' });
/** The studio logo for watermarks: PNG or WebP with transparency, at most 2 MB and these sides. */
export const WATERMARK_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const WATERMARK_LOGO_MIN_SIDE = 32;
export const WATERMARK_LOGO_MAX_SIDE = 4096;
/** The stored logo as the office sees it (PUT's answer). */
export const galleryWatermarkLogoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** Galleries whose previews show it (rendered again after a change). */
  galleries: z.number().int(),
});
export type GalleryWatermarkLogo = z.infer<typeof galleryWatermarkLogoSchema>;
const reminderDays = z.number().int().min(0).max(60);

const optionalPassword = z.union([z.literal(''), z.string().min(6, 'must be at least 6 characters').max(200)]);

/** POST /api/admin/galleries. `expires_at` null = never; missing = 60 days from now. */
export const galleryCreateSchema = z
  .object({
    title_de: requiredText(LIMITS.title),
    title_ru: text(LIMITS.title).default(''),
    client_name: requiredText(LIMITS.name),
    client_email: z.union([z.literal(''), emailSchema]).default(''),
    booking_id: z
      .union([z.literal(''), idSchema])
      .nullable()
      .default(null),
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
    /** '' or missing: no password. Write-only: never part of an answer. */
    password: optionalPassword.optional(),
    downloads: galleryDownloadsSchema.default('web'),
    originals_gps: galleryOriginalsGpsSchema.default('remove'),
    favourites_min: favouritesLimit.default(null),
    favourites_max: favouritesLimit.default(null),
    /** Burned into the previews ('' = none); with a watermark, originals cannot be downloaded. */
    watermark_text: watermarkText.default(''),
    /**
     * The studio logo (PUT /api/admin/galleries/watermark-logo) instead of the text; the text is
     * kept for switching back. Needs an uploaded logo (422 otherwise); originals go off as with text.
     */
    watermark_logo: z.boolean().default(false),
    /** The client's language: the reminder mail is written in it. */
    language: z.enum(LANGUAGES).default('de'),
    /** Days before expiry the client gets a reminder (0 = none). */
    reminder_days: reminderDays.default(GALLERY_DEFAULT_REMINDER_DAYS),
  })
  .refine((g) => favouritesLimitsInOrder(g.favourites_min, g.favourites_max), {
    path: ['favourites_max'],
    message: limitsMessage,
  });
export type GalleryCreate = z.input<typeof galleryCreateSchema>;

/** PUT /api/admin/galleries/{id}: the fields to change; `password: ''` removes the password. */
export const galleryUpdateSchema = z
  .object({
    title_de: requiredText(LIMITS.title).optional(),
    title_ru: text(LIMITS.title).optional(),
    client_name: requiredText(LIMITS.name).optional(),
    client_email: z.union([z.literal(''), emailSchema]).optional(),
    booking_id: z
      .union([z.literal(''), idSchema])
      .nullable()
      .optional(),
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
    password: optionalPassword.optional(),
    downloads: galleryDownloadsSchema.optional(),
    originals_gps: galleryOriginalsGpsSchema.optional(),
    favourites_min: favouritesLimit.optional(),
    favourites_max: favouritesLimit.optional(),
    watermark_text: watermarkText.optional(),
    watermark_logo: z.boolean().optional(),
    language: z.enum(LANGUAGES).optional(),
    reminder_days: reminderDays.optional(),
  })
  .refine((g) => favouritesLimitsInOrder(g.favourites_min, g.favourites_max), {
    path: ['favourites_max'],
    message: limitsMessage,
  });
export type GalleryUpdate = z.input<typeof galleryUpdateSchema>;

/** A preview rendition of a gallery photo, served only through the gallery's link. */
/**
 * A photo is `processing` from its upload's last answer until its previews are rendered in the
 * background (ADR 046), then `ready`; `failed` when rendering failed (tried again hourly). The
 * client's page lists ready photos only.
 */
export const galleryPhotoStates = ['processing', 'ready', 'failed'] as const;
export type GalleryPhotoState = (typeof galleryPhotoStates)[number];

export const galleryPhotoSchema = z.object({
  id: idSchema,
  original_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  /** Preview files; `url` is relative to the API origin and carries the gallery's token or is an admin URL. */
  variants: z.array(imageVariantSchema),
  url: z.string(),
  bytes: z.number().int(),
  sort_order: z.number().int(),
  state: z.enum(galleryPhotoStates),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/**
 * The client's opt-in to public use: none yet, pending (asked on the page, the confirmation mail
 * to the client's address is not yet confirmed; issue 33), given (confirmed from that mailbox,
 * with the ledger's record) or withdrawn.
 */
export const galleryPublicationStates = ['none', 'pending', 'given', 'withdrawn'] as const;
export const galleryPublicationConsentSchema = z.object({
  status: z.enum(galleryPublicationStates),
  /** The consent-ledger row (purpose `gallery_publication`); null when none was ever given. */
  consent_id: z.string().nullable(),
  given_at: z.string().nullable(),
  lang: z.string().nullable(),
  text_version_id: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  /** When the confirmation mail was sent (while pending). */
  requested_at: z.string().nullable(),
  /** When the link in the mail was used: the opt-in is confirmed by the mailbox (null: given before that rule). */
  confirmed_at: z.string().nullable(),
  /** The address that confirmed (the ledger row's). */
  confirmed_email: z.string().nullable(),
});
export type GalleryPublicationConsent = z.infer<typeof galleryPublicationConsentSchema>;

/** The owner's view of a gallery (client data included; the password only as a flag). */
export const galleryAdminSchema = z.object({
  id: idSchema,
  title_de: z.string(),
  title_ru: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  booking_id: z.string().nullable(),
  token: z.string(),
  has_password: z.boolean(),
  downloads: galleryDownloadsSchema,
  /** Downloaded originals keep their GPS position only with `keep`. */
  originals_gps: galleryOriginalsGpsSchema,
  expires_at: z.string().nullable(),
  cover_photo_id: z.string().nullable(),
  photo_count: z.number().int(),
  /** The cover's (else the first photo's) smallest preview, an owner URL: the office list's thumbnail. */
  thumbnail: z.string().nullable(),
  favourites_min: z.number().int().nullable(),
  favourites_max: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  watermark_text: z.string(),
  /** The studio logo is the watermark (then `watermark_text` is only kept, not drawn). */
  watermark_logo: z.boolean(),
  language: z.enum(LANGUAGES),
  reminder_days: z.number().int(),
  /** When the reminder before expiry was queued (null: not yet). */
  reminder_sent_at: z.string().nullable(),
  /** The client's opt-in to public use of the photos (from the client page). */
  publication_consent: galleryPublicationConsentSchema,
});
export type GalleryAdmin = z.infer<typeof galleryAdminSchema>;

/** A photo as the office sees it: with its capture time and camera (ADR 053). */
export const galleryAdminPhotoSchema = galleryPhotoSchema.extend({
  captured_at: z.string().nullable(),
  camera: z.string().nullable(),
});
export type GalleryAdminPhoto = z.infer<typeof galleryAdminPhotoSchema>;

export const galleryAdminDetailSchema = galleryAdminSchema.extend({
  photos: z.array(galleryAdminPhotoSchema),
  photo_order: galleryPhotoOrderSchema,
  camera_offsets: z.record(z.string(), z.number().int()),
  /** The bodies the photos were taken with, and how many each took (a merge of two cameras). */
  cameras: z.array(z.object({ camera: z.string(), photos: z.number().int() })),
  /**
   * Who is locked out of the password now: client addresses with too many wrong passwords, and
   * everyone (too many from all addresses together). `DELETE .../lockouts` lifts both.
   */
  password_lockout: z.object({ addresses: z.number().int(), everyone: z.boolean() }),
});
export type GalleryAdminDetail = z.infer<typeof galleryAdminDetailSchema>;

/**
 * POST /api/public/galleries/{token}/publication: ask to give (true: a confirmation mail goes to
 * the client's address; only its link records the opt-in) or withdraw (false) the opt-in.
 */
export const galleryPublicationSchema = z.object({
  consent: z.boolean(),
  /** The language of the page the client read the text in. */
  lang: z.enum(LANGUAGES),
});

/** POST /api/public/galleries/publication-confirmations: the link of the confirmation mail, used. */
export const galleryPublicationConfirmSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a confirmation link'),
});
/** Its answer: the gallery's titles (the page thanks for the right gallery) and the language asked in. */
export const galleryPublicationConfirmedSchema = z.object({
  title_de: z.string(),
  title_ru: z.string(),
  lang: z.enum(LANGUAGES),
});

/** PUT /api/admin/galleries/{id}/order: every photo id of the gallery, in the new order. */
export const galleryOrderSchema = z.object({ photo_ids: z.array(idSchema).max(10_000) });
/** PUT /api/admin/galleries/{id}/cover. */
export const galleryCoverSchema = z.object({ photo_id: idSchema.nullable() });

/** What the client's link shows: no e-mail, no booking, no password. */
export const galleryPublicSchema = z.object({
  title_de: z.string(),
  title_ru: z.string(),
  client_name: z.string(),
  expires_at: z.string().nullable(),
  downloads: galleryDownloadsSchema,
  cover_photo_id: z.string().nullable(),
  favourites_min: z.number().int().nullable(),
  favourites_max: z.number().int().nullable(),
  /** Whether the client has opted in to public use of the photos (the page's form). */
  publication: z.enum(galleryPublicationStates),
  photos: z.array(
    galleryPhotoSchema.omit({ bytes: true, original_name: true, state: true }).extend({
      /** The file's name without folders or extension ("DSC_0012"): shown when the client asks. */
      name: z.string(),
    }),
  ),
});
export type GalleryPublic = z.infer<typeof galleryPublicSchema>;

/** POST /api/public/galleries/{token}/unlock. */
export const galleryUnlockSchema = z.object({ password: z.string().min(1, 'is required').max(200) });

/** The unlock's answer: the cookie that grants the gallery (also sent as Set-Cookie); null: no password. */
export const galleryUnlockResponseSchema = z.object({
  message: z.string(),
  cookie: z.object({ name: z.string(), value: z.string(), expires: z.string().nullable() }).nullable(),
});

/** A preview file's name in a URL: `{width}.{webp|jpg|avif}`. */
export const galleryFileParamSchema = z.object({
  token: galleryTokenSchema,
  photoId: idSchema,
  file: z.string().regex(/^[0-9]{2,4}\.(webp|jpg|avif)$/, 'is not a preview file'),
});

/** A visitor of a gallery: the name they type, no account. */
export const galleryVisitorSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { message: 'must not contain control characters' });

/** GET /api/public/galleries/{token}/favourites?visitor= (and the ZIP's `visitor`). */
export const galleryVisitorQuerySchema = z.object({ visitor: galleryVisitorSchema });
/** POST /api/public/galleries/{token}/favourites: mark or unmark one photo for a visitor. */
export const galleryFavouriteSchema = z.object({
  visitor: galleryVisitorSchema,
  photo_id: idSchema,
  favourite: z.boolean(),
});
/**
 * A visitor's favourites, in the gallery's order; `submitted_at`: when the visitor submitted them
 * as their selection (locked until the owner reopens it), null while they may still change them.
 */
export const galleryFavouritesSchema = z.object({
  photo_ids: z.array(idSchema),
  submitted_at: z.string().nullable(),
});
/** POST /api/public/galleries/{token}/selection: submit the visitor's favourites. */
export const gallerySelectionSubmitSchema = z.object({ visitor: galleryVisitorSchema });
/** POST /api/admin/galleries/{id}/selections/reopen: unlock a visitor's submitted selection. */
export const gallerySelectionReopenSchema = z.object({ visitor: galleryVisitorSchema });

/** A single photo's download: GET /api/public/galleries/{token}/photos/{photoId}/download. */
export const galleryPhotoParamSchema = z.object({ token: galleryTokenSchema, photoId: idSchema });

/** One visitor's favourites as the owner sees them. */
export const galleryVisitorSelectionSchema = z.object({
  visitor: z.string(),
  count: z.number().int(),
  /** When they submitted their selection; null: not submitted (yet, or reopened). */
  submitted_at: z.string().nullable(),
  /** The newest change of their favourites (or the submission). */
  last_at: z.string(),
  /** The client's file names of the chosen photos, in the gallery's order. */
  file_names: z.array(z.string()),
  /**
   * The names without their extension, comma-separated: pasted into Lightroom's library filter
   * (Text, File Name, Contains) or Capture One's search, it finds exactly these photos.
   */
  export: z.string(),
});

/** The visitors one stats answer lists at most (and by default). */
export const GALLERY_STATS_PAGE_MAX = 200;
export const GALLERY_STATS_PAGE = 50;

/** GET /api/admin/galleries/{id}/stats?limit=&skip=: a page of the visitors, by name. */
export const galleryStatsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GALLERY_STATS_PAGE_MAX).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** GET /api/admin/galleries/{id}/stats: page views, downloads and the visitors' favourites. */
export const galleryStatsSchema = z.object({
  visits: z.number().int(),
  zip_downloads: z.number().int(),
  photo_downloads: z.number().int(),
  /** One page of the visitors (`limit` from `skip`, by name). */
  visitors: z.array(galleryVisitorSelectionSchema),
  /** Every visitor with favourites or a submitted selection (the pages together). */
  visitors_total: z.number().int(),
  limit: z.number().int(),
  skip: z.number().int(),
});
export type GalleryStats = z.infer<typeof galleryStatsSchema>;
