import type { Tariff } from '@app/contracts';
import { arrayMove } from '@dnd-kit/sortable';
import { ChevronDown, Plus, Star, Trash2 } from 'lucide-react';
import { useLanguage } from '../../i18n';
import { formatPriceText } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { btn, Checkbox, TextArea, TextField } from '../admin-ui/ui';
import { FeatureList } from './feature-list';
import { SortableList, useSortableItem } from './sortable';
import { adminServicesTexts } from './texts';

export function newTariff(): Tariff {
  return {
    // Unique within the service, also for two added in the same millisecond.
    id: `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
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

/**
 * One tariff: a line (handle, name, price, open/close, remove); opened, its fields. A closed
 * tariff keeps its fields in the page (hidden), so the unsaved-changes check sees them all.
 */
function TariffItem({
  tariff,
  index,
  open,
  onToggle,
  onChange,
  onRemove,
}: {
  tariff: Tariff;
  index: number;
  open: boolean;
  onToggle: () => void;
  onChange: (t: Tariff) => void;
  onRemove: () => void;
}) {
  const t = useTexts(adminServicesTexts);
  const lang = useLanguage();
  const name = tariff.name_ru || tariff.name_de || t.newTariff;
  const item = useSortableItem(tariff.id, t.dragTariff(name));
  const set = <K extends keyof Tariff>(key: K, value: Tariff[K]) => onChange({ ...tariff, [key]: value });
  const field = (key: string) => `tariffs.${index}.${key}`;
  const bodyId = `tariff-${tariff.id}`;
  return (
    <li
      ref={item.ref}
      style={item.style}
      data-tariff={tariff.id}
      className={`rounded-md border border-stone-200 bg-white ${item.dragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-center gap-1 p-1 sm:gap-2">
        {item.handle}
        <button
          type="button"
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-left hover:bg-stone-50 sm:min-h-9"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? t.closeTariff(name) : t.openTariff(name)}
          onClick={onToggle}
        >
          <span className="min-w-0 flex-1">
            <span className="block break-words font-medium">{name}</span>
            <span className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
              {tariff.price ? formatPriceText(tariff.price, lang) : t.noPrice}
              {tariff.popular ? (
                <span className="inline-flex items-center gap-1 text-amber-800">
                  <Star className="size-3.5" aria-hidden /> {t.popularBadge}
                </span>
              ) : null}
            </span>
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-stone-600 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
        <button
          type="button"
          className={`${btn.icon} shrink-0 text-red-700`}
          aria-label={t.removeTariff(name)}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="space-y-3 border-t border-stone-200 bg-stone-50 p-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t.tariffNameDe}
            name={field('name_de')}
            value={tariff.name_de}
            onChange={(v) => set('name_de', v)}
            required
          />
          <TextField
            label={t.tariffNameRu}
            name={field('name_ru')}
            value={tariff.name_ru}
            onChange={(v) => set('name_ru', v)}
          />
          <TextField
            label={t.tariffPrice}
            name={field('price')}
            value={tariff.price}
            onChange={(v) => set('price', v)}
            placeholder="300 €"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FeatureList
            label={t.tariffFeaturesDe}
            items={tariff.features_de}
            keepOne
            onChange={(v) => set('features_de', v)}
          />
          <FeatureList
            label={t.tariffFeaturesRu}
            items={tariff.features_ru}
            keepOne
            onChange={(v) => set('features_ru', v)}
          />
          <TextArea
            label={t.tariffConditionsDe}
            name={field('conditions_de')}
            rows={2}
            value={tariff.conditions_de}
            onChange={(v) => set('conditions_de', v)}
          />
          <TextArea
            label={t.tariffConditionsRu}
            name={field('conditions_ru')}
            rows={2}
            value={tariff.conditions_ru}
            onChange={(v) => set('conditions_ru', v)}
          />
        </div>
        <Checkbox label={t.popular} checked={tariff.popular} onChange={(v) => set('popular', v)} />
      </div>
    </li>
  );
}

/** The tariffs of one service: opened one by one, ordered by drag or keys, added and removed. */
export function TariffList({
  tariffs,
  onChange,
  open,
  onOpenChange,
}: {
  tariffs: Tariff[];
  onChange: (tariffs: Tariff[]) => void;
  /** The ids of the opened tariffs. */
  open: ReadonlySet<string>;
  onOpenChange: (open: ReadonlySet<string>) => void;
}) {
  const t = useTexts(adminServicesTexts);
  const toggle = (id: string) => {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    onOpenChange(next);
  };
  function add() {
    const tariff = newTariff();
    onChange([...tariffs, tariff]);
    onOpenChange(new Set([...open, tariff.id]));
  }
  return (
    <section className="space-y-2" aria-labelledby="tariffs-title">
      <h3 id="tariffs-title" className="text-sm font-semibold">
        {t.tariffsTitle}
      </h3>
      {tariffs.length > 1 ? <p className="text-xs text-stone-600">{t.tariffsHint}</p> : null}
      {tariffs.length > 0 ? (
        <SortableList ids={tariffs.map((x) => x.id)} onMove={(from, to) => onChange(arrayMove(tariffs, from, to))}>
          <ul className="space-y-2">
            {tariffs.map((tariff, i) => (
              <TariffItem
                key={tariff.id}
                tariff={tariff}
                index={i}
                open={open.has(tariff.id)}
                onToggle={() => toggle(tariff.id)}
                onChange={(changed) => onChange(tariffs.map((x, j) => (j === i ? changed : x)))}
                onRemove={() => onChange(tariffs.filter((_, j) => j !== i))}
              />
            ))}
          </ul>
        </SortableList>
      ) : null}
      <button type="button" className={btn.secondary} onClick={add}>
        <Plus className="size-4" aria-hidden /> {t.addTariff}
      </button>
    </section>
  );
}
