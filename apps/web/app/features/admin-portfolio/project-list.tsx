import type { AdminPortfolioItem } from '@app/contracts';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ShieldCheck, Star } from 'lucide-react';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { useSortSensors } from '../admin-ui/sort-sensors';
import { btn, officeDate } from '../admin-ui/ui';
import { hiddenReason } from './consent-form';

/**
 * The projects in the public order (grid and project pages follow it): moved by drag (mouse, touch,
 * keyboard on the handle) or the move buttons, each move saved at once. `sortable` is off while a
 * category filter shows only part of the list.
 */
export function ProjectList({
  projects,
  sortable,
  categoryLabel,
  featuredFull,
  onMove,
  onFeature,
  onEdit,
  onConsent,
  onRemove,
}: {
  projects: AdminPortfolioItem[];
  onConsent: (project: AdminPortfolioItem) => void;
  sortable: boolean;
  categoryLabel: (slug: string) => string;
  featuredFull: boolean;
  onMove: (from: number, to: number) => void;
  onFeature: (project: AdminPortfolioItem, on: boolean) => void;
  onEdit: (project: AdminPortfolioItem) => void;
  onRemove: (project: AdminPortfolioItem) => void;
}) {
  const sensors = useSortSensors();
  function dragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    const from = projects.findIndex((p) => p.id === event.active.id);
    const to = projects.findIndex((p) => p.id === event.over?.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Чтобы переместить проект, нажмите пробел, выберите место стрелками и снова нажмите пробел.',
        },
        announcements: {
          onDragStart: () => 'Проект взят.',
          onDragOver: ({ over }) => (over ? 'Новое место выбрано.' : 'Вне списка.'),
          onDragEnd: ({ over }) => (over ? 'Проект перемещён.' : 'Перемещение отменено.'),
          onDragCancel: () => 'Перемещение отменено.',
        },
      }}
    >
      <SortableContext items={projects.map((p) => p.id)} strategy={verticalListSortingStrategy}>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label="Проекты">
          {projects.map((p, i) => (
            <ProjectRow
              key={p.id}
              project={p}
              index={i}
              count={projects.length}
              sortable={sortable}
              category={categoryLabel(p.category)}
              featuredFull={featuredFull}
              onMove={onMove}
              onFeature={onFeature}
              onEdit={onEdit}
              onConsent={onConsent}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function ProjectRow({
  project: p,
  index,
  count,
  sortable: canSort,
  category,
  featuredFull,
  onMove,
  onFeature,
  onEdit,
  onConsent,
  onRemove,
}: {
  project: AdminPortfolioItem;
  onConsent: (project: AdminPortfolioItem) => void;
  index: number;
  count: number;
  sortable: boolean;
  category: string;
  featuredFull: boolean;
  onMove: (from: number, to: number) => void;
  onFeature: (project: AdminPortfolioItem, on: boolean) => void;
  onEdit: (project: AdminPortfolioItem) => void;
  onRemove: (project: AdminPortfolioItem) => void;
}) {
  const sortable = useSortable({ id: p.id, disabled: !canSort });
  const name = p.title_de;
  const cover = p.thumbnail || p.image;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`flex flex-wrap items-center gap-3 bg-white p-3 ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-project={p.id}
    >
      {canSort ? (
        <button
          type="button"
          className={`${btn.icon} cursor-grab touch-none`}
          aria-label={`Перетащить проект: ${name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
      ) : null}
      {cover ? (
        <img src={cover} alt="" className="size-16 shrink-0 rounded bg-stone-200 object-cover" loading="lazy" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded bg-stone-100 text-center text-xs text-stone-600">
          нет фото
        </span>
      )}
      <div className="min-w-0 flex-1 basis-40 break-words">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {p.featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-stone-900 px-2 py-0.5 text-xs text-white">
              <Star className="size-3" aria-hidden /> на главной
            </span>
          ) : null}
        </p>
        <p className="text-sm text-stone-600">
          {category} · фото: {p.images.length}
          {p.consent.status === 'obtained' ? ` · согласие от ${officeDate(p.consent.date)}` : ''}
        </p>
        {hiddenReason(p) ? <p className="text-sm font-medium text-red-700">{hiddenReason(p)}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={btn.secondary}
          aria-pressed={p.featured}
          aria-label={`На главной: ${name}`}
          disabled={!p.featured && featuredFull}
          title={!p.featured && featuredFull ? 'На главной уже 3 проекта: сначала уберите один' : undefined}
          onClick={() => onFeature(p, !p.featured)}
        >
          <Star className={`size-4 ${p.featured ? 'fill-current' : ''}`} aria-hidden />
        </button>
        {canSort ? (
          <>
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
          </>
        ) : null}
        <EditButton name={name} onClick={() => onEdit(p)} />
        <button type="button" className={btn.secondary} aria-label={`Согласие: ${name}`} onClick={() => onConsent(p)}>
          <ShieldCheck className="size-4" aria-hidden /> Согласие
        </button>
        <DeleteButton label={`Удалить проект: ${name}`} onClick={() => onRemove(p)} />
      </div>
    </li>
  );
}
