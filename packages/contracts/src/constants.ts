// Constants shared by the API and both bundles of the web app. Zod-free (see language.ts).

/**
 * A hidden form field real visitors never fill. A submission that fills it is answered like a
 * success and silently discarded.
 */
export const HONEYPOT_FIELD = 'website';

export const SITE_IMAGE_KEYS = [
  'hero_background_image',
  'about_image',
  'portfolio_category_image',
  'services_category_image',
  'reviews_category_image',
  'blog_category_image',
  'contacts_category_image',
  'booking_category_image',
] as const;
export type SiteImageKey = (typeof SITE_IMAGE_KEYS)[number];

/** What the API answers instead of a stored secret. */
export const PASSWORD_MASK = '••••••••';

/**
 * A newsletter sign-up never confirmed is deleted this many days after its last confirmation mail
 * (its link then no longer works): without the confirmation there is no consent to keep it for.
 */
export const NEWSLETTER_UNCONFIRMED_DAYS = 30;
