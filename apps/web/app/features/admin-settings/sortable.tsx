import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts';
import { useSortSensors } from '../admin-ui/sort-sensors';
import { btn } from '../admin-ui/ui';
import { adminServicesTexts } from './texts';

/**
 * A list ordered by drag (mouse, touch after a short press, keyboard: space, arrows, space) with
 * dnd-kit; `onMove(from, to)` once an item was dropped on another place. The services and the
 * tariffs of one service use it.
 */
export function SortableList({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const t = useTexts(adminServicesTexts);
  const sensors = useSortSensors();
  const announcements: Announcements = {
    onDragStart: () => t.picked,
    onDragOver: ({ over }) => (over ? t.over : t.outside),
    onDragEnd: ({ over }) => (over ? t.dropped : t.cancelled),
    onDragCancel: () => t.cancelled,
  };
  function dragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    const from = ids.indexOf(String(event.active.id));
    const to = ids.indexOf(String(event.over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t.dragInstructions }, announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable item: the element's ref and style, and the drag handle (a 44 px button). */
export function useSortableItem(id: string, label: string) {
  const sortable = useSortable({ id });
  return {
    ref: sortable.setNodeRef,
    style: { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition },
    dragging: sortable.isDragging,
    handle: (
      <button
        type="button"
        className={`${btn.icon} shrink-0 cursor-grab touch-none active:cursor-grabbing`}
        aria-label={label}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
    ),
  };
}
