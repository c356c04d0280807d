import type { GalleryStats } from '@app/contracts';
import { Copy, Download, Unlock } from 'lucide-react';
import { useState } from 'react';
import { plural } from '../../i18n/format';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { saveText } from '../admin-api/save-file';
import { notify } from '../admin-ui/notice';
import { btn, LoadError, Spinner } from '../admin-ui/ui';
import { getGalleryStats, reopenSelection } from './api';

const photoCount = (n: number) =>
  plural('ru', n, { one: '{n} фотография', few: '{n} фотографии', many: '{n} фотографий', other: '{n} фотографии' });
const when = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/**
 * A gallery's page views and downloads, and each visitor's favourites: submitted or not, the file
 * names to copy or save for Lightroom / Capture One (names without extension, comma-separated),
 * and reopening a submitted selection.
 */
export function GalleryStatsSection({ id }: { id: string }) {
  // The visitors come in pages (invented names cannot make one answer endless).
  const [skip, setSkip] = useState(0);
  const data = useAdminData([...adminKeys.gallery(id), 'stats', skip], () => getGalleryStats(id, skip));
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const stats: GalleryStats | undefined = data.data;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Имена файлов скопированы');
    } catch {
      notify.error('Не удалось скопировать: сохраните файл .txt');
    }
  }

  async function reopen(visitor: string) {
    setBusy(true);
    try {
      await reopenSelection(id, visitor);
      notify.success(`Выбор открыт снова: ${visitor}`);
      await refresh(adminKeys.gallery(id));
    } catch (e) {
      notify.error('Не удалось открыть выбор', e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="gallery-stats" className="mb-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="gallery-stats" className="font-medium">
        Статистика и выбор клиента
      </h2>
      {data.failed ? (
        <LoadError what="статистику" error={data.error} retry={data.retry} retrying={data.retrying} />
      ) : !stats ? (
        <Spinner />
      ) : (
        <>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-stone-600">Просмотры страницы</dt>
              <dd className="text-lg font-semibold">{stats.visits}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Скачано архивов ZIP</dt>
              <dd className="text-lg font-semibold">{stats.zip_downloads}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Скачано отдельных фото</dt>
              <dd className="text-lg font-semibold">{stats.photo_downloads}</dd>
            </div>
          </dl>
          {stats.visitors.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">Пока никто не отметил избранные фотографии.</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-200" aria-label="Избранное посетителей">
              {stats.visitors.map((v) => (
                <li key={v.visitor} className="py-3">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-medium">{v.visitor}</span>
                    <span className="text-sm">{photoCount(v.count)}</span>
                    <span className="text-sm text-stone-600">
                      {v.submitted_at ? `выбор отправлен ${when(v.submitted_at)}` : 'не отправлен'}
                      {!v.submitted_at && v.last_at ? ` · изменено ${when(v.last_at)}` : ''}
                    </span>
                  </div>
                  {v.count > 0 ? (
                    <>
                      <label className="mt-2 block text-xs text-stone-600">
                        Имена файлов для Lightroom / Capture One ({v.visitor})
                        <textarea
                          readOnly
                          rows={2}
                          value={v.export}
                          onFocus={(e) => e.currentTarget.select()}
                          className="mt-1 block w-full rounded border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs text-stone-900"
                        />
                      </label>
                      <div className="mt-2 flex flex-wrap gap-2">
                        <button type="button" className={btn.secondary} onClick={() => void copy(v.export)}>
                          <Copy className="size-4" aria-hidden /> Скопировать имена: {v.visitor}
                        </button>
                        <button
                          type="button"
                          className={btn.secondary}
                          onClick={() =>
                            saveText(`auswahl-${v.visitor.replace(/[^\p{L}\p{N}_-]+/gu, '_')}.txt`, `${v.export}\n`)
                          }
                        >
                          <Download className="size-4" aria-hidden /> Скачать .txt: {v.visitor}
                        </button>
                        {v.submitted_at ? (
                          <button
                            type="button"
                            className={btn.secondary}
                            disabled={busy}
                            onClick={() => void reopen(v.visitor)}
                          >
                            <Unlock className="size-4" aria-hidden /> Открыть выбор снова: {v.visitor}
                          </button>
                        ) : null}
                      </div>
                    </>
                  ) : v.submitted_at ? (
                    <button
                      type="button"
                      className={`${btn.secondary} mt-2`}
                      disabled={busy}
                      onClick={() => void reopen(v.visitor)}
                    >
                      <Unlock className="size-4" aria-hidden /> Открыть выбор снова: {v.visitor}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {stats.visitors_total > stats.limit ? (
            <nav aria-label="Страницы посетителей" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span data-testid="visitors-page">
                Посетители {Math.min(stats.skip + 1, stats.visitors_total)}–
                {Math.min(stats.skip + stats.visitors.length, stats.visitors_total)} из {stats.visitors_total}
              </span>
              <button
                type="button"
                className={btn.secondary}
                disabled={stats.skip === 0}
                onClick={() => setSkip(Math.max(0, stats.skip - stats.limit))}
              >
                Назад
              </button>
              <button
                type="button"
                className={btn.secondary}
                disabled={stats.skip + stats.limit >= stats.visitors_total}
                onClick={() => setSkip(stats.skip + stats.limit)}
              >
                Дальше
              </button>
            </nav>
          ) : null}
          <p className="mt-3 text-xs text-stone-600">
            Имена — исходные имена файлов клиента без расширения, через запятую: вставьте их в фильтр библиотеки
            Lightroom (Текст → Имя файла → Содержит) или в поиск Capture One.
          </p>
        </>
      )}
    </section>
  );
}
