import type { ApiErrorCode } from '@app/contracts';
import { api } from '../admin-api/client';

export type Notify = (text: string, ms?: number) => void;

export const getSection = <T>(section: string) => api<T>(`/admin/settings/${section}`);
export const putSection = <T>(section: string, body: unknown) =>
  api<T>(`/admin/settings/${section}`, { method: 'PUT', json: body });

export const getUser = () =>
  api<{ username?: string; email?: string; social_links: Record<string, string> }>('/admin/settings/user');

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<{ message: string; access_token?: string }>('/admin/settings/password', {
    method: 'PUT',
    json: { currentPassword, newPassword },
  });

export const testEmail = () =>
  api<{ success: boolean; message: string; code?: ApiErrorCode }>('/admin/settings/test-email', { method: 'POST' });
