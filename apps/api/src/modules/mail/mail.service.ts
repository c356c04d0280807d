import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Outbox } from './mail.outbox.ts';
import type { EmailSettings } from './mail.settings.ts';
import type { MailMessage } from './mail.transport.ts';

export const MAIL_NOT_CONFIGURED =
  'Email не настроен: укажите email отправителя, пароль приложения, email администратора, SMTP сервер и порт.';

export interface MailServiceDeps {
  db: Kysely<Database>;
  settings: EmailSettings;
  outbox: Outbox;
  send: (smtp: NonNullable<Awaited<ReturnType<EmailSettings['smtp']>>>, message: MailMessage) => Promise<void>;
}

export function createMailService({ db, settings, outbox, send }: MailServiceDeps) {
  return {
    /** Sends a test mail to the admin e-mail right now; every failure becomes `success: false`. */
    async sendTestEmail(): Promise<{ success: boolean; message: string }> {
      const smtp = await settings.smtp(db);
      if (!smtp) return { success: false, message: MAIL_NOT_CONFIGURED };
      try {
        await send(smtp, {
          to: smtp.admin_email,
          subject: 'Test-E-Mail / Тестовое письмо',
          text: [
            'Diese Test-E-Mail bestätigt, dass der E-Mail-Versand Ihrer Website funktioniert.',
            '',
            'Это тестовое письмо: отправка email с вашего сайта работает.',
          ].join('\n'),
        });
        return { success: true, message: `Тестовое письмо отправлено на ${smtp.admin_email}` };
      } catch (error) {
        return { success: false, message: error instanceof Error ? error.message : String(error) };
      }
    },

    /**
     * Queues a notification to the configured admin e-mail, in the caller's transaction; does
     * nothing while e-mail is not configured. Returns whether a mail was queued.
     */
    async notifyAdmin(trx: Kysely<Database>, message: Omit<MailMessage, 'to'>): Promise<boolean> {
      const smtp = await settings.smtp(trx);
      if (!smtp) return false;
      await outbox.queue(trx, { ...message, to: smtp.admin_email });
      return true;
    },

    /**
     * Queues a confirmation to a visitor (contact, booking), in the caller's transaction; does
     * nothing while e-mail is not configured. Replies go to the owner.
     */
    async notifyVisitor(trx: Kysely<Database>, message: MailMessage): Promise<boolean> {
      const smtp = await settings.smtp(trx);
      if (!smtp) return false;
      await outbox.queue(trx, { ...message, replyTo: smtp.admin_email });
      return true;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
