import type { GalleryAdminDetail, GalleryAdminPhoto } from '@app/contracts';
import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownToLine, ArrowLeft, ArrowRight, ArrowUpToLine, GripVertical, Star, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { DeleteButton } from '../admin-ui/row-actions';
import { useSortSensors } from '../admin-ui/sort-sensors';
import { btn } from '../admin-ui/ui';
import { moveGroup, moveToEdge } from './arrangement';

/** The smallest WebP preview (the office's thumbnail), or the main JPEG. */
const thumb = (photo: GalleryAdminPhoto) => photo.variants.find((v) => v.format === 'webp')?.url ?? photo.url;

/** "14:00:05" of a capture time (the camera's wall clock), or ''. */
const clockOf = (captured: string | null) => /T(\d{2}:\d{2}:\d{2})/.exec(captured ?? '')?.[1] ?? '';

const announcements: Announcements = {
  onDragStart: () => 'Фотография поднята.',
  onDragOver: ({ over }) => (over ? 'Над новым местом.' : 'Вне списка.'),
  onDragEnd: ({ over }) => (over ? 'Фотография перемещена.' : 'Перемещение отменено.'),
  onDragCancel: () => 'Перемещение отменено.',
};

/**
 * The gallery's photos in their order (ADR 053): drag (mouse, touch after a short press, keyboard:
 * space, arrows, space) one photo or all selected ones, move the selection to the front or the
 * end, delete it, or move one photo a step with the arrows. The new order shows at once; the page
 * sends it (`onOrder`) and shows the server's answer when it comes.
 */
export function GalleryPhotos({
  gallery,
  busy,
  onOrder,
  onCover,
  onDelete,
  onDeleteMany,
}: {
  gallery: GalleryAdminDetail;
  busy: boolean;
  onOrder: (photoIds: string[]) => void;
  onCover: (photo: GalleryAdminPhoto) => void;
  onDelete: (photo: GalleryAdminPhoto) => void;
  /** Resolves true when they were deleted (the selection is then cleared). */
  onDeleteMany: (photos: GalleryAdminPhoto[]) => Promise<boolean>;
}) {
  const serverOrder = gallery.photos.map((p) => p.id).join(' ');
  const [order, setOrder] = useState<string[]>(() => gallery.photos.map((p) => p.id));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The server's order replaces the one on screen whenever it answers (after a move, an upload).
  useEffect(() => {
    const ids = serverOrder ? serverOrder.split(' ') : [];
    setOrder(ids);
    setSelected((old) => new Set([...old].filter((id) => ids.includes(id))));
  }, [serverOrder]);
  const byId = useMemo(() => new Map(gallery.photos.map((p) => [p.id, p])), [gallery.photos]);
  const photos = order.map((id) => byId.get(id)).filter((p): p is GalleryAdminPhoto => p !== undefined);
  const sensors = useSortSensors();

  function arrange(next: string[]) {
    if (next.join(' ') === order.join(' ')) return;
    setOrder(next);
    onOrder(next);
  }
  function dragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    arrange(moveGroup(order, selected, String(event.active.id), String(event.over.id)));
  }
  function step(photo: GalleryAdminPhoto, by: -1 | 1) {
    const from = order.indexOf(photo.id);
    const target = order[from + by];
    if (target) arrange(moveGroup(order, new Set(), photo.id, target));
  }
  function toggle(id: string, on: boolean) {
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  async function deleteSelected() {
    if (await onDeleteMany(photos.filter((p) => selected.has(p.id)))) setSelected(new Set());
  }

  const last = photos.length - 1;
  return (
    <div>
      <div
        className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-white/95 p-2 text-sm shadow-sm"
        role="toolbar"
        aria-label="Выбранные фотографии"
      >
        <span aria-live="polite" className="px-1 text-stone-700" data-testid="photo-selection">
          {selected.size > 0 ? `Выбрано: ${selected.size} из ${photos.length}` : 'Ничего не выбрано'}
        </span>
        {selected.size < photos.length ? (
          <button type="button" className={btn.secondary} onClick={() => setSelected(new Set(order))}>
            Выбрать все
          </button>
        ) : null}
        {selected.size > 0 ? (
          <>
            <button
              type="button"
              className={btn.secondary}
              disabled={busy}
              onClick={() => arrange(moveToEdge(order, selected, 'top'))}
            >
              <ArrowUpToLine className="size-4" aria-hidden /> В начало
            </button>
            <button
              type="button"
              className={btn.secondary}
              disabled={busy}
              onClick={() => arrange(moveToEdge(order, selected, 'bottom'))}
            >
              <ArrowDownToLine className="size-4" aria-hidden /> В конец
            </button>
            <button type="button" className={btn.danger} disabled={busy} onClick={() => void deleteSelected()}>
              <Trash2 className="size-4" aria-hidden /> Удалить выбранные
            </button>
            <button type="button" className={btn.secondary} onClick={() => setSelected(new Set())}>
              <X className="size-4" aria-hidden /> Снять выбор
            </button>
          </>
        ) : null}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'Чтобы переместить фотографию (и все выбранные вместе с ней), нажмите пробел, двигайте стрелками и нажмите пробел ещё раз; Escape отменяет.',
          },
          announcements,
        }}
      >
        <SortableContext items={order} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Фотографии галереи">
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                cover={gallery.cover_photo_id === photo.id}
                selected={selected.has(photo.id)}
                first={index === 0}
                last={index === last}
                busy={busy}
                onSelect={(on) => toggle(photo.id, on)}
                onStep={(by) => step(photo, by)}
                onCover={() => onCover(photo)}
                onDelete={() => onDelete(photo)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function PhotoTile({
  photo,
  cover,
  selected,
  first,
  last,
  busy,
  onSelect,
  onStep,
  onCover,
  onDelete,
}: {
  photo: GalleryAdminPhoto;
  cover: boolean;
  selected: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onStep: (by: -1 | 1) => void;
  onCover: () => void;
  onDelete: () => void;
}) {
  const sortable = useSortable({ id: photo.id });
  const time = clockOf(photo.captured_at);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`relative rounded-lg border bg-white p-2 shadow-sm ${
        selected ? 'border-sky-600 ring-2 ring-sky-600' : cover ? 'border-amber-500' : 'border-stone-200'
      } ${sortable.isDragging ? 'z-20 opacity-80 shadow-lg' : ''}`}
      data-photo={photo.id}
      data-selected={selected}
    >
      {photo.state === 'ready' ? (
        <img
          src={thumb(photo)}
          alt={photo.original_name}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          draggable={false}
          className="aspect-square w-full rounded object-cover"
          style={{ backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' }}
        />
      ) : (
        // Uploaded; its previews are rendered on the server (ADR 046). The client does not see it yet.
        <div
          className={`flex aspect-square w-full items-center justify-center rounded p-2 text-center text-sm ${
            photo.state === 'failed' ? 'bg-red-50 text-red-800' : 'bg-stone-100 text-stone-700'
          }`}
          data-state={photo.state}
        >
          {photo.state === 'failed'
            ? 'Не удалось обработать: повторим позже'
            : 'Обрабатывается… клиент увидит фото, когда превью готовы'}
        </div>
      )}
      <label className="absolute top-3 left-3 flex size-9 cursor-pointer items-center justify-center rounded bg-white/90 shadow">
        <input
          type="checkbox"
          className="size-5 accent-sky-700"
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={`Выбрать: ${photo.original_name}`}
        />
      </label>
      <p
        className="mt-1 truncate text-xs text-stone-600"
        title={[photo.original_name, photo.camera].filter(Boolean).join(' · ')}
      >
        {cover ? <span className="mr-1 font-semibold text-amber-800">Обложка ·</span> : null}
        {photo.original_name}
      </p>
      {time ? <p className="truncate text-xs text-stone-500">{time}</p> : null}
      <div className="mt-2 flex flex-wrap gap-1">
        <button
          type="button"
          className={`${btn.secondary} cursor-grab touch-none active:cursor-grabbing`}
          aria-label={`Перетащить: ${photo.original_name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={btn.secondary}
          aria-label={`Раньше: ${photo.original_name}`}
          disabled={busy || first}
          onClick={() => onStep(-1)}
        >
          <ArrowLeft className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={btn.secondary}
          aria-label={`Позже: ${photo.original_name}`}
          disabled={busy || last}
          onClick={() => onStep(1)}
        >
          <ArrowRight className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={btn.secondary}
          aria-label={`Сделать обложкой: ${photo.original_name}`}
          aria-pressed={cover}
          disabled={busy || cover}
          onClick={onCover}
        >
          <Star className="size-4" aria-hidden />
        </button>
        <DeleteButton label={`Удалить фотографию: ${photo.original_name}`} onClick={onDelete} />
      </div>
    </li>
  );
}
