import { z } from 'zod';
import { listQuerySchema } from './blog.ts';
import { idSchema } from './common.ts';

/** Why a mail could not be sent, in words the office can say (no SMTP jargon). */
export const mailFailureCodeSchema = z.enum([
  'mail.not_configured',
  'mail.connection_failed',
  'mail.auth_failed',
  'mail.send_failed',
]);
export type MailFailureCode = z.infer<typeof mailFailureCodeSchema>;

/**
 * An outgoing mail as the office lists it: `queued` (due, not tried yet), `scheduled` (a
 * reminder waiting for its day), `retrying` (failed, tried again later), `sent`, `failed` (gave
 * up). No body: the list says what went where and what became of it.
 */
export const outgoingMailSchema = z.object({
  id: idSchema,
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(['queued', 'scheduled', 'retrying', 'sent', 'failed']),
  attempts: z.number().int(),
  error_code: mailFailureCodeSchema.nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

/** The last test mail: when, whether it went out, and why not. */
export const mailTestResultSchema = z.object({
  at: z.string(),
  success: z.boolean(),
  code: mailFailureCodeSchema.nullable(),
});
export type MailTestResult = z.infer<typeof mailTestResultSchema>;

/** GET /api/admin/mail/activity: the last test and the newest outgoing mails. */
export const mailActivitySchema = z.object({
  last_test: mailTestResultSchema.nullable(),
  mails: z.array(outgoingMailSchema),
});
export type MailActivity = z.infer<typeof mailActivitySchema>;
export const mailActivityQuerySchema = listQuerySchema;
