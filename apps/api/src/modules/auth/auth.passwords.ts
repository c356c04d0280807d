import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with OWASP's current recommendation (N=2^17, r=8, p=1; 128 MiB of memory per hash),
 * a 16-byte random salt and a 32-byte key. The stored string describes itself:
 * `scrypt$ln=17,r=8,p=1$<salt base64url>$<hash base64url>`, so stronger parameters can be
 * introduced later without breaking stored hashes.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** ln;
  // scrypt needs 128 * N * r bytes; allow twice that so Node does not refuse it.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { ln, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, ln, r, p);
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  if (Number(ln) < 10 || Number(ln) > 22 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(ln), Number(r), Number(p));
  return timingSafeEqual(actual, expected);
}

/** A strong random password that also satisfies the password rules (digit and special character). */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const specials = '!@#$%^&*';
  const bytes = randomBytes(24);
  let password = '';
  for (const byte of bytes.subarray(0, 20)) password += alphabet[byte % alphabet.length];
  const digit = String((bytes[20] ?? 0) % 10);
  const special = specials[(bytes[21] ?? 0) % specials.length];
  return `${password.slice(0, 10)}${digit}${special}${password.slice(10)}`;
}
