import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { afterCommit } from '../../db/transaction.ts';
import { mailErrorCode } from './mail.errors.ts';
import {
  claimMail,
  deletePendingMails,
  deleteUnsentMails,
  findDueMails,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailSent,
} from './mail.repository.ts';
import type { SmtpSettings } from './mail.settings.ts';
import type { MailAttachment, MailMessage } from './mail.transport.ts';

function parseAttachments(json: string): MailAttachment[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as MailAttachment[]) : [];
  } catch {
    return [];
  }
}

function parseLinks(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Wait before attempt n+1 after n failed attempts; after the last one the mail is marked failed. */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const POLL_INTERVAL_MS = 30_000;
/** A mail scheduled this soon (a desk decision's undo window) gets its own wake-up instead of the next poll. */
const WAKE_WITHIN_MS = 5 * 60_000;
const BATCH = 20;

export interface OutboxDeps {
  db: Kysely<Database>;
  clock: () => Date;
  log: FastifyBaseLogger;
  smtp: (db: Kysely<Database>) => Promise<SmtpSettings | null>;
  send: (smtp: SmtpSettings, message: MailMessage) => Promise<void>;
}

/**
 * Mails are written to the outbox table (in the caller's transaction) and delivered by a
 * background loop, so a booking is stored and answered even while the SMTP server is down.
 */
export function createOutbox({ db, clock, log, smtp, send }: OutboxDeps) {
  let timer: NodeJS.Timeout | undefined;
  /** Wake-ups for mails scheduled soon; a restart forgets them, and the poll finds the mails (they are rows). */
  const wakeUps = new Set<NodeJS.Timeout>();
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function deliverDue() {
    let sent = 0;
    let failed = 0;
    const now = clock();
    const due = await findDueMails(db, now.toISOString(), BATCH);
    if (due.length === 0) return { sent, failed };
    const settings = await smtp(db);
    for (const mail of due) {
      const attempt = mail.attempts + 1;
      const delay = RETRY_DELAYS_MS[Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1)] ?? POLL_INTERVAL_MS;
      const retryAt = new Date(now.getTime() + delay).toISOString();
      if (!(await claimMail(db, mail, retryAt, now.toISOString()))) continue;
      const giveUp = attempt >= MAX_ATTEMPTS;
      try {
        if (!settings) throw new Error('E-mail is not configured (Settings > Email)');
        await send(settings, {
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
          attachments: parseAttachments(mail.attachments),
          links: parseLinks(mail.links),
        });
        await markMailSent(db, mail.id, clock().toISOString());
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const code = settings ? mailErrorCode(error) : 'mail.not_configured';
        await markMailAttemptFailed(db, mail.id, message, code, giveUp, clock().toISOString());
        failed++;
        log.warn(
          { mail_id: mail.id, attempt, error: message, next_attempt_at: giveUp ? null : retryAt },
          giveUp ? 'mail delivery failed, giving up' : 'mail delivery failed, will retry',
        );
      }
    }
    return { sent, failed };
  }

  const outbox = {
    /**
     * Puts a mail into the outbox; pass the transaction that writes the record it belongs to. It
     * is delivered as soon as that transaction has committed (db/transaction.ts).
     */
    async queue(
      trx: Kysely<Database>,
      message: MailMessage,
      {
        sendAt,
        ref = '',
        kind = '',
        mailbox = '',
      }: { sendAt?: Date | undefined; ref?: string; kind?: string; mailbox?: string } = {},
    ): Promise<void> {
      const now = clock();
      await insertOutboxMail(trx, {
        id: newId(now),
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        reply_to: message.replyTo ?? '',
        attachments: JSON.stringify(message.attachments ?? []),
        ref,
        kind,
        mailbox,
        links: JSON.stringify(message.links ?? []),
        // A scheduled mail (a reminder) waits in the outbox until its time.
        next_attempt_at: (sendAt && sendAt > now ? sendAt : now).toISOString(),
        created_at: now.toISOString(),
      });
      const wait = sendAt ? sendAt.getTime() - now.getTime() : 0;
      afterCommit(trx, () => (wait > 0 && wait <= WAKE_WITHIN_MS ? outbox.wakeAt(wait) : outbox.kick()));
    },

    /** Withdraws the pending mails of a reference (a booking's reminder). */
    withdraw: (trx: Kysely<Database>, ref: string) => deletePendingMails(trx, ref),

    /**
     * Withdraws the mails of a reference that have not been taken for delivery (a desk decision's
     * mail in its undo window, ADR 051); answers how many. 0 while one exists means it has left.
     */
    withdrawUnsent: (trx: Kysely<Database>, ref: string) => deleteUnsentMails(trx, ref),

    /** Runs the loop once a mail scheduled `ms` from now is due (no-op when the loop is stopped). */
    wakeAt(ms: number): void {
      if (!timer) return;
      const wake = setTimeout(() => {
        wakeUps.delete(wake);
        if (timer) void outbox.processDue();
      }, ms + 50);
      wake.unref();
      wakeUps.add(wake);
    },

    /** Delivers what is due now (one run at a time); tests call it directly. */
    processDue(): Promise<{ sent: number; failed: number }> {
      running ??= deliverDue()
        .catch((error: unknown) => {
          log.error({ err: error }, 'mail outbox run failed');
          return { sent: 0, failed: 0 };
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },

    /** Asks the background loop to run soon (after a mail was queued). No-op when it is stopped. */
    kick(): void {
      if (!timer) return;
      setImmediate(() => {
        if (timer) void outbox.processDue();
      });
    },

    start(pollIntervalMs = POLL_INTERVAL_MS): void {
      if (timer) return;
      timer = setInterval(() => void outbox.processDue(), pollIntervalMs);
      timer.unref();
      outbox.kick();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const wake of wakeUps) clearTimeout(wake);
      wakeUps.clear();
      await running;
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;
