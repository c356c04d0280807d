import { Plus, Trash2 } from 'lucide-react';
import { useTexts } from '../../i18n/texts';
import { btn, inputClass } from '../admin-ui/ui';
import { adminServicesTexts } from './texts';

/** A list of short lines (a service's or a tariff's features): edit, add, remove. */
export function FeatureList({
  label,
  items,
  onChange,
  keepOne,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** At least one line stays (the spec's tariffs). */
  keepOne?: boolean;
}) {
  const t = useTexts(adminServicesTexts);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-stone-700">{label}</legend>
      <ul className="mt-1 space-y-2">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity besides their place
          <li key={i} className="flex gap-2">
            <input
              aria-label={`${label} ${i + 1}`}
              className={`${inputClass} mt-0 min-w-0`}
              value={item}
              onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <button
              type="button"
              className={`${btn.icon} shrink-0`}
              aria-label={t.removeLine(i + 1, label)}
              disabled={keepOne && items.length <= 1}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm text-stone-700 underline-offset-4 hover:underline sm:min-h-8"
        onClick={() => onChange([...items, ''])}
      >
        <Plus className="size-4" aria-hidden /> {t.addLine}
        <span className="sr-only">: {label}</span>
      </button>
    </fieldset>
  );
}
