import type { Service, Tariff } from '@app/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { ImageUpload } from '../admin-ui/image-upload';
import { btn, Checkbox, EmptyState, inputClass, Spinner, TextArea, TextField } from '../admin-ui/ui';
import { getSection, type Notify, putSection } from './api';

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

function ServiceEditor({
  service,
  index,
  onChange,
  onRemove,
}: {
  service: Service;
  index: number;
  onChange: (s: Service) => void;
  onRemove: () => void;
}) {
  const set = <K extends keyof Service>(key: K, value: Service[K]) => onChange({ ...service, [key]: value });
  return (
    <section className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          {index + 1}. {service.name_ru || service.name_de || 'Новая услуга'}
        </h3>
        <button type="button" className={btn.danger} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden /> Удалить услугу
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Название (немецкий)" value={service.name_de} onChange={(v) => set('name_de', v)} required />
        <TextField label="Название (русский)" value={service.name_ru} onChange={(v) => set('name_ru', v)} required />
        <TextArea
          label="Описание (немецкий)"
          value={service.description_de}
          onChange={(v) => set('description_de', v)}
          required
        />
        <TextArea
          label="Описание (русский)"
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
          value={service.price}
          onChange={(v) => set('price', v)}
          placeholder="ab 1.500 €"
          required
        />
        <div className="flex items-end">
          <Checkbox label="Активна (показывать на сайте)" checked={service.active} onChange={(v) => set('active', v)} />
        </div>
      </div>
      <ImageUpload label="Изображение услуги" value={service.image} onChange={(url) => set('image', url)} />
      <div className="space-y-3">
        <h4 className="text-sm font-semibold">Тарифы</h4>
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
    </section>
  );
}

export function ServicesTab({ notify }: { notify: Notify }) {
  const loaded = useAdminData(adminKeys.settings('services'), () => getSection('services'));
  const refresh = useRefresh();
  const [services, setServices] = useState<Service[] | null>(null);
  const [saving, setSaving] = useState(false);

  // The form edits a copy of what was loaded (a failed load: no services).
  useEffect(() => {
    if (loaded.data === undefined && !loaded.failed) return;
    setServices(loaded.data?.services ?? []);
  }, [loaded.data, loaded.failed]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!services) return;
    setSaving(true);
    const clean = (list: string[]) => list.map((x) => x.trim()).filter(Boolean);
    try {
      const body = {
        services: services.map((s) => ({
          ...s,
          features_de: clean(s.features_de),
          features_ru: clean(s.features_ru),
          tariffs: s.tariffs.map((t) => ({
            ...t,
            features_de: clean(t.features_de),
            features_ru: clean(t.features_ru),
          })),
        })),
      };
      await putSection('services', body);
      await refresh(adminKeys.settings('services'));
      notify('Услуги обновлены');
    } catch (e) {
      notify(`Ошибка при сохранении услуг: ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  }

  if (!services) return <Spinner />;
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Услуги</h2>
        <button type="button" className={btn.secondary} onClick={() => setServices([...services, newService()])}>
          <Plus className="size-4" aria-hidden /> Добавить услугу
        </button>
      </div>
      {services.length === 0 ? (
        <EmptyState title="Услуг пока нет" hint="Нажмите «Добавить услугу», чтобы создать первую." />
      ) : (
        services.map((s, i) => (
          <ServiceEditor
            key={s.id}
            service={s}
            index={i}
            onChange={(ns) => setServices(services.map((x, j) => (j === i ? ns : x)))}
            onRemove={() => {
              if (window.confirm(`Удалить услугу «${s.name_ru || s.name_de || i + 1}»?`)) {
                setServices(services.filter((_, j) => j !== i));
              }
            }}
          />
        ))
      )}
      <button type="submit" className={btn.primary} disabled={saving}>
        {saving ? 'Сохранение…' : 'Сохранить услуги'}
      </button>
    </form>
  );
}
