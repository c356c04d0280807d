import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { uploadImage } from '../admin-api/client';
import { errorMessage } from '../admin-api/errors';
import { btn, ProgressBar } from './ui';

/**
 * One image: choose a file, it uploads at once with a progress bar (the input is disabled
 * meanwhile), then shows a preview with a remove button. A failure says why and keeps the form.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  onUploaded,
  onError,
  errorPrefix = 'Ошибка загрузки изображения',
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onUploaded?: () => void;
  onError?: (message: string) => void;
  errorPrefix?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  async function upload(file: File) {
    setError('');
    setProgress(0);
    try {
      const { url } = await uploadImage(file, setProgress);
      onChange(url);
      onUploaded?.();
    } catch (e) {
      // Names the file: the owner may have picked the wrong one.
      const message = `${errorPrefix} «${file.name}»: ${errorMessage(e)}`;
      setError(message);
      onError?.(message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="rounded-md border border-stone-200 p-3">
      <p className="text-sm font-medium text-stone-700">{label}</p>
      {value ? (
        <div className="mt-2 flex items-start gap-3">
          <img src={value} alt={label} className="h-24 w-32 rounded object-cover" />
          <button type="button" className={btn.danger} onClick={() => onChange('')}>
            <Trash2 className="size-4" aria-hidden />
            Удалить
          </button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        className={`${btn.secondary} mt-2 cursor-pointer ${progress !== null ? 'pointer-events-none opacity-50' : ''}`}
      >
        <ImagePlus className="size-4" aria-hidden />
        {value ? 'Заменить изображение' : 'Загрузить изображение'}
        <span className="sr-only">: {label}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {progress !== null ? <ProgressBar value={progress} label="Загрузка" /> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
