import { z } from 'zod';

/**
 * Upper bounds for every stored string: the public forms have no length limits (spec), the
 * server still refuses absurd input such as a 5 MB name.
 */
export const LIMITS = {
  name: 200,
  short: 300,
  email: 254,
  phone: 50,
  url: 2048,
  title: 300,
  text: 10_000,
  longText: 100_000,
  slug: 100,
} as const;

/** Trimmed text with a maximum length; `min(1)` when required. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    // PostgreSQL cannot store NUL in text: refuse it here (422) instead of failing in the database (500).
    .refine((value) => !value.includes('\u0000'), {
      message: 'must not contain NUL characters',
      params: { code: 'invalid_value' },
    });
export const requiredText = (max: number) => text(max).min(1, 'is required');

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.email, `must be at most ${LIMITS.email} characters`)
  .pipe(z.email('must be a valid e-mail address'));

/** An e-mail that may also be left empty. */
export const optionalEmailSchema = z.union([z.literal(''), emailSchema]);

/** YYYY-MM-DD, a real calendar date. */
export const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the format YYYY-MM-DD')
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: 'must be a real calendar date', params: { code: 'invalid_date' } },
  );

/** http(s) URL or empty. */
export const optionalUrlSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(LIMITS.url)
    .regex(/^https?:\/\/[^\s/$.?#][^\s\0]*$/i, 'must be a URL starting with http:// or https://'),
]);

/**
 * A link to a stored file or image: a path on this site (`/media/...`) or an http(s) URL.
 * Never `javascript:` or `data:`.
 */
export const assetUrlSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(LIMITS.url)
    .regex(/^(\/(?!\/)[^\s\0]*|https?:\/\/[^\s\0]+)$/i, 'must be a path on this site or an http(s) URL'),
]);

/**
 * An image the site shows: '' or a path on this site (an uploaded `/media/...` file). Never an
 * outside address: the pages' Content-Security-Policy loads images from this site only (no
 * third-party request before consent), so an external URL would only show a broken image.
 */
export const siteImageUrlSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(LIMITS.url)
    .regex(/^\/(?!\/)[^\s\0\\]*$/, 'must be an image uploaded to this site (a /media/ path), not an outside address'),
]);

export const timestampSchema = z.string();

/** Query-string booleans: `true`/`false` (also 1/0). */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A slug as typed in a form: empty (the server derives it from the name) or the slug rule's shape. */
export const slugInputSchema = text(LIMITS.slug).regex(
  /^([a-z0-9]+(-[a-z0-9]+)*)?$/,
  'may only contain a-z, 0-9 and single hyphens',
);

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
