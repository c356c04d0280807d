import type { GalleryAdminDetail, GalleryPhoto } from '@app/contracts';
import { ArrowLeft, ArrowRight, Star } from 'lucide-react';
import { DeleteButton } from '../admin-ui/row-actions';
import { btn } from '../admin-ui/ui';

/** The smallest WebP preview (the office's thumbnail), or the main JPEG. */
const thumb = (photo: GalleryPhoto) => photo.variants.find((v) => v.format === 'webp')?.url ?? photo.url;

/** The gallery's photos in their order: move earlier/later, make the cover, delete. */
export function GalleryPhotos({
  gallery,
  busy,
  onMove,
  onCover,
  onDelete,
}: {
  gallery: GalleryAdminDetail;
  busy: boolean;
  onMove: (photo: GalleryPhoto, by: -1 | 1) => void;
  onCover: (photo: GalleryPhoto) => void;
  onDelete: (photo: GalleryPhoto) => void;
}) {
  const last = gallery.photos.length - 1;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Фотографии галереи">
      {gallery.photos.map((photo, index) => {
        const cover = gallery.cover_photo_id === photo.id;
        return (
          <li
            key={photo.id}
            className={`rounded-lg border bg-white p-2 shadow-sm ${cover ? 'border-amber-500' : 'border-stone-200'}`}
            data-photo={photo.id}
          >
            {photo.state === 'ready' ? (
              <img
                src={thumb(photo)}
                alt={photo.original_name}
                width={photo.width}
                height={photo.height}
                loading="lazy"
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
            <p className="mt-1 truncate text-xs text-stone-600" title={photo.original_name}>
              {cover ? <span className="mr-1 font-semibold text-amber-800">Обложка ·</span> : null}
              {photo.original_name}
            </p>
            <div className="mt-2 flex flex-wrap gap-1">
              <button
                type="button"
                className={btn.secondary}
                aria-label={`Раньше: ${photo.original_name}`}
                disabled={busy || index === 0}
                onClick={() => onMove(photo, -1)}
              >
                <ArrowLeft className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className={btn.secondary}
                aria-label={`Позже: ${photo.original_name}`}
                disabled={busy || index === last}
                onClick={() => onMove(photo, 1)}
              >
                <ArrowRight className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className={btn.secondary}
                aria-label={`Сделать обложкой: ${photo.original_name}`}
                aria-pressed={cover}
                disabled={busy || cover}
                onClick={() => onCover(photo)}
              >
                <Star className="size-4" aria-hidden />
              </button>
              <DeleteButton label={`Удалить фотографию: ${photo.original_name}`} onClick={() => onDelete(photo)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
