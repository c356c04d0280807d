import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { createSecretBox } from '../mail/mail.crypto.ts';

/**
 * The optional second factor (ADR 025): RFC 6238 TOTP (SHA-1, 6 digits, 30 s, as every
 * authenticator app reads it) with otpauth; the QR code of its key URI drawn as SVG by uqr. The
 * secret is stored encrypted under a key derived from SECRET_KEY (like the SMTP password).
 */
const PERIOD_SECONDS = 30;

export function createTotp({ secretKey, issuer }: { secretKey: string; issuer: string }) {
  const box = createSecretBox(secretKey, 'admin-totp');
  const totpOf = (base32: string, label: string) =>
    new TOTP({
      issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(base32),
    });

  return {
    /** A new random secret (160 bits): its base32 for manual entry, its URI and QR code, and the stored box. */
    create(label: string) {
      const secret = new Secret({ size: 20 }).base32;
      const uri = totpOf(secret, label).toString();
      return { secret, uri, qr_svg: renderSVG(uri, { border: 2 }), boxed: box.encrypt(secret) };
    },
    /**
     * The time step a code belongs to when it is right now or one step before or after (clocks
     * differ), else null. The caller accepts a step only once.
     */
    verify(boxed: string, code: string, now: Date): number | null {
      const secret = boxed ? box.decrypt(boxed) : null;
      if (!secret) return null;
      const delta = totpOf(secret, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
      if (delta === null) return null;
      return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;

/** The name the authenticator app shows: the site's host ("lichtblick-fotografie.de"). */
export function totpIssuer(publicUrl: string): string {
  try {
    return new URL(publicUrl).host || 'Lichtblick';
  } catch {
    return 'Lichtblick';
  }
}
