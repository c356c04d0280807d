import {
  emailSettingsInputSchema,
  emailSettingsResponseSchema,
  idParamSchema,
  mailActivityQuerySchema,
  mailActivitySchema,
  outgoingMailSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { MailService } from './mail.service.ts';
import type { EmailSettings } from './mail.settings.ts';

/** Guarded: the e-mail settings (password write-only), the test mail, the outgoing mails and "send again". */
export const mailAdminRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  emailSettings: EmailSettings;
  mail: MailService;
}> = async (app, { db, emailSettings, mail }) => {
  app.get('/settings/email-notifications', { schema: { response: { 200: emailSettingsResponseSchema } } }, async () =>
    emailSettings.read(db),
  );

  app.put(
    '/settings/email-notifications',
    { schema: { body: emailSettingsInputSchema, response: { 200: emailSettingsResponseSchema } } },
    async (request) => emailSettings.save(db, request.body),
  );

  app.post(
    '/settings/test-email',
    {
      schema: {
        response: {
          200: z.object({
            success: z.boolean(),
            message: z.string(),
            code: z
              .enum(['mail.not_configured', 'mail.connection_failed', 'mail.auth_failed', 'mail.send_failed'])
              .optional(),
          }),
        },
      },
    },
    async () => mail.sendTestEmail(),
  );

  app.get(
    '/mail/activity',
    { schema: { querystring: mailActivityQuerySchema, response: { 200: mailActivitySchema } } },
    (request) => mail.activity(request.query),
  );

  app.post(
    '/mail/outbox/:id/resend',
    { schema: { params: idParamSchema, response: { 200: outgoingMailSchema } } },
    (request) => mail.resend(request.params.id),
  );
};
