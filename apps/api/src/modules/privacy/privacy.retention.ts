import {
  NEWSLETTER_UNCONFIRMED_DAYS,
  type PrivacySettings,
  type RetentionItem,
  type RetentionPlan,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { PRIVACY_SETTINGS } from './privacy.consents.ts';
import { deleteConsentsOf, deleteRows } from './privacy.repository.ts';
import {
  clearMailBodies,
  findExpiredGalleries,
  findExpiredJobs,
  findGalleryConsents,
  findOldContactMessages,
  findOldMailBodies,
  findOldUnbookedRequests,
  findUnconfirmedSignups,
  isConsentCitedByProject,
} from './privacy.retention-repository.ts';

/** The moment `months` calendar months before `now`. */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** What the set periods remove at `now`: the dry run shows it, the real run acts on exactly it. */
async function plan(db: Kysely<Database>, now: Date, p: PrivacySettings): Promise<RetentionItem[]> {
  const enquiries = monthsBefore(now, p.enquiry_months).toISOString();
  const firstKeptDay = `${now.getUTCFullYear() - p.booking_years}-01-01`;
  const today = now.toISOString().slice(0, 10);
  const mails = new Date(now.getTime() - p.outbox_days * 86_400_000).toISOString();
  const galleries = new Date(now.getTime() - p.gallery_days * 86_400_000).toISOString();
  const signups = new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_DAYS * 86_400_000).toISOString();
  const [contacts, requests, jobs, bodies, expiredGalleries, unconfirmed] = await Promise.all([
    findOldContactMessages(db, enquiries),
    findOldUnbookedRequests(db, enquiries),
    findExpiredJobs(db, firstKeptDay, today),
    findOldMailBodies(db, mails),
    findExpiredGalleries(db, galleries),
    findUnconfirmedSignups(db, signups),
  ]);
  return [
    ...contacts.map((r) => ({
      table: 'contact_message',
      id: r.id,
      action: 'delete' as const,
      rule: 'enquiry' as const,
      label: r.name,
      since: r.since,
    })),
    ...requests.map((r) => ({
      table: 'booking_request',
      id: r.id,
      action: 'delete' as const,
      rule: 'enquiry' as const,
      label: r.name,
      since: r.since,
    })),
    ...jobs.map((r) => ({
      table: 'booking_request',
      id: r.id,
      action: 'delete' as const,
      rule: 'booking' as const,
      label: r.name,
      since: r.since,
    })),
    ...bodies.map((r) => ({
      table: 'outbox',
      id: r.id,
      action: 'clear_body' as const,
      rule: 'outbox' as const,
      label: r.subject,
      since: r.since,
    })),
    ...expiredGalleries.map((r) => ({
      table: 'gallery',
      id: r.id,
      action: 'delete' as const,
      rule: 'gallery' as const,
      label: r.name,
      since: r.since ?? '',
    })),
    ...unconfirmed.map((r) => ({
      table: 'newsletter_subscriber',
      id: r.id,
      action: 'delete' as const,
      rule: 'newsletter' as const,
      label: r.email,
      since: r.since,
    })),
  ];
}

function counted(at: string, items: RetentionItem[]): RetentionPlan {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const key = `${item.table}.${item.action}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { at, items, counts };
}

/**
 * The retention (issue 20 item 3): the owner's periods applied to the enquiries that never became
 * a job, to jobs past their legal keeping, to the text of old mails and to expired galleries;
 * newsletter sign-ups never confirmed go after NEWSLETTER_UNCONFIRMED_DAYS. The dry run lists; the
 * run deletes exactly what the same plan lists, in one transaction, and logs the counts.
 */
export function createRetention({
  db,
  clock,
  log,
  removeGalleryFiles,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Deletes a gallery's files (originals, previews): an expired gallery's folder goes with its rows. */
  removeGalleryFiles: (galleryId: string) => Promise<void>;
}) {
  return {
    async dryRun(): Promise<RetentionPlan> {
      const now = clock();
      return counted(now.toISOString(), await plan(db, now, await PRIVACY_SETTINGS.read(db)));
    },

    async run(): Promise<RetentionPlan> {
      const now = clock();
      const result = await inTransaction(db, async (trx) => {
        const items = await plan(trx, now, await PRIVACY_SETTINGS.read(trx));
        const ids = (table: string) => items.filter((i) => i.table === table && i.action === 'delete').map((i) => i.id);
        for (const table of ['contact_message', 'booking_request', 'newsletter_subscriber'] as const) {
          const gone = ids(table);
          if (table === 'booking_request') await deleteRows(trx, 'booking_claim', 'booking_id', gone);
          await deleteConsentsOf(trx, table, gone);
          await deleteRows(trx, table, 'id', gone);
        }
        await clearMailBodies(
          trx,
          items.filter((i) => i.action === 'clear_body').map((i) => i.id),
        );
        // Expired galleries: their photos and favourites go by the foreign keys' cascade, their
        // consent rows (the client's opt-in) with them; the files after the commit.
        // An opt-in a portfolio project cites stays: it is the proof for photos still shown.
        const galleries = ids('gallery');
        const consents = [];
        for (const { id } of await findGalleryConsents(trx, galleries)) {
          if (!(await isConsentCitedByProject(trx, id))) consents.push(id);
        }
        await deleteRows(trx, 'consent', 'id', consents);
        await deleteRows(trx, 'gallery', 'id', galleries);
        return counted(now.toISOString(), items);
      });
      for (const item of result.items) {
        if (item.table === 'gallery') await removeGalleryFiles(item.id);
      }
      log.info({ retention: result.counts }, 'retention run');
      return result;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
