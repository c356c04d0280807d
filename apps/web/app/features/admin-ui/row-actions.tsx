import { Pencil, Trash2 } from 'lucide-react';
import { btn } from './ui';

/** The edit button of a list row; screen readers hear the item too ("Изменить: Gera"). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className={btn.secondary} aria-label={`Изменить: ${name}`} onClick={onClick}>
      <Pencil className="size-4" aria-hidden /> Изменить
    </button>
  );
}

/** The icon-only delete button of a list row; `label` says what it deletes ("Удалить статью: …"). */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={btn.danger} aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
