import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findAdminById(db: Kysely<Database>, id: string) {
  return db.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Case-insensitive match on the stored address. */
export function findAdminByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('admin_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email', '<>', '')
    .executeTakeFirst();
}

/** The (single) admin: the oldest row. */
export function findFirstAdmin(db: Kysely<Database>) {
  return db.selectFrom('admin_user').selectAll().orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

export async function insertAdmin(
  db: Kysely<Database>,
  row: { id: string; username: string; email: string; password_hash: string; created_at: string },
) {
  await db
    .insertInto('admin_user')
    .values({ ...row, updated_at: row.created_at })
    .execute();
}

/** Sets the second factor's columns (setting up, confirming, turning off). */
export async function setTotp(
  db: Kysely<Database>,
  id: string,
  values: { totp_secret?: string; totp_pending?: string; totp_last_step?: number },
  updatedAt: string,
) {
  await db
    .updateTable('admin_user')
    .set({ ...values, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a one-time code's time step: only when it is later than the last one taken (a code works
 * once, even for two sign-ins at the same moment). Answers whether it was taken.
 */
export async function useTotpStep(db: Kysely<Database>, id: string, step: number, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_user')
    .set({ totp_last_step: step, updated_at: updatedAt })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The owner's profile e-mail (password resets go to it). */
export async function updateAdminEmail(db: Kysely<Database>, id: string, email: string, updatedAt: string) {
  await db.updateTable('admin_user').set({ email, updated_at: updatedAt }).where('id', '=', id).execute();
}

/** Stores a new password hash and increments token_version (every earlier token is revoked). */
export async function updateAdminPassword(db: Kysely<Database>, id: string, passwordHash: string, updatedAt: string) {
  await db
    .updateTable('admin_user')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: updatedAt }))
    .where('id', '=', id)
    .execute();
}

export async function incrementTokenVersion(db: Kysely<Database>, id: string) {
  await db
    .updateTable('admin_user')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function insertResetToken(
  db: Kysely<Database>,
  row: { id: string; admin_id: string; token_hash: string; expires_at: string; created_at: string },
) {
  await db
    .insertInto('password_reset_token')
    .values({ ...row, used_at: null })
    .execute();
}

export function findResetTokenByHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('password_reset_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a token used unless it already is; returns whether this call used it. */
export async function markResetTokenUsed(db: Kysely<Database>, id: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_token')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes tokens that can no longer be used (expired or used before the cut-off). */
export async function deleteStaleResetTokens(db: Kysely<Database>, before: string) {
  await db.deleteFrom('password_reset_token').where('expires_at', '<', before).execute();
}
