import type { AdminPortfolioItem, ProjectConsent } from '@app/contracts';
import { Download, FileUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formErrorText } from '../admin-api/errors';
import { notify } from '../admin-ui/notice';
import { btn } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { deleteConsentDocument, downloadConsentDocument, uploadConsentDocument } from './api';

type ReleaseDocument = NonNullable<ProjectConsent['document']>;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / 1048576).toFixed(1).replace('.', ',')} МБ`;

/**
 * The signed release (PDF) of a project's consent: stored at once when chosen (checked by content
 * on the server, at most 10 MB), kept privately, downloaded only here; replace or remove.
 */
export function ConsentDocument({
  projectId,
  initial,
  onChanged,
}: {
  projectId: string;
  initial: ProjectConsent['document'];
  onChanged: (item: AdminPortfolioItem) => void;
}) {
  const inputId = useId();
  const [doc, setDoc] = useState<ReleaseDocument | null>(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const question = useAsk();

  async function upload(file: File) {
    setError('');
    setProgress(0);
    try {
      const item = await uploadConsentDocument(projectId, file, setProgress);
      setDoc(item.consent.document);
      onChanged(item);
      notify.success('Документ согласия сохранён');
    } catch (e) {
      setError(`Файл «${file.name}» не сохранён: ${formErrorText(e, [])}`);
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    if (!doc) return;
    if (!(await question.ask(deleteQuestion(`документ «${doc.name}»`, 'Файл будет удалён сразу.')))) return;
    try {
      const item = await deleteConsentDocument(projectId);
      setDoc(null);
      onChanged(item);
      notify.success('Документ согласия удалён');
    } catch (e) {
      notify.error('Не удалось удалить документ', e);
    }
  }

  return (
    <div className="space-y-2" data-saves-in-place="">
      <p className="text-sm font-medium text-stone-700">Подписанное согласие (PDF, необязательно)</p>
      {doc ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 break-all">
            {doc.name} <span className="text-stone-600">({sizeText(doc.size)})</span>
          </span>
          <button
            type="button"
            className={btn.secondary}
            onClick={() =>
              downloadConsentDocument(projectId, doc.name).catch((e) => notify.error('Не удалось скачать документ', e))
            }
          >
            <Download className="size-4" aria-hidden /> Скачать
          </button>
          <button type="button" className={btn.danger} aria-label={`Удалить документ «${doc.name}»`} onClick={remove}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <label
        htmlFor={inputId}
        className={`${btn.secondary} cursor-pointer ${progress !== null ? 'pointer-events-none opacity-50' : ''}`}
      >
        <FileUp className="size-4" aria-hidden /> {doc ? 'Заменить PDF' : 'Загрузить PDF'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
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
          Хранится закрыто, не на сайте; сохраняется сразу, без кнопки «Сохранить».
        </p>
      )}
      {question.dialog}
    </div>
  );
}
