import { WATERMARK_LOGO_MAX_BYTES } from '@app/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { plural } from '../../i18n/format';
import { ApiError, errorMessage } from '../admin-api/errors';
import { notify } from '../admin-ui/notice';
import { btn } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { deleteWatermarkLogo, fetchWatermarkLogo, listGalleries, uploadWatermarkLogo } from './api';

const RULES = 'PNG или WebP с прозрачным фоном, от 32 до 4096 px по каждой стороне, не больше 2 МБ';

const galleriesWord = (n: number) => plural('ru', n, { one: 'галерее', other: 'галереях' });

/** The stored logo as an object URL for an <img> (null: none stored; undefined: still loading). */
function useLogoImage() {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [failed, setFailed] = useState('');
  const load = useCallback(async () => {
    try {
      const blob = await fetchWatermarkLogo();
      setFailed('');
      // The URL before is freed by the effect below.
      setUrl(blob ? URL.createObjectURL(blob) : null);
    } catch (e) {
      setFailed(errorMessage(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed, reload: load };
}

/**
 * The studio logo for gallery watermarks (one for all galleries, ADR 029): a small preview on a
 * checkerboard (its transparency shows), upload, replace, delete. Saved at once when chosen, so
 * it is outside the form's unsaved changes (`data-saves-in-place`). `onPresence` tells the form
 * whether one is stored.
 */
export function WatermarkLogo({ onPresence }: { onPresence?: (stored: boolean) => void }) {
  const inputId = useId();
  const { url, failed, reload } = useLogoImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const question = useAsk();

  useEffect(() => {
    if (url !== undefined) onPresence?.(url !== null);
  }, [url, onPresence]);

  async function upload(file: File) {
    setError('');
    // The server checks the content; this only spares an upload that cannot pass (a type the
    // browser does not know is left to the server).
    if (file.size > WATERMARK_LOGO_MAX_BYTES || (file.type !== '' && !/^image\/(png|webp)$/.test(file.type))) {
      setError(`Файл «${file.name}» не подходит: нужен ${RULES}.`);
      return;
    }
    setProgress(0);
    try {
      const saved = await uploadWatermarkLogo(file, setProgress);
      await reload();
      notify.success(
        saved.galleries > 0
          ? `Логотип сохранён: превью в ${saved.galleries} ${galleriesWord(saved.galleries)} пересоздаются в фоне`
          : 'Логотип сохранён',
      );
    } catch (e) {
      setError(
        e instanceof ApiError && e.code === 'validation_failed'
          ? `Логотип «${file.name}» не принят: нужен ${RULES}.`
          : `Логотип «${file.name}» не сохранён: ${errorMessage(e)}`,
      );
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setError('');
    if (!(await question.ask(deleteQuestion('логотип для водяного знака', 'Файл будет удалён сразу.')))) return;
    try {
      await deleteWatermarkLogo();
      await reload();
      notify.success('Логотип удалён');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'conflict') {
        const using = (await listGalleries().catch(() => [])).filter((g) => g.watermark_logo).length;
        const where = using > 0 ? `в ${using} ${galleriesWord(using)}` : 'в галереях';
        setError(`Логотип не удалён: он водяной знак ${where}. Сначала выберите там «текст» или «нет».`);
      } else {
        setError(`Логотип не удалён: ${errorMessage(e)}`);
      }
    }
  }

  return (
    <div className="space-y-2 rounded-md border border-stone-200 p-3" data-saves-in-place="">
      <p className="text-sm font-medium text-stone-700">Логотип студии</p>
      {failed ? (
        <p className="text-sm text-red-700" role="alert">
          Логотип не загрузился: {failed}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {url ? (
          <img
            src={url}
            alt="Логотип для водяного знака"
            className="h-16 max-w-48 rounded border border-stone-200 bg-stone-300 object-contain p-1"
          />
        ) : url === null ? (
          <span className="text-sm text-stone-600">Логотип ещё не загружен.</span>
        ) : null}
        <label
          htmlFor={inputId}
          className={`${btn.secondary} cursor-pointer ${progress !== null ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImageUp className="size-4" aria-hidden /> {url ? 'Заменить логотип' : 'Загрузить логотип'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/webp"
          className="sr-only"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        {url ? (
          <button type="button" className={btn.danger} aria-label="Удалить логотип" onClick={() => void remove()}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <p className="text-xs text-stone-600" role="status">
          Загрузка… {progress}%
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : (
        <p className="text-xs text-stone-600">
          {RULES}. Один логотип для всех галерей; сохраняется сразу. После замены превью галерей с логотипом
          пересоздаются в фоне.
        </p>
      )}
      {question.dialog}
    </div>
  );
}
