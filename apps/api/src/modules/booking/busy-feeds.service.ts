import type { BusyFeed, BusyFeedError } from '@app/contracts';
import { type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { BusyFeedTable, Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { SecretBox } from '../mail/mail.crypto.ts';
import { addDays, berlinDate } from './availability.ts';
import { siteHostOf } from './booking.desk-mails.ts';
import { AVAILABILITY } from './booking.service.ts';
import { FeedFetchError, type FetchPolicy, feedUrl, fetchFeed, literalRefused } from './busy-feeds.fetch.ts';
import { busySpans } from './busy-feeds.ics.ts';

/** How many private calendars the owner may connect. */
export const MAX_BUSY_FEEDS = 10;

/** What the office sees of an address: its scheme and host, then only its last characters. */
export function maskUrl(url: URL): string {
  const whole = url.toString();
  return `${url.protocol}//${url.host}/…${whole.length > 12 ? whole.slice(-4) : ''}`;
}

/**
 * Busy times from the owner's private calendars (ADR 050): the addresses (secrets), their fetch
 * on a schedule and on save, and the busy parts of days availability counts as taken.
 */
export function createBusyFeeds({
  db,
  clock,
  publicUrl,
  policy,
  box,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  publicUrl: string;
  policy: FetchPolicy;
  /** Encrypts the addresses at rest (SECRET_KEY, like the SMTP password). */
  box: SecretBox;
}) {
  const host = siteHostOf(publicUrl);
  // The site's own feed (bookings, blocked days), subscribed in the same calendar, is not busy time
  // of its own: those days are taken already.
  const ownUid = (uid: string) => /^(booking|blocked)-[^@]+@/.test(uid) && uid.endsWith(`@${host}`);

  async function view(row: Selectable<BusyFeedTable>): Promise<BusyFeed> {
    const counted = await db
      .selectFrom('busy_interval')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('feed_id', '=', row.id)
      .executeTakeFirst();
    return {
      id: row.id,
      masked_url: row.masked_url,
      last_sync_at: row.last_sync_at,
      last_success_at: row.last_success_at,
      error: row.last_error === '' ? null : (row.last_error as BusyFeedError),
      error_status: row.last_error_status,
      busy_count: Number(counted?.n ?? 0),
      created_at: row.created_at,
    };
  }

  const rows = () => db.selectFrom('busy_feed').selectAll().orderBy('created_at').orderBy('id').execute();

  /**
   * Fetches one calendar and replaces its busy parts; a failure keeps the parts of its last good
   * fetch and records the code and the time. Never throws (the job runs it for every calendar).
   */
  async function syncOne(row: Selectable<BusyFeedTable>): Promise<void> {
    const settings = await AVAILABILITY.read(db);
    const today = berlinDate(clock());
    const range = { from: addDays(today, -1), to: addDays(today, settings.max_horizon_days + 1) };
    let failure: { code: BusyFeedError; status: number | null } | null = null;
    let spans: ReturnType<typeof busySpans> | null = null;
    let validators = { etag: row.etag, lastModified: row.last_modified };
    try {
      const address = box.decrypt(row.secret_url);
      // Encrypted under another SECRET_KEY (a restored backup without its key): add it again.
      if (address === null) throw new FeedFetchError('unreadable');
      const fetched = await fetchFeed(
        address,
        // A calendar whose last fetch failed, or not read whole for a day (the horizon moves on),
        // is read whole again.
        row.last_error === '' &&
          row.last_success_at !== null &&
          Date.parse(row.last_success_at) > clock().getTime() - 86_400_000
          ? validators
          : { etag: '', lastModified: '' },
        policy,
      );
      if (!fetched.notModified) {
        try {
          spans = busySpans(fetched.body, { ...range, ignoreUid: ownUid });
        } catch {
          throw new FeedFetchError('not_calendar');
        }
        validators = { etag: fetched.etag, lastModified: fetched.lastModified };
      }
    } catch (error) {
      failure =
        error instanceof FeedFetchError
          ? { code: error.code, status: error.status ?? null }
          : { code: 'unreachable', status: null };
    }
    const now = clock().toISOString();
    await inTransaction(db, async (trx) => {
      // Two fetches of one calendar at once (the job and «Обновить сейчас»): one stores after the
      // other (SQLite runs one transaction at a time anyway).
      if (trx.getExecutor().adapter instanceof PostgresAdapter)
        await sql`select pg_advisory_xact_lock(hashtextextended(${`busy-feed:${row.id}`}, 0))`.execute(trx);
      // Removed meanwhile: nothing to store.
      const still = await trx.selectFrom('busy_feed').select('id').where('id', '=', row.id).executeTakeFirst();
      if (!still) return;
      if (spans !== null) {
        await trx.deleteFrom('busy_interval').where('feed_id', '=', row.id).execute();
        for (let i = 0; i < spans.length; i += 200)
          await trx
            .insertInto('busy_interval')
            .values(
              spans.slice(i, i + 200).map((s) => ({
                feed_id: row.id,
                date: s.date,
                start_minute: s.start_minute,
                end_minute: s.end_minute,
                all_day: s.all_day ? 1 : 0,
              })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
      }
      await trx
        .updateTable('busy_feed')
        .set({
          last_sync_at: now,
          ...(failure
            ? { last_error: failure.code, last_error_status: failure.status }
            : {
                last_error: '',
                last_error_status: null,
                last_success_at: now,
                etag: validators.etag,
                last_modified: validators.lastModified,
              }),
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
    });
  }

  return {
    async list(): Promise<BusyFeed[]> {
      return Promise.all((await rows()).map(view));
    },

    /** Stores an address (422 when it is not http(s) to a public address) and fetches it at once. */
    async add(input: { url: string }): Promise<BusyFeed> {
      const url = feedUrl(input.url);
      if (!url) throw invalidField('url', 'invalid_url', 'must be an http(s) or webcal address');
      if (literalRefused(url, policy))
        throw invalidField('url', 'address_not_public', 'must point to a public address');
      if ((await rows()).length >= MAX_BUSY_FEEDS)
        throw invalidField('url', 'too_big', `at most ${MAX_BUSY_FEEDS} calendars`, { maximum: MAX_BUSY_FEEDS });
      const now = clock();
      const row = {
        id: newId(now),
        secret_url: box.encrypt(url.toString()),
        masked_url: maskUrl(url),
        etag: '',
        last_modified: '',
        last_sync_at: null,
        last_success_at: null,
        last_error: '',
        last_error_status: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await db.insertInto('busy_feed').values(row).execute();
      await syncOne(row);
      const stored = await db.selectFrom('busy_feed').selectAll().where('id', '=', row.id).executeTakeFirst();
      if (!stored) throw notFound('Calendar not found');
      return view(stored);
    },

    async remove(id: string) {
      const found = await inTransaction(db, async (trx) => {
        await trx.deleteFrom('busy_interval').where('feed_id', '=', id).execute();
        const result = await trx.deleteFrom('busy_feed').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
      if (!found) throw notFound('Calendar not found');
      return { message: 'Calendar removed' };
    },

    /** Fetches every calendar now (the job, and «Обновить сейчас»); answers their state. */
    async syncAll(): Promise<BusyFeed[]> {
      for (const row of await rows()) await syncOne(row);
      return Promise.all((await rows()).map(view));
    },
  };
}

export type BusyFeeds = ReturnType<typeof createBusyFeeds>;
