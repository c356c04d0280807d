import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';
import { findAdminById } from './auth.repository.ts';
import type { TokenService } from './auth.tokens.ts';

export interface AdminIdentity {
  id: string;
  username: string;
  /** When this session began (seconds since the epoch): renewals keep it. */
  authTime: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminIdentity;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the request's admin from its bearer token. A token is accepted only when its
 * signature and expiry are valid AND its version matches the admin row, so log-out and a
 * password change revoke every earlier token.
 */
export function createAdminAuthenticator({ db, tokens }: { db: Kysely<Database>; tokens: TokenService }) {
  async function identify(request: FastifyRequest): Promise<AdminIdentity | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const admin = await findAdminById(db, claims.userId);
    if (!admin || admin.token_version !== claims.version) return null;
    return { id: admin.id, username: admin.username, authTime: claims.authTime };
  }

  return {
    identify,
    /** onRequest hook for the admin scope: 401 `{"detail"}` without a valid token. */
    async requireAdmin(request: FastifyRequest): Promise<void> {
      const admin = await identify(request);
      // A token that no longer holds (expired, revoked by a log-out or password change) is a session
      // that ended: the back office says so instead of "please sign in".
      if (!admin) throw bearerToken(request) ? unauthorized('Session expired', 'auth.session_expired') : unauthorized();
      request.admin = admin;
    },
  };
}
