import { createHash, randomBytes } from 'node:crypto';
import { passwordProblem } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, unauthorized } from '../../http/errors.ts';
import type { OutgoingMail } from '../mail/mail.templates.ts';
import { createFailureLimiter } from './auth.limiter.ts';
import { resetMail } from './auth.mails.ts';
import { hashPassword, verifyPassword } from './auth.passwords.ts';
import {
  deleteStaleResetTokens,
  findAdminByEmail,
  findAdminById,
  findAdminByUsername,
  findFirstAdmin,
  findResetTokenByHash,
  incrementTokenVersion,
  insertResetToken,
  markResetTokenUsed,
  updateAdminPassword,
} from './auth.repository.ts';
import type { TokenService } from './auth.tokens.ts';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const LOGIN_FAILED = 'Incorrect username or password';
export const WRONG_CURRENT_PASSWORD = 'Неверный текущий пароль';
export const PASSWORD_CHANGED = 'Пароль успешно изменен!';
export const RESET_REQUESTED =
  'Если адрес принадлежит учётной записи администратора, на него отправлено письмо со ссылкой для сброса пароля.';
export const RESET_DONE = 'Пароль успешно изменен! Теперь войдите с новым паролем.';
export const RESET_INVALID = 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.';

export interface AuthServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  tokens: TokenService;
  publicUrl: string;
  /** The admin e-mail of the e-mail settings ('' when none). */
  settingsAdminEmail: (db: Kysely<Database>) => Promise<string>;
  /** Puts a mail into the outbox. */
  queueMail: (db: Kysely<Database>, mail: OutgoingMail) => Promise<void>;
}

/**
 * Unknown user names are checked against this hash (same parameters, password unknown), so they
 * take as long as a wrong password and the answer gives nothing away. Its result is ignored.
 */
const DUMMY_HASH = 'scrypt$ln=17,r=8,p=1$ba3r3EOZlocSOTDZtrJd_w$M2VA1XhFLe3CAFY1tI3QVIo1jUwFFLe36ENJmHIyqFE';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function checkNewPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) {
    throw new AppError('auth.password_rules', problem, {
      errors: [{ path: 'newPassword', code: 'password_rules', message: problem }],
    });
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens } = deps;
  const limiter = createFailureLimiter({ max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS, clock });

  function issueToken(admin: { id: string; username: string; token_version: number }) {
    return tokens.sign({ userId: admin.id, username: admin.username, version: admin.token_version }, clock());
  }

  return {
    async login(input: { username: string; password: string; ip: string }, log: FastifyBaseLogger) {
      const { username, password, ip } = input;
      const keys = [`ip:${ip}`, `user:${username.toLowerCase()}`];
      const wait = Math.max(...keys.map((key) => limiter.retryAfter(key)));
      if (wait > 0) {
        log.warn({ username, ip, outcome: 'locked' }, 'admin login refused: too many failed attempts');
        throw new AppError(
          'auth.locked',
          `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
          { headers: { 'retry-after': String(wait) } },
        );
      }
      const admin = await findAdminByUsername(db, username);
      let valid = false;
      if (admin) valid = await verifyPassword(password, admin.password_hash);
      else await verifyPassword(password, DUMMY_HASH);
      if (!admin || !valid) {
        for (const key of keys) limiter.fail(key);
        log.warn({ username, ip, outcome: 'failure' }, 'admin login failed');
        throw unauthorized(LOGIN_FAILED, 'auth.invalid_credentials');
      }
      for (const key of keys) limiter.reset(key);
      log.info({ username, ip, outcome: 'success' }, 'admin login');
      return { access_token: await issueToken(admin), token_type: 'bearer' as const };
    },

    async logout(adminId: string) {
      await incrementTokenVersion(db, adminId);
      return { message: 'Logged out' };
    },

    async changePassword(adminId: string, input: { currentPassword: string; newPassword: string }) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      if (!(await verifyPassword(input.currentPassword, admin.password_hash))) {
        throw new AppError('auth.wrong_current_password', WRONG_CURRENT_PASSWORD);
      }
      checkNewPassword(input.newPassword);
      const hash = await hashPassword(input.newPassword);
      await updateAdminPassword(db, admin.id, hash, clock().toISOString());
      const updated = await findAdminById(db, admin.id);
      if (!updated) throw unauthorized();
      return { message: PASSWORD_CHANGED, access_token: await issueToken(updated) };
    },

    /** Same answer whether or not the address is the admin's; a matching one gets a one-hour link. */
    async requestPasswordReset(email: string) {
      const wanted = email.trim().toLowerCase();
      // The mail goes to the stored address, never to the typed text.
      let admin = await findAdminByEmail(db, wanted);
      let recipient = admin?.email ?? '';
      if (!admin) {
        const settingsEmail = (await deps.settingsAdminEmail(db)).trim();
        if (settingsEmail !== '' && settingsEmail.toLowerCase() === wanted) {
          admin = await findFirstAdmin(db);
          recipient = settingsEmail;
        }
      }
      if (admin) {
        const adminId = admin.id;
        const token = randomBytes(32).toString('base64url');
        const now = clock();
        await inTransaction(db, async (trx) => {
          await deleteStaleResetTokens(trx, now.toISOString());
          await insertResetToken(trx, {
            id: newId(now),
            admin_id: adminId,
            token_hash: sha256(token),
            expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
            created_at: now.toISOString(),
          });
          const link = `${deps.publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
          await deps.queueMail(trx, resetMail(recipient, link));
        });
      }
      return { message: RESET_REQUESTED };
    },

    async resetPassword(input: { token: string; newPassword: string }) {
      const now = clock();
      const stored = await findResetTokenByHash(db, sha256(input.token));
      if (!stored || stored.used_at !== null || stored.expires_at <= now.toISOString()) {
        throw new AppError('auth.reset_token_invalid', RESET_INVALID);
      }
      checkNewPassword(input.newPassword);
      const hash = await hashPassword(input.newPassword);
      await inTransaction(db, async (trx) => {
        if (!(await markResetTokenUsed(trx, stored.id, now.toISOString()))) {
          throw new AppError('auth.reset_token_invalid', RESET_INVALID);
        }
        await updateAdminPassword(trx, stored.admin_id, hash, now.toISOString());
      });
      return { message: RESET_DONE };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
