import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts a stored secret (the SMTP password) with AES-256-GCM under a key derived with HKDF
 * from SECRET_KEY. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export function createSecretBox(secretKey: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'photo-site', `secret-box:${purpose}`, 32));
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when the value is damaged or was encrypted under another key. */
    decrypt(boxed: string): string | null {
      const [version, iv, tag, data] = boxed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
