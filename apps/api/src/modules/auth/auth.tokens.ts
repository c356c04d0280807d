import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ISSUER = 'photo-site';
const AUDIENCE = 'admin';

export interface TokenClaims {
  userId: string;
  username: string;
  /** The admin row's token_version when the token was issued. */
  version: number;
}

export interface TokenService {
  sign(claims: TokenClaims, now?: Date): Promise<string>;
  /** Returns the claims of a well-formed, correctly signed, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * HS256 JWTs signed with a key derived from SECRET_KEY; `alg` is pinned, so `none` is refused, and
 * `exp` is required (a signed token without one is refused like an expired one).
 * Expiry is judged by the same clock that stamps the tokens (the app's clock), so a test running
 * on a fixed date keeps working on any later day.
 */
export function createTokenService({
  secretKey,
  clock = () => new Date(),
}: {
  secretKey: string;
  clock?: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(`jwt:${secretKey}`);
  return {
    async sign({ userId, username, version }, now = clock()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ username, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          // jose checks `exp` only when a token has one: a token without it would never expire.
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock(),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.username !== 'string'
        ) {
          return null;
        }
        return { userId: payload.sub, username: payload.username, version: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
