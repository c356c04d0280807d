import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/database.ts';
import { newId } from '../src/db/ids.ts';
import { createTokenService } from '../src/modules/auth/auth.tokens.ts';
import type { TestApp } from './test-app.ts';

/**
 * Creates an admin row directly in the test database and returns the headers of a valid bearer
 * token for it, so admin routes can be tested without going through the login route.
 */
export async function adminHeaders(t: TestApp): Promise<{ authorization: string }> {
  const database = openDatabase(t.config.database);
  const id = newId();
  const username = `test-admin-${randomBytes(4).toString('hex')}`;
  const now = new Date().toISOString();
  try {
    await database.db
      .insertInto('admin_user')
      .values({ id, username, email: '', password_hash: 'not-a-real-hash', created_at: now, updated_at: now })
      .execute();
    const row = await database.db
      .selectFrom('admin_user')
      .select('token_version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const token = await createTokenService({ secretKey: t.config.secretKey }).sign({
      userId: id,
      username,
      version: row.token_version,
    });
    return { authorization: `Bearer ${token}` };
  } finally {
    await database.close();
  }
}
