import { settingsOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { routeSchema } from '../../http/operations.ts';
import type { MailService } from './mail.service.ts';
import type { EmailSettings } from './mail.settings.ts';

/** Guarded: the e-mail settings (password write-only), the test mail, the outgoing mails and "send again". */
export const mailAdminRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  emailSettings: EmailSettings;
  mail: MailService;
}> = async (app, { db, emailSettings, mail }) => {
  app.get('/settings/email-notifications', { schema: routeSchema(ops.emailNotifications) }, async () =>
    emailSettings.read(db),
  );

  app.put('/settings/email-notifications', { schema: routeSchema(ops.saveEmailNotifications) }, async (request) =>
    emailSettings.save(db, request.body),
  );

  app.post('/settings/test-email', { schema: routeSchema(ops.testEmail) }, async () => mail.sendTestEmail());

  app.get('/mail/activity', { schema: routeSchema(ops.mailActivity) }, (request) => mail.activity(request.query));

  app.post('/mail/outbox/:id/resend', { schema: routeSchema(ops.resendMail) }, (request) =>
    mail.resend(request.params.id),
  );
};
