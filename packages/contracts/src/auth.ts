import { z } from 'zod';
import { emailSchema, optionalEmailSchema } from './text.ts';

/** Login and password fields carry no rules beyond a sane size: the rules live in passwordProblem. */
const secret = z.string().max(1024, 'must be at most 1024 characters');

/** A 6-digit one-time code of an authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code'));

export const loginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    // It is looked up in the database: PostgreSQL cannot take NUL in text (500 instead of 401).
    .refine((value) => !value.includes('\u0000'), {
      message: 'must not contain NUL characters',
      params: { code: 'invalid_value' },
    }),
  password: secret.min(1, 'is required'),
  /** The one-time code, for an account with the second factor on (asked for by 'auth.totp_required'). */
  code: totpCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The second factor (optional, ADR 025): its state, setting it up, turning it on and off. */
export const totpStatusSchema = z.object({ enabled: z.boolean() });
export const totpSetupRequestSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(200),
  /** A current code of the active secret: required to replace a second factor that is on. */
  code: totpCodeSchema.optional(),
});
/**
 * Turning the second factor on or off ends every other session (the token version moves on): the
 * answer carries a fresh token for the session that made the change.
 */
export const totpChangeSchema = z.object({ enabled: z.boolean(), access_token: z.string() });
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() });
export const totpEnableSchema = z.object({ code: totpCodeSchema });
export const totpDisableSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(200),
  code: totpCodeSchema,
});

export const tokenResponseSchema = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const verifyResponseSchema = z.object({ valid: z.literal(true), username: z.string() });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: secret.min(1, 'is required'),
  newPassword: secret,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The owner's profile: the e-mail address password resets go to (empty: none). */
export const profileUpdateSchema = z.object({ email: optionalEmailSchema });
export const profileSchema = z.object({ username: z.string(), email: z.string() });

export const passwordChangeResponseSchema = z.object({ message: z.string(), access_token: z.string() });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({
  token: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  newPassword: secret,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;
