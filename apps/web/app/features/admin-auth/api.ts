import { type MessageResponse, authOperations as ops, type VerifyResponse } from '@app/contracts';
import { call } from '../admin-api/call';
import { setToken } from '../admin-api/client';

/** Signs in; `code` is the one-time code of an account with the second factor (ADR 025). */
export async function login(username: string, password: string, code = ''): Promise<void> {
  const json = code ? { username, password, code } : { username, password };
  const body = await call(ops.login, { body: json, auth: false });
  setToken(body.access_token);
}

/** The stored token still holds: the answer is checked against the contract (a proxy's page is no). */
export async function verify(signal?: AbortSignal): Promise<VerifyResponse> {
  return call(ops.verify, { redirectOn401: false, ...(signal ? { signal } : {}) });
}

export function logout(): Promise<MessageResponse> {
  return call(ops.logout);
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return call(ops.passwordResetRequest, { body: { email }, auth: false });
}

export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return call(ops.passwordReset, { body: { token, newPassword }, auth: false });
}
