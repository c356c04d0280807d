import type { Location } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { Banner, btn, EmptyState, LoadError, Modal, PageHeader, Spinner, useTimedMessage } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { deleteLocation, emptyLocation, type LocationInput, listLocations, saveLocation } from './api';
import { LocationForm } from './location-form';

export function LocationsPage() {
  const list = useAdminData(adminKeys.locations, listLocations);
  const locations = list.data ?? null;
  const question = useAsk();
  const refresh = useRefresh();
  const load = () => refresh(adminKeys.locations);
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const [message, setMessage] = useTimedMessage(3000);

  async function save(input: LocationInput) {
    await saveLocation(editing && editing !== 'new' ? editing.id : null, input);
    setEditing(null);
    setMessage('Локация сохранена!');
    await load();
  }

  async function remove(location: Location) {
    if (
      !(await question.ask(
        deleteQuestion(`локацию «${location.name}»`, 'Страница города исчезнет с сайта. Это действие нельзя отменить.'),
      ))
    ) {
      return;
    }
    try {
      await deleteLocation(location.id);
      setMessage('Локация удалена!');
      await load();
    } catch (e) {
      notify.error(`Не удалось удалить локацию «${location.name}»`, e);
    }
  }

  let initial: LocationInput = emptyLocation((locations?.length ?? 0) + 1);
  if (editing && editing !== 'new') {
    const { id: _id, created_at: _created, ...rest } = editing;
    initial = rest;
  }

  return (
    <div>
      <PageHeader title="Локации">
        <button type="button" className={btn.primary} onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Добавить локацию
        </button>
      </PageHeader>
      <div className="mb-4">
        <Banner text={message} />
      </div>
      {list.failed ? (
        <LoadError what="локации" error={list.error} retry={list.retry} retrying={list.retrying} />
      ) : locations === null ? (
        <Spinner />
      ) : locations.length === 0 ? (
        <EmptyState title="Нет доступных локаций" />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm">
          {locations.map((l) => (
            <li key={l.id} className={`flex flex-wrap items-center gap-3 p-4 ${l.active ? '' : 'opacity-70'}`}>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {l.name_ru || l.name}
                  <a
                    className="text-sm font-normal text-stone-600 underline"
                    href={`/${l.slug}`}
                    target="_blank"
                    rel="noopener"
                  >
                    /{l.slug}
                  </a>
                  {!l.active ? (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-800">Неактивна</span>
                  ) : null}
                </p>
                <p className="text-sm text-stone-700">{l.title_ru || l.title_de}</p>
              </div>
              <div className="flex gap-2">
                <EditButton name={l.name} onClick={() => setEditing(l)} />
                <DeleteButton label={`Удалить локацию: ${l.name}`} onClick={() => void remove(l)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Новая локация' : 'Редактировать локацию'}
        wide
      >
        {editing !== null ? (
          <LocationForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={initial}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
