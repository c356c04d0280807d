import { type BusyFeed, busyFeedInputSchema, settingsOperations as ops } from '@app/contracts';
import { useState } from 'react';
import { useLanguage } from '../../i18n';
import { plural } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { call } from '../admin-api/call';
import { errorMessage } from '../admin-api/errors';
import { useAdminData, useRefresh } from '../admin-api/queries';
import { OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, Spinner, TextField } from '../admin-ui/ui';
import type { Notify } from './api';
import { adminBusyFeedsTexts } from './texts';

const key = ['admin', 'booking', 'busy-feeds'] as const;
const NO_FEED = { url: '' };

/** A moment in Berlin time, as the office writes it: «28 нояб. 2026 г., 10:15». */
const moment = (iso: string, lang: 'de' | 'ru') =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/**
 * «Внешние календари» (issue 35 item 7, ADR 050): the owner's private ICS addresses whose events
 * are busy times. An address is shown masked once saved; each shows its last fetch, the reason it
 * failed, and «Обновить сейчас» fetches them all at once.
 */
export function BusyFeeds({ notify }: { notify: Notify }) {
  const t = useTexts(adminBusyFeedsTexts);
  const lang = useLanguage();
  const list = useAdminData(key, () => call(ops.busyFeeds));
  const refresh = useRefresh();
  const [syncing, setSyncing] = useState(false);
  const form = useOfficeForm({
    schema: busyFeedInputSchema,
    initial: NO_FEED,
    errorPrefix: t.addFailed,
    onRefused: notify,
    async onSubmit(input) {
      const added = await call(ops.addBusyFeed, { body: input });
      form.reset(NO_FEED);
      await refresh(key);
      notify(added.error ? `${t.added}: ${problem(added)}` : t.added);
    },
  });

  const problem = (feed: BusyFeed) =>
    feed.error === null
      ? ''
      : feed.error === 'http_status' && feed.error_status !== null
        ? `${t.errors.http_status} (${feed.error_status}).`
        : t.errors[feed.error];

  async function syncNow() {
    setSyncing(true);
    try {
      await call(ops.syncBusyFeeds);
      await refresh(key);
      notify(t.synced);
    } catch (error) {
      notify(`${t.syncFailed}: ${errorMessage(error, '')}`);
    } finally {
      setSyncing(false);
    }
  }

  async function remove(feed: BusyFeed) {
    try {
      await call(ops.removeBusyFeed, { params: { id: feed.id } });
      await refresh(key);
      notify(t.removed);
    } catch (error) {
      notify(`${t.removeFailed}: ${errorMessage(error, '')}`);
    }
  }

  return (
    <section className="space-y-4" aria-labelledby="busy-feeds-title" data-testid="busy-feeds">
      <h3 id="busy-feeds-title" className="text-lg font-semibold">
        {t.title}
      </h3>
      <p className="text-sm text-stone-600">{t.intro}</p>
      <OfficeForm form={form} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField label={t.url} hint={t.urlHint} type="url" autoComplete="off" required {...form.field('url')} />
        <button type="submit" className={btn.primary} disabled={form.busy}>
          {t.add}
        </button>
      </OfficeForm>
      {list.data === undefined ? (
        <Spinner />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t.none}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
            {list.data.map((feed) => (
              <li key={feed.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <code className="block break-all text-sm">{feed.masked_url}</code>
                  <p className="text-sm text-stone-600">
                    {feed.last_sync_at ? t.lastSync(moment(feed.last_sync_at, lang)) : t.neverSynced}
                    {' · '}
                    {plural(lang, feed.busy_count, t.busy)}
                  </p>
                  {feed.error ? (
                    <p className="text-sm text-red-700" role="status">
                      {problem(feed)}
                      {feed.last_success_at ? ` (${t.lastGood(moment(feed.last_success_at, lang))})` : ''}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  className={btn.secondary}
                  aria-label={t.removeLabel(feed.masked_url)}
                  onClick={() => void remove(feed)}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={btn.secondary} disabled={syncing} onClick={() => void syncNow()}>
            {syncing ? t.syncing : t.syncNow}
          </button>
        </>
      )}
    </section>
  );
}
