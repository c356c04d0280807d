import { createHash, randomBytes } from 'node:crypto';
import { passwordProblem } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { clientKey } from '../../http/client-key.ts';
import { AppError, invalidField, unauthorized } from '../../http/errors.ts';
import type { OutgoingMail } from '../mail/mail.templates.ts';
import type { DeviceTokens } from './auth.devices.ts';
import { createFailureLimiter, type FailureLimiter } from './auth.limiter.ts';
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
  setTotp,
  updateAdminEmail,
  updateAdminPassword,
  useTotpStep,
} from './auth.repository.ts';
import type { TokenService } from './auth.tokens.ts';
import type { Totp } from './auth.totp.ts';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const LOGIN_FAILED = 'Incorrect username or password';
export const WRONG_CURRENT_PASSWORD = 'Неверный текущий пароль';
export const PASSWORD_CHANGED = 'Пароль успешно изменен!';
export const RESET_REQUESTED =
  'Если адрес принадлежит учётной записи администратора, на него отправлено письмо со ссылкой для сброса пароля.';
export const TOTP_REQUIRED = 'A one-time code is required';
export const TOTP_INVALID = 'The one-time code is wrong or expired';
export const RESET_DONE = 'Пароль успешно изменен! Теперь войдите с новым паролем.';
export const RESET_INVALID = 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.';

export interface AuthServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  tokens: TokenService;
  /** Known-device tokens (ADR 015). */
  devices: DeviceTokens;
  /** The optional second factor (ADR 025). */
  totp: Totp;
  publicUrl: string;
  /** The admin e-mail of the e-mail settings ('' when none). */
  settingsAdminEmail: (db: Kysely<Database>) => Promise<string>;
  /** Puts a mail into the outbox. */
  queueMail: (db: Kysely<Database>, mail: OutgoingMail) => Promise<void>;
  /**
   * A failure counter for `scope` with these limits; in memory by default, shared by every
   * instance on PostgreSQL (ADR 032).
   */
  failureLimiter?: (scope: string, limits: { max: number; windowMs: number }) => FailureLimiter;
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

function lockedError(retryAfter: number, what = 'sign-in attempts') {
  return new AppError('auth.locked', `Too many failed ${what}. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
    headers: { 'retry-after': String(retryAfter) },
  });
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens, devices, totp } = deps;
  /**
   * Sign-in failures (ADR 015), counted before the password is hashed. An unknown device counts
   * under its address (IPv6 by /64) and under the account; a known device (its cookie names the
   * same admin) only under its own id, so guesses from elsewhere never lock it out. The account
   * key carries the token version: a new password (`npm run admin -- set-password`, a reset, a
   * change) starts a fresh count.
   */
  const failureLimiter = deps.failureLimiter ?? ((_scope, limits) => createFailureLimiter({ ...limits, clock }));
  const limits = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS };
  const limiter = failureLimiter('sign-in', limits);
  /** Wrong current passwords in the password change, per admin, counted the same way. */
  const changeLimiter = failureLimiter('password-check', limits);

  /** A code of the confirmed secret for a time step after the last one used: taken (once). */
  async function acceptCode(admin: { id: string; totp_secret: string; totp_last_step: unknown }, code: string) {
    const step = totp.verify(admin.totp_secret, code, clock());
    if (step === null || step <= Number(admin.totp_last_step)) return false;
    return useTotpStep(db, admin.id, step, clock().toISOString());
  }

  /** The current password of a signed-in admin, throttled like the password change. */
  async function checkCurrentPassword(admin: { id: string; password_hash: string }, password: string) {
    const attempt = await changeLimiter.begin([`admin:${admin.id}`]);
    if (!attempt.ok) throw lockedError(attempt.retryAfter, 'password checks');
    let valid: boolean;
    try {
      valid = await verifyPassword(password, admin.password_hash);
    } catch (error) {
      await attempt.withdraw();
      throw error;
    }
    if (!valid) throw new AppError('auth.wrong_current_password', WRONG_CURRENT_PASSWORD);
    await attempt.succeeded();
  }

  /** `authTime`: when the session began (a renewal keeps it); left out, a new session begins now. */
  function issueToken(admin: { id: string; username: string; token_version: number }, authTime?: number) {
    return tokens.sign(
      { userId: admin.id, username: admin.username, version: admin.token_version, ...(authTime ? { authTime } : {}) },
      clock(),
    );
  }

  /** Every other session ends; the caller's one goes on with a fresh token (same sign-in time). */
  async function endOtherSessions(adminId: string, authTime: number | undefined) {
    await incrementTokenVersion(db, adminId);
    const updated = await findAdminById(db, adminId);
    if (!updated) throw unauthorized();
    return issueToken(updated, authTime);
  }

  return {
    /**
     * Signs in; `device` is the known-device token the browser sent (its cookie). Answers the
     * session token and a fresh known-device token for this browser.
     */
    async login(
      input: { username: string; password: string; ip: string; device?: string | undefined; code?: string | undefined },
      log: FastifyBaseLogger,
    ) {
      const { username, password, ip } = input;
      const admin = await findAdminByUsername(db, username);
      const claimed = await devices.verify(input.device);
      const device = admin && claimed?.adminId === admin.id ? claimed : null;
      const keys = device
        ? [`device:${device.deviceId}`]
        : [
            `ip:${clientKey(ip)}`,
            admin ? `account:${admin.id}:${admin.token_version}` : `user:${username.toLowerCase()}`,
          ];
      const knownDevice = device !== null;
      // Counted now, before the slow hash: parallel guesses cannot all pass the check.
      const attempt = await limiter.begin(keys);
      if (!attempt.ok) {
        log.warn({ username, ip, knownDevice, outcome: 'locked' }, 'admin login refused: too many failed attempts');
        throw lockedError(attempt.retryAfter);
      }
      let valid = false;
      try {
        if (admin) valid = await verifyPassword(password, admin.password_hash, { preferred: knownDevice });
        else await verifyPassword(password, DUMMY_HASH);
      } catch (error) {
        // Not judged (the hashing line was full): it does not count against anyone.
        await attempt.withdraw();
        if (error instanceof AppError) log.warn({ username, ip, knownDevice, outcome: error.code }, error.message);
        throw error;
      }
      if (!admin || !valid) {
        log.warn({ username, ip, knownDevice, outcome: 'failure' }, 'admin login failed');
        throw unauthorized(LOGIN_FAILED, 'auth.invalid_credentials');
      }
      if (admin.totp_secret) {
        // The password was right; without the code this attempt is neither a failure nor a success.
        if (!input.code) {
          await attempt.withdraw();
          log.info({ username, ip, knownDevice, outcome: 'totp_required' }, 'admin login: one-time code asked for');
          throw unauthorized(TOTP_REQUIRED, 'auth.totp_required');
        }
        // A wrong, expired or reused code stays counted as a failure.
        if (!(await acceptCode(admin, input.code))) {
          log.warn({ username, ip, knownDevice, outcome: 'totp_failure' }, 'admin login failed: one-time code');
          throw unauthorized(TOTP_INVALID, 'auth.totp_invalid');
        }
      }
      await attempt.succeeded();
      log.info({ username, ip, knownDevice, outcome: 'success' }, 'admin login');
      return {
        access_token: await issueToken(admin),
        token_type: 'bearer' as const,
        device_token: await devices.sign(admin.id, device?.deviceId),
      };
    },

    /**
     * A fresh session token for a signed-in admin: new `exp`, same token version, same sign-in
     * time, so the session still ends 30 days after the sign-in (SESSION_MAX_SECONDS).
     */
    async renew(adminId: string, authTime: number) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      return { access_token: await issueToken(admin, authTime), token_type: 'bearer' as const };
    },

    async logout(adminId: string) {
      await incrementTokenVersion(db, adminId);
      return { message: 'Logged out' };
    },

    async updateProfile(adminId: string, input: { email: string }) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      await updateAdminEmail(db, admin.id, input.email, clock().toISOString());
      return { username: admin.username, email: input.email };
    },

    /** Whether the second factor is on. */
    async totpStatus(adminId: string) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      return { enabled: admin.totp_secret !== '' };
    },

    /**
     * Starts setting the second factor up (after the current password): a new secret, not active
     * yet. Replacing an active one also takes a current code of it: a password alone (a stolen
     * session that learnt it) must not move the second factor to another phone.
     */
    async totpSetup(adminId: string, input: { currentPassword: string; code?: string | undefined }) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      await checkCurrentPassword(admin, input.currentPassword);
      if (admin.totp_secret) {
        if (!input.code) throw invalidField('code', 'required', 'is required to replace the active second factor');
        if (!(await acceptCode(admin, input.code))) {
          throw invalidField('code', 'invalid_value', 'is not the current code of the app');
        }
      }
      const created = totp.create(admin.username);
      await setTotp(db, admin.id, { totp_pending: created.boxed }, clock().toISOString());
      return { secret: created.secret, uri: created.uri, qr_svg: created.qr_svg };
    },

    /** The first code from the app confirms the secret being set up: from now on sign-in asks for a code. */
    async totpEnable(adminId: string, input: { code: string }, authTime?: number) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      const step = admin.totp_pending ? totp.verify(admin.totp_pending, input.code, clock()) : null;
      if (step === null) throw invalidField('code', 'invalid_value', 'is not the current code of the app');
      await setTotp(
        db,
        admin.id,
        { totp_secret: admin.totp_pending, totp_pending: '', totp_last_step: step },
        clock().toISOString(),
      );
      // Sessions begun with the password alone end; this one goes on.
      return { enabled: true, access_token: await endOtherSessions(admin.id, authTime) };
    },

    /** Turns the second factor off: the current password and a current code. */
    async totpDisable(adminId: string, input: { currentPassword: string; code: string }, authTime?: number) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      await checkCurrentPassword(admin, input.currentPassword);
      if (admin.totp_secret && !(await acceptCode(admin, input.code))) {
        throw invalidField('code', 'invalid_value', 'is not the current code of the app');
      }
      await setTotp(db, admin.id, { totp_secret: '', totp_pending: '', totp_last_step: 0 }, clock().toISOString());
      return { enabled: false, access_token: await endOtherSessions(admin.id, authTime) };
    },

    async changePassword(adminId: string, input: { currentPassword: string; newPassword: string }, authTime?: number) {
      const admin = await findAdminById(db, adminId);
      if (!admin) throw unauthorized();
      // Throttled like the sign-in: a stolen session must not become a way to guess the password.
      const attempt = await changeLimiter.begin([`admin:${admin.id}`]);
      if (!attempt.ok) throw lockedError(attempt.retryAfter, 'password checks');
      let valid: boolean;
      try {
        valid = await verifyPassword(input.currentPassword, admin.password_hash);
      } catch (error) {
        await attempt.withdraw();
        throw error;
      }
      if (!valid) throw new AppError('auth.wrong_current_password', WRONG_CURRENT_PASSWORD);
      await attempt.succeeded();
      checkNewPassword(input.newPassword);
      const hash = await hashPassword(input.newPassword);
      await updateAdminPassword(db, admin.id, hash, clock().toISOString());
      const updated = await findAdminById(db, admin.id);
      if (!updated) throw unauthorized();
      // The session that changed it goes on, still ending 30 days after its sign-in.
      return { message: PASSWORD_CHANGED, access_token: await issueToken(updated, authTime) };
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
