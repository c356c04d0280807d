import { type GalleryAdminDetail, type GalleryPhotoOrder, galleryArrangementSchema } from '@app/contracts';
import { OfficeForm, OfficeFormAlert } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { notify } from '../admin-ui/notice';
import { btn, Select, TextField } from '../admin-ui/ui';
import { arrangePhotos } from './api';
import { formatOffset, parseOffset } from './arrangement';

const ORDERS: { value: GalleryPhotoOrder; label: string }[] = [
  { value: 'captured', label: 'По времени съёмки' },
  { value: 'name', label: 'По имени файла' },
  { value: 'manual', label: 'Вручную (как вы расставили)' },
];

const DONE: Record<Exclude<GalleryPhotoOrder, 'manual'>, string> = {
  captured: 'Фотографии упорядочены по времени съёмки',
  name: 'Фотографии упорядочены по имени файла',
};

/**
 * How the gallery orders its photos (ADR 053): by capture time (new uploads take their place), by
 * file name, or by hand (dragging switches to it); with two or more cameras, a clock offset per
 * camera so that their photos merge in the order they were taken.
 */
export function GalleryArrangementSection({
  gallery,
  busy,
  onArranged,
}: {
  gallery: GalleryAdminDetail;
  busy: boolean;
  onArranged: (gallery: GalleryAdminDetail) => void;
}) {
  async function choose(value: string) {
    if (value !== 'captured' && value !== 'name') return;
    try {
      onArranged(await arrangePhotos(gallery.id, { photo_order: value, camera_offsets: gallery.camera_offsets }));
      notify.success(DONE[value]);
    } catch (e) {
      notify.error('Не удалось изменить порядок', e);
    }
  }
  return (
    <section aria-labelledby="gallery-order" className="mb-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="gallery-order" className="sr-only">
        Расстановка фотографий
      </h2>
      <div className="max-w-sm">
        <Select
          label="Порядок фотографий"
          value={gallery.photo_order}
          options={ORDERS}
          onChange={(value) => void (busy ? undefined : choose(value))}
        />
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {gallery.photo_order === 'manual'
          ? 'Новые фотографии добавляются в конец. Выберите порядок по времени или по имени, чтобы расставить всё заново.'
          : 'Новые фотографии сразу встают на своё место. Перетаскивание переключает на ручной порядок.'}
      </p>
      {gallery.cameras.length > 1 ? <CameraOffsetsForm gallery={gallery} onArranged={onArranged} /> : null}
    </section>
  );
}

interface OffsetValues {
  cameras: { camera: string; offset: string }[];
}

/** A clock offset per camera ("+01:00:00": its clock ran an hour behind); saving orders by capture time. */
function CameraOffsetsForm({
  gallery,
  onArranged,
}: {
  gallery: GalleryAdminDetail;
  onArranged: (gallery: GalleryAdminDetail) => void;
}) {
  const initial: OffsetValues = {
    cameras: gallery.cameras.map(({ camera }) => ({
      camera,
      offset: formatOffset(gallery.camera_offsets[camera] ?? 0),
    })),
  };
  const form = useOfficeForm({
    schema: galleryArrangementSchema,
    initial,
    errorPrefix: 'Не удалось сохранить сдвиг: ',
    prepare: (values) => ({
      photo_order: 'captured',
      camera_offsets: Object.fromEntries(values.cameras.map((c) => [c.camera, parseOffset(c.offset) ?? 0])),
    }),
    extraCheck: (values) => {
      const bad = values.cameras.find((c) => parseOffset(c.offset) === null);
      return bad ? `Сдвиг камеры «${bad.camera}»: укажите его как +01:00:00 или -00:30.` : null;
    },
    onSubmit: async (value) => {
      const saved = await arrangePhotos(gallery.id, value);
      form.reset({
        cameras: saved.cameras.map(({ camera }) => ({
          camera,
          offset: formatOffset(saved.camera_offsets[camera] ?? 0),
        })),
      });
      onArranged(saved);
      notify.success(DONE.captured);
    },
  });
  return (
    <OfficeForm form={form}>
      <h3 className="mt-4 font-medium">Несколько камер</h3>
      <p className="text-sm text-stone-600">
        Если часы одной камеры шли неверно, укажите сдвиг: +01:00:00, если они отставали на час, -00:02:30, если спешили
        на две с половиной минуты. Фотографии встанут по времени съёмки.
      </p>
      <ul className="mt-2 space-y-2">
        {gallery.cameras.map(({ camera, photos }, index) => (
          <li key={camera} className="grid items-end gap-2 sm:grid-cols-[1fr_12rem]">
            <p className="text-sm">
              <span className="font-medium">{camera}</span>
              <span className="text-stone-600"> · фото: {photos}</span>
            </p>
            <TextField
              label={`Сдвиг часов: ${camera}`}
              placeholder="+00:00:00"
              {...form.field(`cameras.${index}.offset`)}
            />
          </li>
        ))}
      </ul>
      <div className="mt-3 space-y-2">
        <OfficeFormAlert form={form} />
        <button type="submit" className={btn.primary} disabled={form.busy}>
          Применить сдвиг
        </button>
      </div>
    </OfficeForm>
  );
}
