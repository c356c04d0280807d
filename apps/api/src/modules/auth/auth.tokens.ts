import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/**
 * A session's absolute lifetime: renewals (`POST /api/admin/renew`) carry the original sign-in
 * time (`auth_time`) along, and no token of a session outlives sign-in + 30 days.
 */
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'photo-site';
const AUDIENCE = 'admin';

export interface TokenClaims {
  userId: string;
  username: string;
  /** The admin row's token_version when the token was issued. */
  version: number;
  /**
   * When the session began (seconds since the epoch): the sign-in, carried along by renewals.
   * Left out: the token starts a session now.
   */
  authTime?: number;
}

export interface TokenService {
  sign(claims: TokenClaims, now?: Date): Promise<string>;
  /** Returns the claims of a well-formed, correctly signed, unexpired token, or null. */
  verify(token: string): Promise<(TokenClaims & { authTime: number }) | null>;
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
    async sign({ userId, username, version, authTime }, now = clock()) {
      const iat = Math.floor(now.getTime() / 1000);
      const auth_time = authTime ?? iat;
      // Never past the session's absolute end, however often it was renewed.
      const exp = Math.min(iat + TOKEN_LIFETIME_SECONDS, auth_time + SESSION_MAX_SECONDS);
      return new SignJWT({ username, ver: version, auth_time })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
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
        // Tokens from before `auth_time` existed began their session when they were issued.
        const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat as number);
        const now = Math.floor(clock().getTime() / 1000);
        if (now - authTime > SESSION_MAX_SECONDS) return null;
        return { userId: payload.sub, username: payload.username, version: payload.ver, authTime };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
