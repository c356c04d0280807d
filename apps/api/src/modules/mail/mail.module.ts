import { defineModule } from '../module.ts';
import { mailAdminRoutes } from './mail.admin-routes.ts';
import { seedEmailSettings } from './mail.settings.ts';

/** Outgoing mail: the SMTP settings (password encrypted), the outbox, the test mail. */
export const mailModule = defineModule({
  name: 'mail',
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
