import type { Service, ServicesSection } from '@app/contracts';
import { arrayMove } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '../../i18n';
import { formatPriceText, plural } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { formErrorText } from '../admin-api/errors';
import { adminKeys, useAdminData, useSetAdminData } from '../admin-api/queries';
import { EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, LoadError, Modal, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { ServiceIcon } from '../services/service-icon';
import { getSection, type Notify } from './api';
import { newService, ServiceForm } from './service-form';
import { deleteService, putServicesOrder } from './services-api';
import { SortableList, useSortableItem } from './sortable';
import { adminServicesTexts } from './texts';

/** A row of the list: handle, icon, name (Russian, else German), price and tariffs, then its buttons. */
function ServiceRow({
  service,
  index,
  count,
  onMove,
  onEdit,
  onRemove,
}: {
  service: Service;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useTexts(adminServicesTexts);
  const lang = useLanguage();
  const name = service.name_ru || service.name_de || t.untitled;
  const item = useSortableItem(service.id, t.drag(name));
  const tariffs = service.tariffs.length ? plural(lang, service.tariffs.length, t.tariffs) : t.noTariffs;
  return (
    <li
      ref={item.ref}
      style={item.style}
      data-service={service.id}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 bg-white p-3 first:rounded-t-lg last:rounded-b-lg ${item.dragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-2 sm:gap-3">
        {item.handle}
        <span
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 ${
            service.active ? 'text-stone-800' : 'text-stone-400'
          }`}
        >
          <ServiceIcon name={service.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1 break-words">
          <p className="flex flex-wrap items-center gap-x-2 font-medium">
            <span className={service.active ? '' : 'text-stone-600'}>{name}</span>
            {!service.active ? (
              <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-normal text-stone-700">
                {t.hidden}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-stone-600">
            {service.price ? formatPriceText(service.price, lang) : t.noPrice} · {tariffs}
          </p>
        </div>
      </div>
      <div className="ml-auto flex shrink-0 gap-1 sm:gap-2">
        <button
          type="button"
          className={btn.icon}
          aria-label={t.up(name)}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={btn.icon}
          aria-label={t.down(name)}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown className="size-4" aria-hidden />
        </button>
        <EditButton name={name} onClick={onEdit} />
        <button type="button" className={btn.danger} aria-label={t.remove(name)} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

/**
 * The services (issue 19 item 5, ADR 024): a list; one service opened at a time in a dialog and
 * saved on its own; ordered by drag (mouse, touch, keyboard) or the move buttons, the order saved
 * at once (shown at once, put back when the save fails).
 */
export function ServicesTab({ notify }: { notify: Notify }) {
  const t = useTexts(adminServicesTexts);
  const key = adminKeys.settings('services');
  const loaded = useAdminData(key, () => getSection('services'));
  const setData = useSetAdminData();
  const [editing, setEditing] = useState<{ service: Service; version: number; isNew: boolean } | null>(null);
  const question = useAsk();

  const section = loaded.data;
  const show = (next: ServicesSection) => setData(key, next);

  async function move(from: number, to: number) {
    if (!section || to < 0 || to >= section.services.length || from === to) return;
    const services = arrayMove(section.services, from, to);
    show({ ...section, services });
    try {
      show(await putServicesOrder(services.map((s) => s.id)));
      notify(t.orderSaved);
    } catch (e) {
      notify(`${t.orderFailed}: ${formErrorText(e, [])}`);
      show(await getSection('services').catch(() => section));
    }
  }

  async function remove(service: Service) {
    const name = service.name_ru || service.name_de;
    if (!(await question.ask(deleteQuestion(t.removeWhat(name), t.removeConsequence)))) return;
    try {
      show(await deleteService(service.id));
      notify(t.removed(name));
    } catch (e) {
      notify(`${t.removeFailed}: ${formErrorText(e, [])}`);
    }
  }

  if (loaded.failed && !section) {
    return <LoadError what="услуги" error={loaded.error} retry={loaded.retry} retrying={loaded.retrying} />;
  }
  if (!section) return <Spinner />;
  const { services } = section;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t.title}</h2>
        <button
          type="button"
          className={btn.secondary}
          onClick={() => setEditing({ service: newService(), version: section.version, isNew: true })}
        >
          <Plus className="size-4" aria-hidden /> {t.add}
        </button>
      </div>
      {services.length === 0 ? (
        <EmptyState title={t.emptyTitle} hint={t.emptyHint} />
      ) : (
        <>
          <p className="text-sm text-stone-600">{t.orderHint}</p>
          <SortableList ids={services.map((s) => s.id)} onMove={(from, to) => void move(from, to)}>
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
              {services.map((s, i) => (
                <ServiceRow
                  key={s.id}
                  service={s}
                  index={i}
                  count={services.length}
                  onMove={(from, to) => void move(from, to)}
                  onEdit={() => setEditing({ service: s, version: section.version, isNew: false })}
                  onRemove={() => void remove(s)}
                />
              ))}
            </ul>
          </SortableList>
        </>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing?.isNew ? t.newService : t.serviceTitle(editing?.service.name_ru || editing?.service.name_de || '')
        }
        wide
      >
        {editing ? (
          <ServiceForm
            key={editing.service.id}
            initial={editing.service}
            version={editing.version}
            isNew={editing.isNew}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              show(saved);
              notify(t.saved);
            }}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
