import { type EmailSettingsInput, type EmailSettingsResponse, PASSWORD_MASK } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed.ts';
import { invalidField } from '../../http/errors.ts';
import { findSetting, insertSettingIfMissing, upsertSetting } from '../settings/settings.repository.ts';
import type { SecretBox } from './mail.crypto.ts';

export const EMAIL_SETTINGS_KEY = 'email_notifications';

/** What is stored: the password only encrypted. */
interface StoredEmailSettings {
  sender_email: string;
  sender_password_encrypted: string;
  admin_email: string;
  smtp_server: string;
  smtp_port: number;
}

export const EMAIL_SETTINGS_DEFAULTS: StoredEmailSettings = {
  sender_email: '',
  sender_password_encrypted: '',
  admin_email: '',
  smtp_server: 'smtp.gmail.com',
  smtp_port: 587,
};

/** Everything needed to send, password decrypted; only ever used inside the server. */
export interface SmtpSettings {
  sender_email: string;
  /** The display name of `From:` (the site's name); the bare address when absent. */
  sender_name?: string;
  sender_password: string;
  admin_email: string;
  smtp_server: string;
  smtp_port: number;
}

function parseStored(value: string | undefined): StoredEmailSettings {
  if (!value) return { ...EMAIL_SETTINGS_DEFAULTS };
  try {
    const parsed = JSON.parse(value) as Partial<StoredEmailSettings>;
    return {
      sender_email: typeof parsed.sender_email === 'string' ? parsed.sender_email : '',
      sender_password_encrypted:
        typeof parsed.sender_password_encrypted === 'string' ? parsed.sender_password_encrypted : '',
      admin_email: typeof parsed.admin_email === 'string' ? parsed.admin_email : '',
      smtp_server: typeof parsed.smtp_server === 'string' ? parsed.smtp_server : EMAIL_SETTINGS_DEFAULTS.smtp_server,
      smtp_port: typeof parsed.smtp_port === 'number' ? parsed.smtp_port : EMAIL_SETTINGS_DEFAULTS.smtp_port,
    };
  } catch {
    return { ...EMAIL_SETTINGS_DEFAULTS };
  }
}

const isConfigured = (s: StoredEmailSettings) =>
  s.sender_email !== '' &&
  s.sender_password_encrypted !== '' &&
  s.admin_email !== '' &&
  s.smtp_server !== '' &&
  s.smtp_port > 0;

/** First start: Gmail's SMTP server and port, nothing configured. */
export const seedEmailSettings: Seeder = async ({ db, clock }) => {
  await insertSettingIfMissing(db, EMAIL_SETTINGS_KEY, JSON.stringify(EMAIL_SETTINGS_DEFAULTS), clock().toISOString());
};

/** The e-mail settings section: the SMTP password is write-only and encrypted at rest. */
export function createEmailSettings({ clock, box }: { clock: () => Date; box: SecretBox }) {
  const load = async (db: Kysely<Database>) => parseStored(await findSetting(db, EMAIL_SETTINGS_KEY));

  return {
    /** The answer for the admin: never the password, only the mask when one is stored. */
    async read(db: Kysely<Database>): Promise<EmailSettingsResponse> {
      const s = await load(db);
      return {
        sender_email: s.sender_email,
        sender_password: s.sender_password_encrypted ? PASSWORD_MASK : '',
        admin_email: s.admin_email,
        smtp_server: s.smtp_server,
        smtp_port: s.smtp_port,
        configured: isConfigured(s),
      };
    },

    /** An empty password or the mask keeps the stored one. */
    async save(db: Kysely<Database>, input: EmailSettingsInput): Promise<EmailSettingsResponse> {
      const current = await load(db);
      const keep = input.sender_password === '' || input.sender_password === PASSWORD_MASK;
      if (keep && current.sender_password_encrypted === '') {
        throw invalidField('sender_password', 'required', 'is required');
      }
      const next: StoredEmailSettings = {
        sender_email: input.sender_email,
        sender_password_encrypted: keep ? current.sender_password_encrypted : box.encrypt(input.sender_password),
        admin_email: input.admin_email,
        smtp_server: input.smtp_server,
        smtp_port: input.smtp_port,
      };
      await upsertSetting(db, EMAIL_SETTINGS_KEY, JSON.stringify(next), clock().toISOString());
      return this.read(db);
    },

    async adminEmail(db: Kysely<Database>): Promise<string> {
      return (await load(db)).admin_email;
    },

    /** The settings to send with, or null while e-mail is not (completely) configured. */
    async smtp(db: Kysely<Database>): Promise<SmtpSettings | null> {
      const s = await load(db);
      if (!isConfigured(s)) return null;
      const password = box.decrypt(s.sender_password_encrypted);
      if (password === null) return null;
      return {
        sender_email: s.sender_email,
        sender_password: password,
        admin_email: s.admin_email,
        smtp_server: s.smtp_server,
        smtp_port: s.smtp_port,
      };
    },
  };
}

export type EmailSettings = ReturnType<typeof createEmailSettings>;
