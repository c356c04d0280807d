import { api, setToken } from '../admin-api/client';

export async function login(username: string, password: string): Promise<void> {
  const body = await api<{ access_token?: string }>('/admin/login', { json: { username, password }, auth: false });
  if (!body?.access_token) throw new Error('Login failed');
  setToken(body.access_token);
}

export function verify(signal?: AbortSignal): Promise<{ valid: boolean; username: string }> {
  return api('/admin/verify', { redirectOn401: false, ...(signal ? { signal } : {}) });
}

export function logout(): Promise<unknown> {
  return api('/admin/logout', { method: 'POST' });
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api('/auth/password-reset-request', { json: { email }, auth: false });
}

export function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  return api('/auth/password-reset', { json: { token, newPassword }, auth: false });
}
