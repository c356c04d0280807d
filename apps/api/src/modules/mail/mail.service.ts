import {
  type MailActivity,
  type MailTestResult,
  mailFailureCodeSchema,
  mailTestResultSchema,
  type OutgoingMail,
} from '@app/contracts';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { mailErrorCode } from './mail.errors.ts';
import { VISITOR_MAILS, VISITOR_MAILS_PER_DAY, type VisitorMailKind } from './mail.kinds.ts';
import type { Outbox } from './mail.outbox.ts';
import {
  countMailboxMails,
  findMail,
  listRecentMails,
  readLastTest,
  requeueMail,
  storeLastTest,
} from './mail.repository.ts';
import type { EmailSettings } from './mail.settings.ts';
import type { MailMessage } from './mail.transport.ts';

export const MAIL_NOT_CONFIGURED =
  'Email не настроен: укажите email отправителя, пароль приложения, email администратора, SMTP сервер и порт.';

/** Mails one unconfirmed mailbox may get in 24 hours, all visitor mail kinds together (issues 22 and 33). */
export const CONFIRMATIONS_PER_DAY = VISITOR_MAILS_PER_DAY;

/**
 * The mailbox an address reaches, for counting confirmations only (the mail still goes to the
 * address as typed): lower case, without a `+tag` (Gmail, Outlook, Fastmail, ... deliver
 * `victim+1@` to `victim@`), and for Gmail without dots. Otherwise `Victim@`, `VICTIM@` or
 * `victim+2@` would each get their own three mails. Merging too much only means fewer mails.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  let local = address.slice(0, Math.max(at, 0)).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}

export interface MailServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  settings: EmailSettings;
  outbox: Outbox;
  send: (smtp: NonNullable<Awaited<ReturnType<EmailSettings['smtp']>>>, message: MailMessage) => Promise<void>;
}

export interface TestEmailResult {
  success: boolean;
  message: string;
  /** Why it failed, for the owner's text in the back office. */
  code?: 'mail.not_configured' | 'mail.connection_failed' | 'mail.auth_failed' | 'mail.send_failed';
}

export function createMailService({ db, clock, settings, outbox, send }: MailServiceDeps) {
  async function trySendTest(): Promise<TestEmailResult> {
    const smtp = await settings.smtp(db);
    if (!smtp) return { success: false, message: MAIL_NOT_CONFIGURED, code: 'mail.not_configured' };
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
      return {
        success: false,
        message: error instanceof Error ? error.message : String(error),
        code: mailErrorCode(error),
      };
    }
  }

  return {
    /** Sends a test mail to the admin e-mail right now; every failure becomes `success: false`. */
    /**
     * Sends a test mail to the admin e-mail right now; every failure becomes `success: false`.
     * The result is kept (the e-mail tab shows the last one, so "configured" never hides a failure).
     */
    async sendTestEmail(): Promise<TestEmailResult> {
      const result = await trySendTest();
      await storeLastTest(
        db,
        { at: clock().toISOString(), success: result.success, code: result.code ?? null },
        clock().toISOString(),
      );
      return result;
    },

    /** The last test mail and the newest outgoing mails, for the e-mail tab. */
    async activity(query: { limit?: number | undefined; skip?: number | undefined }): Promise<MailActivity> {
      const [rows, lastTest] = await Promise.all([
        listRecentMails(db, query.limit ?? 50, query.skip ?? 0),
        readLastTest(db),
      ]);
      const now = clock().toISOString();
      return { last_test: parseLastTest(lastTest), mails: rows.map((row) => toOutgoingMail(row, now)) };
    },

    /** "Send again": a mail not sent yet is due now with fresh attempts; 404 unknown, 409 already sent. */
    async resend(id: string): Promise<OutgoingMail> {
      const now = clock().toISOString();
      if (!(await requeueMail(db, id, now))) {
        if (!(await findMail(db, id))) throw notFound('Mail not found');
        throw new AppError('conflict', 'This mail was sent already');
      }
      outbox.kick();
      const row = await findMail(db, id);
      if (!row) throw notFound('Mail not found');
      return toOutgoingMail(row, now);
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
     * Queues a mail of one registered kind (mail.kinds.ts) to an address that is not the owner's,
     * in the caller's transaction; replies go to the owner. Unless `confirmed` (the address's owner
     * clicked a link the site mailed to it), the mail counts against `VISITOR_MAILS_PER_DAY` per
     * mailbox (`mailboxKey`) in 24 hours, all kinds together, counted in the outbox (a restart does
     * not reset it), and is skipped over the cap: nobody can flood a stranger's inbox from the
     * owner's account. On PostgreSQL a transaction lock per mailbox makes parallel submissions count
     * one after the other (SQLite runs one transaction at a time anyway). False when nothing was
     * queued (e-mail not configured, or over the cap).
     */
    async toVisitor(
      trx: Kysely<Database>,
      kind: VisitorMailKind,
      message: MailMessage,
      { confirmed = false, sendAt, ref = '' }: { confirmed?: boolean; sendAt?: Date; ref?: string } = {},
    ): Promise<boolean> {
      if (!(kind in VISITOR_MAILS)) throw new Error(`unregistered visitor mail kind ${kind}`);
      const smtp = await settings.smtp(trx);
      if (!smtp) return false;
      const mailbox = confirmed ? '' : mailboxKey(message.to);
      if (mailbox) {
        if (trx.getExecutor().adapter instanceof PostgresAdapter) {
          await sql`select pg_advisory_xact_lock(hashtextextended(${`visitor-mailbox:${mailbox}`}, 0))`.execute(trx);
        }
        const since = new Date(clock().getTime() - 24 * 3_600_000).toISOString();
        if ((await countMailboxMails(trx, mailbox, since)) >= VISITOR_MAILS_PER_DAY) return false;
      }
      await outbox.queue(trx, { ...message, replyTo: smtp.admin_email }, { sendAt, ref, kind, mailbox });
      return true;
    },

    /** Withdraws a scheduled visitor mail (a reminder) that has not gone out. */
    withdraw: (trx: Kysely<Database>, ref: string) => outbox.withdraw(trx, ref),

    /** Withdraws a waiting mail no delivery attempt has taken yet (ADR 051); answers how many. */
    withdrawUnsent: (trx: Kysely<Database>, ref: string) => outbox.withdrawUnsent(trx, ref),
  };
}

export type MailService = ReturnType<typeof createMailService>;

/** The office's view of an outbox row: its state in words the list can show, its failure as a code. */
function toOutgoingMail(
  row: Pick<
    OutboxTable,
    'id' | 'recipient' | 'subject' | 'status' | 'attempts' | 'next_attempt_at' | 'error_code' | 'sent_at' | 'created_at'
  >,
  now: string,
): OutgoingMail {
  const state: OutgoingMail['state'] =
    row.status === 'sent'
      ? 'sent'
      : row.status === 'failed'
        ? 'failed'
        : row.attempts > 0
          ? 'retrying'
          : row.next_attempt_at > now
            ? 'scheduled'
            : 'queued';
  const code = mailFailureCodeSchema.safeParse(row.error_code);
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    state,
    attempts: row.attempts,
    error_code: state === 'sent' || !code.success ? null : code.data,
    next_attempt_at: state === 'sent' || state === 'failed' ? null : row.next_attempt_at,
    sent_at: row.sent_at,
    created_at: row.created_at,
  };
}

function parseLastTest(json: string | undefined): MailTestResult | null {
  if (!json) return null;
  try {
    const parsed = mailTestResultSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
