import { SERVICE_ICONS, type Service, type Tariff } from '@app/contracts';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { api } from '../admin-api/client';
import { fieldErrorsOf, formErrorText } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { FieldErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { ImageUpload } from '../admin-ui/image-upload';
import { notify as notice } from '../admin-ui/notice';
import { EditButton } from '../admin-ui/row-actions';
import { btn, Checkbox, EmptyState, inputClass, LoadError, Modal, Spinner, TextArea, TextField } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { ServiceIcon } from '../services/service-icon';
import { getSection, type Notify } from './api';

const newId = () => String(Date.now());

export function newService(): Service {
  return {
    id: newId(),
    name_de: '',
    name_ru: '',
    description_de: '',
    description_ru: '',
    price: '',
    image: '',
    icon: 'Camera',
    active: true,
    features_de: [''],
    features_ru: [''],
    tariffs: [],
  };
}

export function newTariff(): Tariff {
  return {
    id: `${newId()}-t`,
    name_de: '',
    name_ru: '',
    price: '',
    features_de: [''],
    features_ru: [''],
    conditions_de: '',
    conditions_ru: '',
    popular: false,
  };
}

function FeatureList({
  label,
  items,
  onChange,
  keepOne,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  keepOne?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700">{label}</legend>
      <ul className="mt-1 space-y-2">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity besides their place
          <li key={i} className="flex gap-2">
            <input
              aria-label={`${label} ${i + 1}`}
              className={`${inputClass} mt-0`}
              value={item}
              onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <button
              type="button"
              className={btn.icon}
              aria-label={`Удалить пункт ${i + 1}: ${label}`}
              disabled={keepOne && items.length <= 1}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="mt-2 text-sm text-stone-700 underline" onClick={() => onChange([...items, ''])}>
        + Добавить пункт
      </button>
    </fieldset>
  );
}

function TariffEditor({
  tariff,
  onChange,
  onRemove,
}: {
  tariff: Tariff;
  onChange: (t: Tariff) => void;
  onRemove: () => void;
}) {
  const set = <K extends keyof Tariff>(key: K, value: Tariff[K]) => onChange({ ...tariff, [key]: value });
  return (
    <div className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Тариф (немецкий)" value={tariff.name_de} onChange={(v) => set('name_de', v)} required />
        <TextField label="Тариф (русский)" value={tariff.name_ru} onChange={(v) => set('name_ru', v)} />
        <TextField label="Цена тарифа" value={tariff.price} onChange={(v) => set('price', v)} placeholder="300 €" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FeatureList
          label="Что входит (немецкий)"
          items={tariff.features_de}
          keepOne
          onChange={(v) => set('features_de', v)}
        />
        <FeatureList
          label="Что входит (русский)"
          items={tariff.features_ru}
          keepOne
          onChange={(v) => set('features_ru', v)}
        />
        <TextArea
          label="Описание тарифа (немецкий)"
          rows={2}
          value={tariff.conditions_de}
          onChange={(v) => set('conditions_de', v)}
        />
        <TextArea
          label="Описание тарифа (русский)"
          rows={2}
          value={tariff.conditions_ru}
          onChange={(v) => set('conditions_ru', v)}
        />
      </div>
      <div className="flex items-center justify-between">
        <Checkbox label="Популярный тариф" checked={tariff.popular} onChange={(v) => set('popular', v)} />
        <button type="button" className={btn.danger} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden /> Удалить тариф
        </button>
      </div>
    </div>
  );
}

const ICON_LABELS: Record<(typeof SERVICE_ICONS)[number], string> = {
  Heart: 'Сердце (свадьба)',
  User: 'Человек (портрет)',
  Building: 'Здание (архитектура)',
  Camera: 'Камера',
  Palette: 'Палитра (реставрация)',
  Sparkles: 'Искры (ИИ)',
};

const clean = (list: string[]) => list.map((x) => x.trim()).filter(Boolean);
/** What is sent: empty feature lines dropped. */
function cleaned(service: Service): Service {
  return {
    ...service,
    features_de: clean(service.features_de),
    features_ru: clean(service.features_ru),
    tariffs: service.tariffs.map((t) => ({
      ...t,
      features_de: clean(t.features_de),
      features_ru: clean(t.features_ru),
    })),
  };
}

const saveService = (service: Service) =>
  api<{ services: Service[] }>(`/admin/settings/services/${encodeURIComponent(service.id)}`, {
    method: 'PUT',
    json: cleaned(service),
  });
const removeService = (id: string) =>
  api<{ services: Service[] }>(`/admin/settings/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
const orderServices = (ids: string[]) =>
  api<{ services: Service[] }>('/admin/settings/services-order', { method: 'PUT', json: { ids } });

/** The fields the form shows their refusals beside (the rest is named in its line). */
const SHOWN = ['name_de', 'name_ru', 'description_de', 'description_ru', 'price'];

/**
 * One service with its tariffs, saved on its own (the others are not sent). Its image is saved
 * in place once the service exists; a new service keeps it until its first save.
 */
function ServiceForm({
  initial,
  isNew,
  onSaved,
  onCancel,
}: {
  initial: Service;
  isNew: boolean;
  onSaved: (services: Service[]) => void;
  onCancel: () => void;
}) {
  const [service, setService] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const set = <K extends keyof Service>(key: K, value: Service[K]) => setService((s) => ({ ...s, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError('');
    setFields({});
    try {
      onSaved((await saveService(service)).services);
    } catch (e) {
      setFields(fieldErrorsOf(e));
      setError(`Не удалось сохранить услугу: ${formErrorText(e, SHOWN)}`);
    } finally {
      setSaving(false);
    }
  }

  /** An uploaded or removed image of a saved service is stored at once (the stored service with it). */
  async function imageChanged(url: string) {
    set('image', url);
    if (isNew) return;
    try {
      const stored = (await getSection('services')).services.find((s) => s.id === service.id);
      await saveService({ ...(stored ?? service), image: url });
      notice.success(url ? 'Изображение услуги сохранено' : 'Изображение услуги удалено');
    } catch (e) {
      notice.error('Не удалось сохранить изображение услуги', e);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Название (немецкий)"
            name="name_de"
            value={service.name_de}
            onChange={(v) => set('name_de', v)}
            required
          />
          <TextField
            label="Название (русский)"
            name="name_ru"
            value={service.name_ru}
            onChange={(v) => set('name_ru', v)}
            required
          />
          <TextArea
            label="Описание (немецкий)"
            name="description_de"
            value={service.description_de}
            onChange={(v) => set('description_de', v)}
            required
          />
          <TextArea
            label="Описание (русский)"
            name="description_ru"
            value={service.description_ru}
            onChange={(v) => set('description_ru', v)}
            required
          />
          <FeatureList
            label="Особенности (немецкий)"
            items={service.features_de}
            onChange={(v) => set('features_de', v)}
          />
          <FeatureList
            label="Особенности (русский)"
            items={service.features_ru}
            onChange={(v) => set('features_ru', v)}
          />
          <TextField
            label="Цена"
            name="price"
            value={service.price}
            onChange={(v) => set('price', v)}
            placeholder="ab 1.500 €"
            required
          />
          <div className="flex items-end">
            <Checkbox
              label="Активна (показывать на сайте)"
              checked={service.active}
              onChange={(v) => set('active', v)}
            />
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">Значок</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {SERVICE_ICONS.map((icon) => (
              <label
                key={icon}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${
                  service.icon === icon ? 'border-stone-900 bg-stone-100' : 'border-stone-300'
                }`}
              >
                <input
                  type="radio"
                  name="icon"
                  value={icon}
                  checked={service.icon === icon}
                  onChange={() => set('icon', icon)}
                  className="size-4"
                />
                <ServiceIcon name={icon} className="size-5 text-stone-700" />
                {ICON_LABELS[icon]}
              </label>
            ))}
          </div>
        </fieldset>
        <div data-saves-in-place={isNew ? undefined : ''}>
          <ImageUpload label="Изображение услуги" value={service.image} onChange={(url) => void imageChanged(url)} />
        </div>
        {isNew ? <p className="text-xs text-stone-600">Изображение новой услуги сохранится вместе с ней.</p> : null}
        <div className="space-y-3">
          <h3 className="text-sm font-semibold">Тарифы</h3>
          {service.tariffs.map((t, i) => (
            <TariffEditor
              key={t.id}
              tariff={t}
              onChange={(nt) =>
                set(
                  'tariffs',
                  service.tariffs.map((x, j) => (j === i ? nt : x)),
                )
              }
              onRemove={() =>
                set(
                  'tariffs',
                  service.tariffs.filter((_, j) => j !== i),
                )
              }
            />
          ))}
          <button
            type="button"
            className={btn.secondary}
            onClick={() => set('tariffs', [...service.tariffs, newTariff()])}
          >
            <Plus className="size-4" aria-hidden /> Добавить тариф
          </button>
        </div>
        <FormFooter
          error={error}
          busy={saving}
          onCancel={onCancel}
          submitLabel={isNew ? 'Создать услугу' : 'Сохранить услугу'}
        />
      </FieldErrors>
    </form>
  );
}

/** A row of the list: drag handle (mouse, touch, keyboard: space, arrows, space), or the two move buttons. */
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
  const sortable = useSortable({ id: service.id });
  const name = service.name_ru || service.name_de || 'Без названия';
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`flex flex-wrap items-center gap-3 bg-white p-3 ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''} ${
        service.active ? '' : 'opacity-70'
      }`}
      data-service={service.id}
    >
      <button
        type="button"
        className={`${btn.icon} cursor-grab touch-none`}
        aria-label={`Перетащить: ${name}`}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      <ServiceIcon name={service.icon} className="size-6 shrink-0 text-stone-700" />
      <div className="min-w-0 flex-1 basis-40 break-words">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {!service.active ? <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs">Скрыта</span> : null}
        </p>
        <p className="text-sm text-stone-600">
          {service.price || 'без цены'} · тарифов: {service.tariffs.length}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={btn.icon}
          aria-label={`Выше: ${name}`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={btn.icon}
          aria-label={`Ниже: ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown className="size-4" aria-hidden />
        </button>
        <EditButton name={name} onClick={onEdit} />
        <button type="button" className={btn.danger} aria-label={`Удалить услугу: ${name}`} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

/**
 * The services (issue 19 item 5): a list, one service opened at a time in a dialog and saved on
 * its own; ordered by drag (mouse, touch, keyboard) or the move buttons, the order saved at once.
 */
export function ServicesTab({ notify }: { notify: Notify }) {
  const loaded = useAdminData(adminKeys.settings('services'), () => getSection('services'));
  const refresh = useRefresh();
  const [editing, setEditing] = useState<{ service: Service; isNew: boolean } | null>(null);
  const question = useAsk();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const services = loaded.data?.services;
  const reload = () => refresh(adminKeys.settings('services'));

  async function move(from: number, to: number) {
    if (!services || to < 0 || to >= services.length || from === to) return;
    const ids = arrayMove(services, from, to).map((s) => s.id);
    try {
      await orderServices(ids);
      notify('Порядок услуг сохранён');
    } catch (e) {
      notify(`Ошибка при сохранении порядка: ${formErrorText(e, [])}`);
    }
    await reload();
  }

  function dragEnd(event: DragEndEvent) {
    if (!services || !event.over || event.active.id === event.over.id) return;
    const from = services.findIndex((s) => s.id === event.active.id);
    const to = services.findIndex((s) => s.id === event.over?.id);
    void move(from, to);
  }

  async function remove(service: Service) {
    const name = service.name_ru || service.name_de;
    if (!(await question.ask(deleteQuestion(`услугу «${name}»`, 'Услуга и её тарифы исчезнут с сайта.')))) return;
    try {
      await removeService(service.id);
      notify(`Услуга «${name}» удалена`);
    } catch (e) {
      notify(`Ошибка при удалении услуги: ${formErrorText(e, [])}`);
    }
    await reload();
  }

  if (loaded.failed) {
    return <LoadError what="услуги" error={loaded.error} retry={loaded.retry} retrying={loaded.retrying} />;
  }
  if (!services) return <Spinner />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Услуги</h2>
        <button
          type="button"
          className={btn.secondary}
          onClick={() => setEditing({ service: newService(), isNew: true })}
        >
          <Plus className="size-4" aria-hidden /> Добавить услугу
        </button>
      </div>
      {services.length === 0 ? (
        <EmptyState title="Услуг пока нет" hint="Нажмите «Добавить услугу», чтобы создать первую." />
      ) : (
        <>
          <p className="text-sm text-stone-600">
            Порядок на сайте — как в списке. Перетащите за ручку (или выберите её и нажмите пробел, стрелки, пробел)
            либо используйте стрелки справа.
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dragEnd}
            accessibility={{
              screenReaderInstructions: {
                draggable: 'Чтобы переместить услугу, нажмите пробел, выберите место стрелками и снова нажмите пробел.',
              },
              announcements: {
                onDragStart: () => 'Услуга взята.',
                onDragOver: ({ over }) => (over ? 'Новое место выбрано.' : 'Вне списка.'),
                onDragEnd: ({ over }) => (over ? 'Услуга перемещена.' : 'Перемещение отменено.'),
                onDragCancel: () => 'Перемещение отменено.',
              },
            }}
          >
            <SortableContext items={services.map((s) => s.id)} strategy={verticalListSortingStrategy}>
              <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
                {services.map((s, i) => (
                  <ServiceRow
                    key={s.id}
                    service={s}
                    index={i}
                    count={services.length}
                    onMove={(from, to) => void move(from, to)}
                    onEdit={() => setEditing({ service: s, isNew: false })}
                    onRemove={() => void remove(s)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing?.isNew ? 'Новая услуга' : `Услуга: ${editing?.service.name_ru || editing?.service.name_de || ''}`
        }
        wide
      >
        {editing ? (
          <ServiceForm
            key={editing.service.id}
            initial={editing.service}
            isNew={editing.isNew}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              notify('Услуга сохранена');
              void reload();
            }}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
