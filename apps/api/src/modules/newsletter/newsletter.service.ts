import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  localePath,
  type NewsletterSignup,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database, NewsletterSubscriberTable } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/errors.ts';
import type { Answered, Idempotency, IdempotencyKey, Once } from '../idempotency/idempotency.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ConsentLedger } from '../privacy/privacy.consents.ts';
import { confirmationMail, welcomeMail } from './newsletter.mails.ts';
import {
  deleteSubscriber,
  findSubscriberByEmail,
  findSubscriberByToken,
  insertSubscriber,
  listSubscribers,
  updateSubscriber,
} from './newsletter.repository.ts';

/** The same answer whoever signs up (a known address gives nothing away). */
export const NEWSLETTER_PENDING = 'Fast geschafft: Bitte bestätigen Sie die Anmeldung über den Link in der E-Mail.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

function toSubscriber(row: Selectable<NewsletterSubscriberTable>): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    lang: row.lang === 'ru' ? 'ru' : 'de',
    status: (['pending', 'confirmed', 'unsubscribed'] as const).find((s) => s === row.status) ?? 'pending',
    consent_version: row.consent_version,
    created_at: row.created_at,
    confirmed_at: row.confirmed_at,
    unsubscribed_at: row.unsubscribed_at,
  };
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formulas defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function createNewsletterService({
  db,
  clock,
  idempotency,
  mail,
  consents,
  publicUrl,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  idempotency: Idempotency;
  mail: Pick<MailService, 'toVisitor'>;
  consents: ConsentLedger;
  publicUrl: string;
}) {
  const link = (lang: Language, param: 'confirm' | 'unsubscribe', token: string) =>
    `${publicUrl}${localePath(lang, '/newsletter')}?${param}=${token}`;

  return {
    /**
     * A sign-up: pending until the mailed link confirms it (double opt-in). A confirmed address
     * is left as it is; a pending or unsubscribed one gets a new link. The confirmation mail is
     * capped per mailbox like every visitor mail (nobody can flood a stranger's inbox from here).
     * The answer is the same `{message}` for every address: no row id, whose time part would tell
     * whether and since when an address is subscribed.
     */
    signup(
      input: NewsletterSignup,
      { lang, idempotencyKey }: { lang: Language; idempotencyKey: IdempotencyKey | undefined },
    ): Promise<Once<Answered>> {
      return idempotency.once('newsletter', idempotencyKey, async (trx): Promise<Answered> => {
        const now = clock().toISOString();
        const email = input.email.trim().toLowerCase();
        const existing = await findSubscriberByEmail(trx, email);
        if (existing?.status === 'confirmed') return { message: NEWSLETTER_PENDING };
        const token = newToken();
        const fields = {
          status: 'pending',
          lang,
          confirm_token_hash: sha256(token),
          unsubscribe_token_hash: '',
          confirmed_at: null,
          unsubscribed_at: null,
          updated_at: now,
        };
        const id = existing?.id ?? newId(clock());
        // The ledger keeps every sign-up's consent; the row names the version of the latest.
        const version = await consents.record(trx, {
          purpose: 'newsletter',
          email,
          table: 'newsletter_subscriber',
          id,
          lang,
        });
        if (existing) await updateSubscriber(trx, id, { ...fields, consent_version: version });
        else await insertSubscriber(trx, { id, email, created_at: now, ...fields, consent_version: version });
        await mail.toVisitor(trx, 'newsletter.confirm-link', {
          to: email,
          ...confirmationMail(lang, link(lang, 'confirm', token)),
        });
        return { message: NEWSLETTER_PENDING };
      });
    },

    /** The link of the confirmation mail: confirmed now (time kept), a welcome mail with the unsubscribe link. */
    async confirm(token: string): Promise<{ status: NewsletterStatus }> {
      return inTransaction(db, async (trx) => {
        const row = await findSubscriberByToken(trx, 'confirm_token_hash', sha256(token));
        if (!row) throw notFound('This confirmation link is not valid (any more)');
        const now = clock().toISOString();
        const unsubscribe = newToken();
        await updateSubscriber(trx, row.id, {
          status: 'confirmed',
          confirm_token_hash: '',
          unsubscribe_token_hash: sha256(unsubscribe),
          confirmed_at: now,
          updated_at: now,
        });
        const lang: Language = row.lang === 'ru' ? 'ru' : 'de';
        // The address was just confirmed by its owner (the link reached it): not counted against the cap.
        await mail.toVisitor(
          trx,
          'newsletter.welcome',
          { to: row.email, ...welcomeMail(lang, link(lang, 'unsubscribe', unsubscribe)) },
          { confirmed: true },
        );
        return { status: 'confirmed' as const };
      });
    },

    /** The unsubscribe link: no more mail; the row keeps when it ended (the record of the withdrawal). */
    async unsubscribe(token: string): Promise<{ status: NewsletterStatus }> {
      const row = await findSubscriberByToken(db, 'unsubscribe_token_hash', sha256(token));
      if (!row) throw notFound('This unsubscribe link is not valid');
      if (row.status !== 'unsubscribed') {
        const now = clock().toISOString();
        await updateSubscriber(db, row.id, { status: 'unsubscribed', unsubscribed_at: now, updated_at: now });
      }
      return { status: 'unsubscribed' };
    },

    async list(query: {
      status?: NewsletterStatus | undefined;
      limit?: number | undefined;
      skip?: number | undefined;
    }) {
      const rows = await listSubscribers(db, {
        status: query.status,
        limit: query.limit ?? 200,
        skip: query.skip ?? 0,
      });
      return rows.map(toSubscriber);
    },

    /** The confirmed subscribers as CSV, for the owner's mail tool (campaigns are sent there). */
    async csv(): Promise<string> {
      const lines = ['email,lang,confirmed_at,consent_version'];
      for (let skip = 0; ; skip += 500) {
        const rows = await listSubscribers(db, { status: 'confirmed', limit: 500, skip });
        for (const r of rows) {
          lines.push([r.email, r.lang, r.confirmed_at ?? '', r.consent_version].map(csvField).join(','));
        }
        if (rows.length < 500) break;
      }
      return `${lines.join('\r\n')}\r\n`;
    },

    async remove(id: string) {
      if (!(await deleteSubscriber(db, id))) throw notFound('Subscriber not found');
      return { message: 'Subscriber deleted' };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
