import type {
  Analytics,
  ApiErrorCode,
  Branding,
  ContactSettings,
  EmailSettingsInput,
  EmailSettingsResponse,
  Impressum,
  MailActivity,
  OutgoingMail,
  passwordChangeResponseSchema,
  ServicesSection,
  ServicesSettings,
  SiteImages,
  SocialLinks,
  userSettingsResponseSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { api } from '../admin-api/client';

export type Notify = (text: string, ms?: number) => void;

/** Each settings path: what its GET answers and what its PUT takes (the contract's types). */
interface Sections {
  impressum: { read: Impressum; write: Impressum };
  'site-images': { read: SiteImages; write: SiteImages };
  analytics: { read: Analytics; write: Analytics };
  contact: { read: ContactSettings; write: ContactSettings };
  services: { read: ServicesSection; write: ServicesSettings };
  branding: { read: Branding; write: Branding };
  'email-notifications': { read: EmailSettingsResponse; write: EmailSettingsInput };
  social: { read: never; write: SocialLinks };
  user: { read: z.infer<typeof userSettingsResponseSchema>; write: never };
}
export type Section = keyof Sections;
/** The sections that are a flat object of text fields (the settings' SectionForm). */
export type FlatSection = 'impressum' | 'analytics' | 'contact' | 'branding' | 'social';

export const getSection = <S extends Section>(section: S) => api<Sections[S]['read']>(`/admin/settings/${section}`);
export const putSection = <S extends Section>(section: S, body: Sections[S]['write']) =>
  api<Sections[S]['write']>(`/admin/settings/${section}`, { method: 'PUT', json: body });

export const getUser = () => getSection('user');

/** The owner's profile e-mail (password resets go to it). */
export const updateProfile = (email: string) =>
  api<{ username: string; email: string }>('/admin/settings/profile', { method: 'PUT', json: { email } });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<z.infer<typeof passwordChangeResponseSchema>>('/admin/settings/password', {
    method: 'PUT',
    json: { currentPassword, newPassword },
  });

/** The test mail's answer (declared in the API's mail routes): a failure names its code. */
interface TestEmailAnswer {
  success: boolean;
  message: string;
  code?: ApiErrorCode;
}

/** The last test mail and the newest outgoing mails; "send again" for one not sent. */
export const mailActivity = () => api<MailActivity>('/admin/mail/activity', { query: { limit: 30 } });
export const resendMail = (id: string) => api<OutgoingMail>(`/admin/mail/outbox/${id}/resend`, { method: 'POST' });

export const testEmail = () => api<TestEmailAnswer>('/admin/settings/test-email', { method: 'POST' });
