import type { GalleryAdminDetail, GalleryAdminPhoto } from '@app/contracts';
import { ArrowLeft, Copy, LockOpen, RefreshCw, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { adminKeys, useAdminData, useRefresh, useSetAdminData } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { EditButton } from '../admin-ui/row-actions';
import { btn, LoadError, Modal, PageHeader, ProgressBar, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import {
  clearLockouts,
  clientLinks,
  deletePhoto,
  deletePhotos,
  type GalleryInput,
  getGallery,
  inputOf,
  regenerateLink,
  reorderPhotos,
  setCover,
  updateGallery,
} from './api';
import { reconcile } from './arrangement';
import { expiryText } from './galleries-page';
import { GalleryArrangementSection } from './gallery-arrangement';
import { GalleryDelivery } from './gallery-delivery';
import { GalleryForm } from './gallery-form';
import { GalleryPhotos } from './gallery-photos';
import { GalleryStatsSection } from './gallery-stats';
import { type FileProgress, uploadFiles } from './uploads';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
/** How often the page asks again while photos are being rendered. */
const PROCESSING_POLL_MS = 2500;

/** "1 адрес заблокирован", "3 адреса заблокированы", "5 адресов заблокированы". */
function lockedAddresses(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} адрес заблокирован`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} адреса заблокированы`;
  return `${n} адресов заблокированы`;
}

/** One gallery: the client's link, uploading photos (resumable), their order, cover and deletion. */
export function GalleryPage({ id }: { id: string }) {
  const data = useAdminData(adminKeys.gallery(id), () => getGallery(id));
  const refresh = useRefresh();
  const setData = useSetAdminData();
  const question = useAsk();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const uploading = progress.some((p) => p.state === 'uploading' || p.state === 'waiting');

  // Closing the tab while files are still travelling asks first (the uploads would resume later).
  useEffect(() => {
    if (!uploading) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [uploading]);

  const reload = () => refresh(adminKeys.galleries);

  // Photos whose previews are still being rendered on the server (ADR 046): looked at again every
  // few seconds until none is left.
  const processing = data.data?.photos.some((p) => p.state === 'processing') ?? false;
  useEffect(() => {
    if (!processing) return;
    const timer = window.setTimeout(() => void refresh(adminKeys.gallery(id)), PROCESSING_POLL_MS);
    return () => window.clearTimeout(timer);
  });

  async function act(what: string, work: () => Promise<GalleryAdminDetail>, success?: string) {
    setBusy(true);
    try {
      await work();
      if (success) notify.success(success);
      await reload();
    } catch (e) {
      notify.error(what, e);
    } finally {
      setBusy(false);
    }
  }

  async function startUpload(files: File[]) {
    if (files.length === 0) return;
    setProgress(files.map((f) => ({ name: f.name, percent: 0, state: 'waiting' })));
    await uploadFiles(
      id,
      files,
      (index, p) => setProgress((all) => all.map((old, i) => (i === index ? p : old))),
      () => void refresh(adminKeys.gallery(id)),
    );
    await reload();
  }

  const gallery = data.data;
  if (data.failed) return <LoadError what="галерею" error={data.error} retry={data.retry} retrying={data.retrying} />;
  if (!gallery) return <Spinner />;
  const links = clientLinks(gallery.token, window.location.origin);
  const done = progress.filter((p) => p.state === 'done').length;
  const failed = progress.filter((p) => p.state === 'failed');

  /** The gallery as the server answered: shown at once, the list of galleries read again. */
  function show(detail: GalleryAdminDetail) {
    setData(adminKeys.gallery(id), detail);
    void refresh(adminKeys.galleries);
  }

  /**
   * Sends the order on screen (already shown, ADR 053), made to fit the photos the gallery holds
   * now: the list can lag behind the server (an upload has just finished, another tab deleted a
   * photo), and the server refuses an order that does not name every photo once. On failure the
   * server's order comes back.
   */
  async function sendOrder(photoIds: string[]) {
    try {
      const current = await getGallery(id);
      show(
        await reorderPhotos(
          id,
          reconcile(
            photoIds,
            current.photos.map((p) => p.id),
          ),
        ),
      );
    } catch (e) {
      notify.error('Не удалось изменить порядок', e);
      await refresh(adminKeys.gallery(id));
    }
  }

  async function removePhotos(photos: GalleryAdminPhoto[]): Promise<boolean> {
    const first = photos[0];
    if (!first) return false;
    const what =
      photos.length === 1 ? `фотографию «${first.original_name}»` : `выбранные фотографии (${photos.length})`;
    if (!(await question.ask(deleteQuestion(what)))) return false;
    setBusy(true);
    try {
      show(
        await deletePhotos(
          id,
          photos.map((p) => p.id),
        ),
      );
      notify.success(photos.length === 1 ? 'Фотография удалена' : `Удалено фотографий: ${photos.length}`);
      return true;
    } catch (e) {
      notify.error('Не удалось удалить фотографии', e);
      await refresh(adminKeys.gallery(id));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function removePhoto(photo: GalleryAdminPhoto) {
    if (!(await question.ask(deleteQuestion(`фотографию «${photo.original_name}»`)))) return;
    await act('Не удалось удалить фотографию', () => deletePhoto(id, photo.id), 'Фотография удалена');
  }

  async function newLink() {
    const ok = await question.ask({
      title: 'Создать новую ссылку?',
      text: 'Старая ссылка сразу перестанет работать: клиенту нужно будет отправить новую.',
      confirm: 'Создать новую ссылку',
      cancel: 'Отмена',
    });
    if (ok)
      await act(
        'Не удалось создать ссылку',
        () => regenerateLink(id),
        'Новая ссылка создана, старая больше не работает',
      );
  }

  async function unlockPassword() {
    await act(
      'Не удалось снять блокировку',
      () => clearLockouts(id),
      'Блокировка снята: клиент может снова ввести пароль',
    );
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Ссылка скопирована');
    } catch {
      notify.error('Не удалось скопировать: выделите ссылку и скопируйте её вручную');
    }
  }

  async function save(input: GalleryInput) {
    await updateGallery(id, input);
    setEditing(false);
    notify.success('Галерея сохранена');
    await reload();
  }

  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/galleries" className="inline-flex items-center gap-1 text-sm text-stone-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> Все галереи
        </Link>
      </p>
      <PageHeader title={gallery.title_de}>
        <EditButton name={gallery.title_de} onClick={() => setEditing(true)} />
      </PageHeader>
      <section
        aria-labelledby="gallery-link"
        className="mb-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="gallery-link" className="font-medium">
          Ссылка для клиента ({gallery.client_name})
        </h2>
        <p className="text-sm text-stone-600">
          Действует {expiryText(gallery.expires_at)}
          {gallery.has_password ? ' · с паролем' : ' · без пароля'}. Не индексируется поисковиками.
        </p>
        <ul className="mt-2 space-y-2">
          {(['de', 'ru'] as const).map((lang) => (
            <li key={lang} className="flex flex-wrap items-center gap-2">
              <span className="w-8 text-xs font-semibold text-stone-500">{lang.toUpperCase()}</span>
              <input
                readOnly
                aria-label={`Ссылка для клиента (${lang === 'de' ? 'немецкий' : 'русский'})`}
                value={links[lang]}
                className="min-w-0 flex-1 rounded border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <button
                type="button"
                className={btn.secondary}
                aria-label={`Скопировать ссылку (${lang.toUpperCase()})`}
                onClick={() => void copy(links[lang])}
              >
                <Copy className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={`${btn.secondary} mt-3`} disabled={busy} onClick={() => void newLink()}>
          <RefreshCw className="size-4" aria-hidden /> Новая ссылка
        </button>
        {gallery.password_lockout.addresses > 0 || gallery.password_lockout.everyone ? (
          <div className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
            <p data-testid="gallery-lockout">
              {gallery.password_lockout.everyone
                ? 'Слишком много неверных паролей с разных адресов: галерею сейчас не может открыть никто (до 15 минут).'
                : `Неверный пароль введён слишком много раз: ${lockedAddresses(gallery.password_lockout.addresses)} на 15 минут.`}
            </p>
            <button
              type="button"
              className={`${btn.secondary} mt-2`}
              disabled={busy}
              onClick={() => void unlockPassword()}
            >
              <LockOpen className="size-4" aria-hidden /> Снять блокировку пароля
            </button>
          </div>
        ) : null}
      </section>
      <GalleryStatsSection id={id} />
      <GalleryDelivery gallery={gallery} />
      <section aria-labelledby="gallery-upload" className="mb-6">
        <h2 id="gallery-upload" className="mb-2 font-medium">
          Фотографии ({gallery.photos.length})
        </h2>
        <label className={`${btn.primary} cursor-pointer`}>
          <Upload className="size-4" aria-hidden /> Загрузить фотографии
          <input
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            disabled={uploading}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = '';
              void startUpload(files);
            }}
          />
        </label>
        <p className="mt-1 text-xs text-stone-600">
          JPEG, PNG, WebP или AVIF, можно сотни сразу. Оригиналы хранятся закрыто; при обрыве связи файл докачивается с
          места остановки.
        </p>
        {progress.length > 0 ? (
          <div className="mt-3 space-y-2" aria-live="polite">
            <ProgressBar
              value={Math.round(progress.reduce((sum, p) => sum + p.percent, 0) / progress.length)}
              label={`Загружено ${done} из ${progress.length}`}
            />
            {failed.length > 0 ? <p className="text-sm text-red-700">Не загружено: {failed.length}</p> : null}
            {failed.length > 0 ? (
              <ul className="text-sm text-red-700">
                {failed.map((f) => (
                  <li key={f.name}>
                    {f.name}: {f.error}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>
      {gallery.photos.length > 0 ? (
        <GalleryArrangementSection gallery={gallery} busy={busy || uploading} onArranged={show} />
      ) : null}
      {gallery.photos.length > 0 ? (
        <GalleryPhotos
          gallery={gallery}
          busy={busy}
          onOrder={(photoIds) => void sendOrder(photoIds)}
          onDeleteMany={removePhotos}
          onCover={(photo) => void act('Не удалось выбрать обложку', () => setCover(id, photo.id), 'Обложка выбрана')}
          onDelete={(photo) => void removePhoto(photo)}
        />
      ) : null}
      <Modal open={editing} onOpenChange={(o) => !o && setEditing(false)} title="Редактировать галерею" wide>
        {editing ? (
          <GalleryForm
            initial={inputOf(gallery)}
            hasPassword={gallery.has_password}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
