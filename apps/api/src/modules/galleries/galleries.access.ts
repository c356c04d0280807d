import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A client link's secret: 24 random bytes (192 bits) as 32 url-safe base64 characters. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The cookie that remembers a correct password for one gallery: its name is derived from the link
 * (a regenerated link needs a new one), its value is an HMAC of the gallery and its password hash
 * under the site's secret (a changed or removed password makes every earlier cookie worthless).
 * Stateless, so several instances agree without a session table.
 */
export function createGalleryAccess(secretKey: string) {
  const key = createHash('sha256').update(`gallery-access:${secretKey}`).digest();
  const value = (galleryId: string, passwordHash: string) =>
    createHmac('sha256', key).update(`${galleryId}\n${passwordHash}`).digest('base64url');
  return {
    cookieName: (token: string) => `gallery_${createHash('sha256').update(token).digest('hex').slice(0, 16)}`,
    value,
    verify(galleryId: string, passwordHash: string, presented: string | undefined): boolean {
      if (!presented) return false;
      const expected = Buffer.from(value(galleryId, passwordHash));
      const actual = Buffer.from(presented);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
export type GalleryAccess = ReturnType<typeof createGalleryAccess>;
