import type { PortfolioPhoto } from '@app/contracts';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImageIcon, RotateCcw, X } from 'lucide-react';
import { useSortSensors } from '../admin-ui/sort-sensors';
import { btn, ProgressBar, TextField } from '../admin-ui/ui';

/** One photo of the project form: stored (has a URL) or a chosen file on its way. */
export interface PhotoSlot extends PortfolioPhoto {
  key: string;
  status: 'stored' | 'queued' | 'uploading' | 'failed';
  /** The chosen file (kept for a retry); the file's own name when it has none. */
  file?: File | undefined;
  name?: string | undefined;
  progress: number;
  /** Why the upload failed, in Russian. */
  error: string;
}

export const slotOfPhoto = (photo: PortfolioPhoto): PhotoSlot => ({
  ...photo,
  key: photo.url,
  status: 'stored',
  progress: 100,
  error: '',
});

/** What is stored, in the list's order with its texts (the first is the cover). */
export const storedPhotos = (slots: PhotoSlot[]): PortfolioPhoto[] =>
  slots
    .filter((slot) => slot.status === 'stored' && slot.url)
    .map(({ url, alt_de, alt_ru, caption_de, caption_ru }) => ({ url, alt_de, alt_ru, caption_de, caption_ru }));

type TextKey = 'alt_de' | 'alt_ru' | 'caption_de' | 'caption_ru';

/**
 * The project's photos in their order, the first the cover: reordered by drag (mouse, touch;
 * keyboard: the handle, space, arrows, space) or the move buttons; each with alt text and caption
 * in German and Russian; uploads with their progress, a refused file named with a retry.
 */
export function PhotoList({
  slots,
  title,
  locked,
  onMove,
  onRemove,
  onRetry,
  onText,
}: {
  slots: PhotoSlot[];
  /** The project's German title: the alt text when none is given. */
  title: string;
  /** While uploads run, the order cannot change (a photo still arriving must not be dropped). */
  locked: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (slot: PhotoSlot) => void;
  onRetry: (slot: PhotoSlot) => void;
  onText: (key: string, field: TextKey, value: string) => void;
}) {
  const sensors = useSortSensors();
  function dragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    const from = slots.findIndex((s) => s.key === event.active.id);
    const to = slots.findIndex((s) => s.key === event.over?.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Чтобы переместить фото, нажмите пробел, выберите место стрелками и снова нажмите пробел.',
        },
        announcements: {
          onDragStart: () => 'Фото взято.',
          onDragOver: ({ over }) => (over ? 'Новое место выбрано.' : 'Вне списка.'),
          onDragEnd: ({ over }) => (over ? 'Фото перемещено.' : 'Перемещение отменено.'),
          onDragCancel: () => 'Перемещение отменено.',
        },
      }}
    >
      <SortableContext items={slots.map((s) => s.key)} strategy={verticalListSortingStrategy}>
        <ol
          className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200"
          aria-label="Фотографии проекта"
        >
          {slots.map((slot, index) => (
            <PhotoRow
              key={slot.key}
              slot={slot}
              index={index}
              count={slots.length}
              title={title}
              locked={locked}
              onMove={onMove}
              onRemove={onRemove}
              onRetry={onRetry}
              onText={onText}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function PhotoRow({
  slot,
  index,
  count,
  title,
  locked,
  onMove,
  onRemove,
  onRetry,
  onText,
}: {
  slot: PhotoSlot;
  index: number;
  count: number;
  title: string;
  locked: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (slot: PhotoSlot) => void;
  onRetry: (slot: PhotoSlot) => void;
  onText: (key: string, field: TextKey, value: string) => void;
}) {
  const sortable = useSortable({ id: slot.key, disabled: locked });
  const name = slot.name ?? `фото ${index + 1}`;
  const label = `Фото ${index + 1}${slot.name ? ` (${slot.name})` : ''}`;
  // Only what the server stored is shown: a chosen file is never drawn (a non-image would be broken).
  const src = slot.status === 'stored' ? slot.url : '';
  const hasText = Boolean(slot.alt_de || slot.alt_ru || slot.caption_de || slot.caption_ru);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`bg-white p-3 ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-photo={slot.url || slot.key}
      data-status={slot.status}
    >
      <div className="flex flex-wrap items-center gap-3" data-saves-in-place="">
        <button
          type="button"
          className={`${btn.icon} cursor-grab touch-none`}
          aria-label={`Перетащить: ${label}`}
          disabled={locked}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        {src ? (
          <img src={src} alt="" className="size-16 shrink-0 rounded object-cover" />
        ) : (
          <span
            className={`flex size-16 shrink-0 items-center justify-center rounded text-stone-500 ${
              slot.status === 'failed' ? 'bg-red-50 text-red-700' : 'bg-stone-100'
            }`}
          >
            <ImageIcon className="size-6" aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1 basis-40 text-sm">
          <p className="font-medium">
            {label}
            {index === 0 ? (
              <span className="ml-2 rounded-full bg-stone-900 px-2 py-0.5 text-xs text-white">Обложка</span>
            ) : null}
          </p>
          {slot.status === 'uploading' || slot.status === 'queued' ? (
            <ProgressBar value={slot.progress} label={`Загрузка «${name}»`} />
          ) : null}
          {slot.status === 'failed' ? (
            <p className="text-red-700" role="alert">
              Файл «{name}» не загружен: {slot.error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {slot.status === 'failed' && slot.file ? (
            <button type="button" className={btn.secondary} onClick={() => onRetry(slot)}>
              <RotateCcw className="size-4" aria-hidden /> Повторить
            </button>
          ) : null}
          <button
            type="button"
            className={btn.icon}
            aria-label={`Выше: ${label}`}
            disabled={locked || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={btn.icon}
            aria-label={`Ниже: ${label}`}
            disabled={locked || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={btn.danger}
            aria-label={`Убрать: ${label}`}
            disabled={locked && slot.status !== 'failed'}
            onClick={() => onRemove(slot)}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {slot.status !== 'failed' ? (
        <details className="mt-2" open={hasText}>
          <summary className="cursor-pointer text-sm text-stone-700">Подпись и alt-текст: фото {index + 1}</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <TextField
              label={`Alt-текст (немецкий), фото ${index + 1}`}
              value={slot.alt_de}
              placeholder={title}
              onChange={(v) => onText(slot.key, 'alt_de', v)}
            />
            <TextField
              label={`Alt-текст (русский), фото ${index + 1}`}
              value={slot.alt_ru}
              placeholder={title}
              onChange={(v) => onText(slot.key, 'alt_ru', v)}
            />
            <TextField
              label={`Подпись (немецкий), фото ${index + 1}`}
              value={slot.caption_de}
              onChange={(v) => onText(slot.key, 'caption_de', v)}
            />
            <TextField
              label={`Подпись (русский), фото ${index + 1}`}
              value={slot.caption_ru}
              onChange={(v) => onText(slot.key, 'caption_ru', v)}
            />
          </div>
          <p className="mt-1 text-xs text-stone-600">
            Alt-текст описывает фото для незрячих и поисковиков; пусто — используется название проекта. Подпись видна
            под фото и в просмотре.
          </p>
        </details>
      ) : null}
    </li>
  );
}
