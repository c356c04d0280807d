import { type MessageResponse, tokenResponseSchema, type VerifyResponse, verifyResponseSchema } from '@app/contracts';
import { api, setToken } from '../admin-api/client';

/** Signs in; `code` is the one-time code of an account with the second factor (ADR 025). */
export async function login(username: string, password: string, code = ''): Promise<void> {
  const json = code ? { username, password, code } : { username, password };
  const body = tokenResponseSchema.safeParse(await api('/admin/login', { json, auth: false }));
  if (!body.success) throw new Error('Login failed');
  setToken(body.data.access_token);
}

/** The stored token still holds: the answer is checked against the contract (a proxy's page is no). */
export async function verify(signal?: AbortSignal): Promise<VerifyResponse> {
  return verifyResponseSchema.parse(
    await api('/admin/verify', { redirectOn401: false, ...(signal ? { signal } : {}) }),
  );
}

export function logout(): Promise<MessageResponse> {
  return api('/admin/logout', { method: 'POST' });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api('/auth/password-reset-request', { json: { email }, auth: false });
}

export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return api('/auth/password-reset', { json: { token, newPassword }, auth: false });
}
