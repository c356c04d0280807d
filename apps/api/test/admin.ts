import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/database.ts';
import { newId } from '../src/db/ids.ts';
import { findAdminById, insertAdmin } from '../src/modules/auth/auth.repository.ts';
import { createTokenService } from '../src/modules/auth/auth.tokens.ts';
import type { TestApp } from './test-app.ts';

/** The admin password the API tests configure (ADMIN_PASSWORD). */
export const TEST_ADMIN = { username: 'admin', password: 'Test-Passw0rd!' } as const;
export const TEST_ADMIN_ENV = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A valid bearer token for tests of admin routes, without the login route (a sign-in costs a full
 * scrypt, about 0.5 s): each call adds an admin row of its own, so a route that revokes its token
 * (log-out) leaves other tokens alone. Use `login` where signing in, or the configured admin
 * (TEST_ADMIN), is what the test is about. Signed at the real time, not the app's clock, so a test
 * that runs the app on a fixed past date can move its clock on without the token expiring.
 */
/** A signed-in admin's token; `clock` when the app runs on a test clock (the token's time is that clock's). */
export async function adminToken(t: TestApp, clock?: () => Date): Promise<string> {
  const database = openDatabase(t.config.database);
  try {
    const id = newId();
    const username = `test-admin-${randomBytes(4).toString('hex')}`;
    await insertAdmin(database.db, {
      id,
      username,
      email: '',
      password_hash: 'not-a-real-hash',
      created_at: new Date().toISOString(),
    });
    const admin = await findAdminById(database.db, id);
    if (!admin) throw new Error('the test admin was not stored');
    return await createTokenService({ secretKey: t.config.secretKey, ...(clock ? { clock } : {}) }).sign({
      userId: id,
      username,
      version: admin.token_version,
    });
  } finally {
    await database.close();
  }
}

export const adminHeaders = async (t: TestApp) => bearer(await adminToken(t));

/** Signs in through POST /api/admin/login (the app must run with TEST_ADMIN_ENV); answers the token. */
export async function login(app: FastifyInstance, password: string = TEST_ADMIN.password): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: TEST_ADMIN.username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}
