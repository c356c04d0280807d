import { z } from 'zod';

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
