import { passwordProblem } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/auth.passwords.ts';
import {
  findAdminByUsername,
  incrementTokenVersion,
  setTotp,
  updateAdminPassword,
} from '../modules/auth/auth.repository.ts';

/** A refusal the command explains in one line (no stack trace). */
export class SetPasswordError extends Error {}

/**
 * Sets an admin's password from the server's shell (ADR 015): checks the password rules, stores
 * the new hash and increments the token version, which signs out every session and lifts the
 * account's sign-in lock (the running server counts failures under the account and its token
 * version, so the old count no longer applies). Works while the site runs.
 */
export async function setAdminPassword(config: Config, username: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new SetPasswordError(`The password was not accepted: ${problem}`);
  await withAdmin(config, username, async (db, admin) => {
    await updateAdminPassword(db, admin.id, await hashPassword(password), new Date().toISOString());
  });
}

/**
 * Turns an admin's second factor off from the server's shell (the phone with the authenticator
 * app is lost, ADR 025) and signs out every session; the password stays.
 */
export async function resetSecondFactor(config: Config, username: string): Promise<void> {
  await withAdmin(config, username, async (db, admin) => {
    await setTotp(db, admin.id, { totp_secret: '', totp_pending: '', totp_last_step: 0 }, new Date().toISOString());
    await incrementTokenVersion(db, admin.id);
  });
}

async function withAdmin(
  config: Config,
  username: string,
  change: (db: Kysely<Database>, admin: { id: string }) => Promise<void>,
): Promise<void> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const admin = await findAdminByUsername(database.db, username);
    if (!admin) {
      const names = await database.db.selectFrom('admin_user').select('username').orderBy('username').execute();
      throw new SetPasswordError(
        `No admin named "${username}". Admins: ${names.map((n) => n.username).join(', ') || '(none yet: start the server once)'}`,
      );
    }
    await change(database.db, admin);
  } finally {
    await database.close();
  }
}
