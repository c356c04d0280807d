import { defineModule, provide } from '../module.ts';
import { mailAdminRoutes } from './mail.admin-routes.ts';
import { createSecretBox } from './mail.crypto.ts';
import { createOutbox, type Outbox } from './mail.outbox.ts';
import { createMailService, type MailService } from './mail.service.ts';
import { createEmailSettings, type EmailSettings, seedEmailSettings } from './mail.settings.ts';
import { sendWithSmtp } from './mail.transport.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    emailSettings: EmailSettings;
    /** Mails waiting to be sent, sent by a background worker (ADR 026). */
    outbox: Outbox;
    mail: MailService;
  }
}

/** Outgoing mail: the SMTP settings (password encrypted), the outbox, the test mail. */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['db'],
  provides: {
    emailSettings: provide(['config', 'clock'], ({ config, clock }) =>
      createEmailSettings({ clock, box: createSecretBox(config.secretKey, 'smtp-password') }),
    ),
    outbox: provide(['db', 'clock', 'log', 'emailSettings'], ({ emailSettings, ...s }) =>
      createOutbox({ ...s, smtp: emailSettings.smtp, send: sendWithSmtp }),
    ),
    mail: provide(['db', 'clock', 'emailSettings', 'outbox'], ({ emailSettings, ...s }) =>
      createMailService({ ...s, settings: emailSettings, send: sendWithSmtp }),
    ),
  },
  jobs: (s) => [
    {
      kind: 'worker',
      name: 'mail-outbox',
      switch: 'mailWorker',
      start: () => s.outbox.start(),
      stop: () => s.outbox.stop(),
      alwaysStop: true,
    },
  ],
  tables: ['outbox'],
  personalData: [
    {
      table: 'outbox',
      columns: {
        recipient: 'email',
        reply_to: 'email',
        // The recipient's address normalised (the per-mailbox cap, ADR 038).
        mailbox: 'email',
        subject: 'text',
        text_body: 'text',
        attachments: 'text',
      },
      emailColumns: ['recipient', 'reply_to'],
      // The owner's notices name the visitor inside the mail.
      textColumns: ['text_body'],
      erase: 'delete',
    },
  ],
  auditedRecords: [
    {
      routes: '/api/admin/settings/email-notifications',
      table: 'setting',
      key: { column: 'key', value: 'email_notifications' },
    },
    { routes: '/api/admin/mail/outbox', table: 'outbox' },
  ],
  seeds: [seedEmailSettings],
  adminRoutes: async (app, s) => {
    await app.register(mailAdminRoutes, { db: s.db, emailSettings: s.emailSettings, mail: s.mail });
  },
});
