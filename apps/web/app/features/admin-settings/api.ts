import {
  type Analytics,
  type AnyOperation,
  authOperations as auth,
  type Branding,
  type ContactSettings,
  type EmailSettingsInput,
  type EmailSettingsResponse,
  type Impressum,
  settingsOperations as ops,
  type ServicesSection,
  type ServicesSettings,
  type SiteImages,
  type SocialLinks,
  type userSettingsResponseSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { call } from '../admin-api/call';

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

/** Each section's GET and PUT operation (the contracts, ADR 043). */
const READS = {
  impressum: ops.impressum,
  'site-images': ops.siteImages,
  analytics: ops.analytics,
  contact: ops.contact,
  services: ops.services,
  branding: ops.branding,
  'email-notifications': ops.emailNotifications,
  user: ops.user,
} satisfies Partial<Record<Section, AnyOperation>>;
const WRITES = {
  impressum: ops.saveImpressum,
  'site-images': ops.saveSiteImages,
  analytics: ops.saveAnalytics,
  contact: ops.saveContact,
  services: ops.saveServices,
  branding: ops.saveBranding,
  'email-notifications': ops.saveEmailNotifications,
  social: ops.saveSocial,
} satisfies Partial<Record<Section, AnyOperation>>;

/**
 * A section as its GET answers it, parsed with that section's operation. (The answer is parsed by
 * `call`; the type is narrowed to the section here because TypeScript cannot follow `READS[S]`.)
 */
export function getSection<S extends Section>(section: S): Promise<Sections[S]['read']> {
  const op: AnyOperation | undefined = (READS as Partial<Record<Section, AnyOperation>>)[section];
  if (!op) throw new Error(`settings section ${section} has no GET`);
  return call(op) as Promise<Sections[S]['read']>;
}
export function putSection<S extends Section>(section: S, body: Sections[S]['write']): Promise<Sections[S]['write']> {
  const op: AnyOperation | undefined = (WRITES as Partial<Record<Section, AnyOperation>>)[section];
  if (!op) throw new Error(`settings section ${section} has no PUT`);
  return call(op, { body }) as Promise<Sections[S]['write']>;
}

export const getUser = () => getSection('user');

/** The owner's profile e-mail (password resets go to it). */
export const updateProfile = (email: string) => call(auth.updateProfile, { body: { email } });
export const changePassword = (currentPassword: string, newPassword: string) =>
  call(auth.changePassword, { body: { currentPassword, newPassword } });

/** The second factor (ADR 025): its state, the set-up, turning it on and off. */
export const totpStatus = () => call(auth.totpStatus);
export const totpSetup = (currentPassword: string) => call(auth.totpSetup, { body: { currentPassword } });
/** Turning it on or off ends every other session; this one goes on with the fresh token of the answer. */
export const totpEnable = (code: string) => call(auth.totpEnable, { body: { code } });
export const totpDisable = (currentPassword: string, code: string) =>
  call(auth.totpDisable, { body: { currentPassword, code } });

/** The last test mail and the newest outgoing mails; "send again" for one not sent. */
export const mailActivity = () => call(ops.mailActivity, { query: { limit: 30 } });
export const resendMail = (id: string) => call(ops.resendMail, { params: { id } });

/** The test mail: a failure names its code inside the 200. */
export const testEmail = () => call(ops.testEmail);
