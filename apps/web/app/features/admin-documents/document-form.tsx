import { documentInputSchema } from '@app/contracts';
import { FileUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { uploadDocument } from '../admin-api/client';
import { ApiError, errorMessage } from '../admin-api/errors';
import { FormFooter } from '../admin-ui/form-footer';
import { LocalizedField, OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, Checkbox, ProgressBar, TextField } from '../admin-ui/ui';
import type { DocumentInput } from './api';
import { formatFileSize, pdfLimitText, pdfProblem } from './file-size';

type Lang = 'de' | 'ru';
const LANG_LABEL: Record<Lang, string> = { de: 'Немецкий', ru: 'Русский' };

function PdfInput({
  lang,
  form,
  onUploaded,
  disabled,
}: {
  lang: Lang;
  form: DocumentInput;
  onUploaded: (lang: Lang, file: { filename: string; url: string; size: number }) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!message || progress !== null) return;
    const timer = window.setTimeout(() => setMessage(''), 3000);
    return () => window.clearTimeout(timer);
  }, [message, progress]);

  async function upload(file: File) {
    const problem = pdfProblem(file);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(`Загрузка файла (${LANG_LABEL[lang]})...`);
    setProgress(0);
    try {
      const uploaded = await uploadDocument(file, setProgress);
      onUploaded(lang, uploaded);
      setMessage(`Файл (${LANG_LABEL[lang]}) успешно загружен`);
    } catch (e) {
      const limit = pdfLimitText(e instanceof ApiError ? e.code : undefined);
      setMessage(`Ошибка при загрузке файла «${file.name}» (${LANG_LABEL[lang]}): ${limit ?? errorMessage(e)}`);
    } finally {
      setProgress(null);
    }
  }

  const url = form[`file_url_${lang}`];
  const busy = progress !== null;
  const isError = message.startsWith('Ошибка');
  return (
    <div className="rounded-md border border-stone-200 p-3">
      <p className="text-sm font-medium text-stone-700">PDF ({LANG_LABEL[lang]})</p>
      {url ? (
        <p className="mt-1 text-sm">
          <a className="underline" href={url} target="_blank" rel="noopener">
            {form[`filename_${lang}`] || url}
          </a>{' '}
          <span className="text-stone-600">({formatFileSize(form[`file_size_${lang}`])})</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-stone-600">Файл не выбран</p>
      )}
      <label
        htmlFor={id}
        className={`${btn.secondary} mt-2 cursor-pointer ${busy || disabled ? 'pointer-events-none opacity-50' : ''}`}
      >
        <FileUp className="size-4" aria-hidden /> {url ? 'Заменить PDF' : 'Загрузить PDF'}
        <span className="sr-only"> ({LANG_LABEL[lang]})</span>
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        disabled={busy || disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {busy ? <ProgressBar value={progress} label={`Загрузка (${LANG_LABEL[lang]})`} /> : null}
      {message ? (
        <p
          role={isError ? 'alert' : 'status'}
          className={`mt-2 text-sm ${isError ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function DocumentForm({
  initial,
  editing,
  onSave,
  onCancel,
}: {
  initial: DocumentInput;
  editing: boolean;
  onSave: (input: DocumentInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useOfficeForm({
    schema: documentInputSchema,
    initial,
    onSubmit: onSave,
    errorPrefix: 'Ошибка при сохранении документа: ',
  });
  const values = form.values;
  const hasFile = Boolean(values.file_url_de || values.file_url_ru || values.file_url);
  const canSave = editing || (values.name_de.trim() !== '' && values.name_ru.trim() !== '' && hasFile);

  return (
    <OfficeForm form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <LocalizedField form={form} name="name" label="Название" required />
        <LocalizedField form={form} name="description" label="Описание" rows={2} />
        {(['de', 'ru'] as const).map((lang) => (
          <PdfInput
            key={lang}
            lang={lang}
            form={values}
            disabled={form.busy}
            onUploaded={(l, file) => {
              form.set(`filename_${l}`, file.filename);
              form.set(`file_url_${l}`, file.url);
              form.set(`file_size_${l}`, file.size);
            }}
          />
        ))}
      </div>
      {values.file_url ? (
        <p className="text-sm text-stone-700">
          Старый файл (Legacy):{' '}
          <a className="underline" href={values.file_url} target="_blank" rel="noopener">
            {values.filename || values.file_url}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-6">
        <div className="w-32">
          <TextField label="Порядок" type="number" min={0} {...form.number('sort_order')} />
        </div>
        <Checkbox label="Показывать на сайте" {...form.check('active')} />
      </div>
      {!editing && !canSave ? (
        <p className="text-xs text-stone-600">
          Заполните оба названия и загрузите хотя бы один PDF (немецкий или русский).
        </p>
      ) : null}
      <FormFooter
        error={form.alert}
        busy={form.busy}
        onCancel={onCancel}
        submitDisabled={!canSave}
        submitLabel={editing ? 'Сохранить' : 'Создать документ'}
      />
    </OfficeForm>
  );
}
