import {
  loginRequestSchema,
  messageResponseSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSchema,
  profileUpdateSchema,
  tokenResponseSchema,
  totpChangeSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupRequestSchema,
  totpSetupSchema,
  totpStatusSchema,
  verifyResponseSchema,
} from '../auth.ts';
import { operation } from './define.ts';

/** Sign-in, the session and the owner's account (modules/auth). */
export const authOperations = {
  login: operation({ method: 'POST', path: '/api/admin/login', body: loginRequestSchema, output: tokenResponseSchema }),
  verify: operation({ method: 'GET', path: '/api/admin/verify', output: verifyResponseSchema }),
  renew: operation({ method: 'POST', path: '/api/admin/renew', output: tokenResponseSchema }),
  logout: operation({ method: 'POST', path: '/api/admin/logout', output: messageResponseSchema }),
  updateProfile: operation({
    method: 'PUT',
    path: '/api/admin/settings/profile',
    body: profileUpdateSchema,
    output: profileSchema,
  }),
  changePassword: operation({
    method: 'PUT',
    path: '/api/admin/settings/password',
    body: passwordChangeSchema,
    output: passwordChangeResponseSchema,
  }),
  totpStatus: operation({ method: 'GET', path: '/api/admin/settings/2fa', output: totpStatusSchema }),
  totpSetup: operation({
    method: 'POST',
    path: '/api/admin/settings/2fa/setup',
    body: totpSetupRequestSchema,
    output: totpSetupSchema,
  }),
  totpEnable: operation({
    method: 'POST',
    path: '/api/admin/settings/2fa/enable',
    body: totpEnableSchema,
    output: totpChangeSchema,
  }),
  totpDisable: operation({
    method: 'POST',
    path: '/api/admin/settings/2fa/disable',
    body: totpDisableSchema,
    output: totpChangeSchema,
  }),
  /** Public (no token): the reset mail and the new password. */
  passwordResetRequest: operation({
    method: 'POST',
    path: '/api/auth/password-reset-request',
    body: passwordResetRequestSchema,
    output: messageResponseSchema,
  }),
  passwordReset: operation({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetSchema,
    output: messageResponseSchema,
  }),
};
