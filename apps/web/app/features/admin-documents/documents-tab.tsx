import type { SiteDocument } from '@app/contracts';
import { Eye, EyeOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, LoadError, Modal, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import {
  createDocument,
  type DocumentInput,
  deleteDocument,
  EMPTY_DOCUMENT,
  listDocuments,
  toInput,
  updateDocument,
} from './api';
import { DocumentForm } from './document-form';
import { formatFileSize } from './file-size';

type Notify = (text: string, ms?: number) => void;

export function DocumentsTab({ notify }: { notify: Notify }) {
  const list = useAdminData(adminKeys.documents, listDocuments);
  const documents = list.data ?? null;
  const question = useAsk();
  const refresh = useRefresh();
  const load = () => refresh(adminKeys.documents);
  const [selected, setSelected] = useState<SiteDocument | null>(null);
  const [open, setOpen] = useState(false);

  /** A refusal is said in the form (the kit's line and the marked fields), which stays open. */
  async function save(input: DocumentInput) {
    if (selected) {
      await updateDocument(selected.id, input);
      notify('Документ успешно обновлен');
    } else {
      await createDocument(input);
      notify('Документ успешно создан');
    }
    setOpen(false);
    setSelected(null);
    await load();
  }

  async function toggle(doc: SiteDocument) {
    try {
      await updateDocument(doc.id, { ...toInput(doc), active: !doc.active });
      await load();
    } catch (e) {
      notify(`Ошибка при изменении видимости документа «${doc.name_ru || doc.name_de}»: ${errorMessage(e)}`);
    }
  }

  async function remove(doc: SiteDocument) {
    const name = doc.name_ru || doc.name_de || doc.filename_de || doc.filename_ru;
    if (
      !(await question.ask(
        deleteQuestion(
          `документ «${name}»`,
          'Вы уверены, что хотите удалить этот документ? Файл будет удалён с сайта.',
        ),
      ))
    ) {
      return;
    }
    try {
      await deleteDocument(doc.id);
      notify('Документ успешно удален');
      await load();
    } catch (e) {
      notify(`Ошибка при удалении документа: ${errorMessage(e)}`);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Документы (PDF)</h2>
        <button
          type="button"
          className={btn.primary}
          onClick={() => {
            setSelected(null);
            setOpen(true);
          }}
        >
          <Plus className="size-4" aria-hidden /> Добавить документ
        </button>
      </div>
      {list.failed ? (
        <LoadError what="документы" error={list.error} retry={list.retry} retrying={list.retrying} />
      ) : documents === null ? (
        <Spinner />
      ) : documents.length === 0 ? (
        <EmptyState
          title="Документов пока нет"
          hint="Добавьте PDF, например договор или прайс-лист, чтобы посетители могли его скачать."
        />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {documents.map((d) => (
            <li key={d.id} className={`flex flex-wrap items-center gap-3 p-3 ${d.active ? '' : 'opacity-70'}`}>
              <div className="min-w-0 flex-1 basis-60 break-words">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {d.name_ru || d.name_de}
                  {!d.active ? <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs">Скрыт</span> : null}
                </p>
                <p className="text-sm text-stone-600">{d.name_de}</p>
                <p className="mt-1 flex flex-wrap gap-3 text-sm">
                  {d.file_url_de ? (
                    <a className="underline" href={d.file_url_de} target="_blank" rel="noopener">
                      DE ({formatFileSize(d.file_size_de)})
                    </a>
                  ) : null}
                  {d.file_url_ru ? (
                    <a className="underline" href={d.file_url_ru} target="_blank" rel="noopener">
                      RU ({formatFileSize(d.file_size_ru)})
                    </a>
                  ) : null}
                  {d.file_url ? (
                    <a className="underline" href={d.file_url} target="_blank" rel="noopener">
                      Legacy ({formatFileSize(d.file_size)})
                    </a>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={btn.secondary}
                  aria-pressed={d.active}
                  onClick={() => void toggle(d)}
                  aria-label={`${d.active ? 'Скрыть с сайта' : 'Показать на сайте'}: ${d.name_de}`}
                >
                  {d.active ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
                  {d.active ? 'Виден' : 'Скрыт'}
                </button>
                <EditButton
                  name={d.name_de}
                  onClick={() => {
                    setSelected(d);
                    setOpen(true);
                  }}
                />
                <DeleteButton label={`Удалить документ: ${d.name_de}`} onClick={() => void remove(d)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onOpenChange={setOpen} title={selected ? 'Редактировать документ' : 'Новый документ'} wide>
        {open ? (
          <DocumentForm
            key={selected?.id ?? 'new'}
            editing={selected !== null}
            initial={selected ? toInput(selected) : EMPTY_DOCUMENT}
            onSave={save}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
