import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import PQueue from 'p-queue';
import { AppError } from '../../http/errors.ts';

/**
 * scrypt with OWASP's current recommendation (N=2^17, r=8, p=1; 128 MiB of memory per hash),
 * a 16-byte random salt and a 32-byte key. The stored string describes itself:
 * `scrypt$ln=17,r=8,p=1$<salt base64url>$<hash base64url>`, so stronger parameters can be
 * introduced later without breaking stored hashes.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * One scrypt at a time for the whole process. Each run holds one thread of libuv's pool (4 threads,
 * shared with every file read: media, static assets) for about half a second; without a cap 20
 * parallel sign-ins kept a photo under /media waiting 17 s. The rest wait in a short line; when it
 * is full the caller gets 503 `auth.busy` at once instead of piling up work.
 */
const HASH_CONCURRENCY = 1;
/** Waiting places for ordinary hashes (sign-ins from unknown devices, resets, password changes). */
export const HASH_WAITING_LIMIT = 8;
/** Separate waiting places for preferred hashes (a known device's sign-in), which go first. */
export const PREFERRED_WAITING_LIMIT = 4;
const PREFERRED = 1;
const ORDINARY = 0;
const hashing = new PQueue({ concurrency: HASH_CONCURRENCY });

export interface HashOptions {
  /** A known device's sign-in: its own waiting places, served before the ordinary line. */
  preferred?: boolean;
}

function derive(
  password: string,
  salt: Buffer,
  ln: number,
  r: number,
  p: number,
  { preferred = false }: HashOptions = {},
): Promise<Buffer> {
  const N = 2 ** ln;
  // scrypt needs 128 * N * r bytes; allow twice that so Node does not refuse it.
  const maxmem = 256 * N * r;
  const priority = preferred ? PREFERRED : ORDINARY;
  if (hashing.sizeBy({ priority }) >= (preferred ? PREFERRED_WAITING_LIMIT : HASH_WAITING_LIMIT)) {
    return Promise.reject(
      new AppError('auth.busy', 'Too many sign-ins at the same time. Try again in a few seconds.', {
        headers: { 'retry-after': '5' },
      }),
    );
  }
  return hashing.add(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    { priority },
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { ln, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, ln, r, p);
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/**
 * Constant-time comparison; a malformed stored hash never matches. Throws AppError `auth.busy`
 * (503) when the hashing line is full.
 */
export async function verifyPassword(password: string, stored: string, options?: HashOptions): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  if (Number(ln) < 10 || Number(ln) > 22 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(ln), Number(r), Number(p), options);
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
