import { SITE_IMAGE_KEYS, type SiteImageKey, type SiteImages } from '@app/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { ImageUpload } from '../admin-ui/image-upload';
import { btn, Spinner } from '../admin-ui/ui';
import { getSection, type Notify, putSection } from './api';

const LABELS: Record<SiteImageKey, string> = {
  hero_background_image: 'Фон главного экрана',
  about_image: 'Фото «Обо мне»',
  portfolio_category_image: 'Категория: портфолио',
  services_category_image: 'Категория: услуги',
  reviews_category_image: 'Категория: отзывы',
  blog_category_image: 'Категория: блог',
  contacts_category_image: 'Категория: контакты',
  booking_category_image: 'Категория: бронирование',
};

export function SiteImagesTab({ notify }: { notify: Notify }) {
  const loaded = useAdminData(adminKeys.settings('site-images'), () => getSection('site-images'));
  const refresh = useRefresh();
  const [images, setImages] = useState<SiteImages | null>(null);
  const [saving, setSaving] = useState(false);

  // The form edits a copy of what was loaded (a failed load: no images).
  useEffect(() => {
    if (loaded.data === undefined && !loaded.failed) return;
    setImages({ ...(Object.fromEntries(SITE_IMAGE_KEYS.map((k) => [k, ''])) as SiteImages), ...loaded.data });
  }, [loaded.data, loaded.failed]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!images) return;
    setSaving(true);
    try {
      await putSection('site-images', images);
      await refresh(adminKeys.settings('site-images'));
      notify('Изображения сайта обновлены');
    } catch (e) {
      notify(`Ошибка при сохранении изображений: ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  }

  if (!images) return <Spinner />;
  return (
    <form onSubmit={submit} className="space-y-4">
      <h2 className="text-lg font-semibold">Изображения сайта</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {SITE_IMAGE_KEYS.map((key) => (
          <ImageUpload
            key={key}
            label={LABELS[key]}
            value={images[key] ?? ''}
            onChange={(url) => setImages((i) => (i ? { ...i, [key]: url } : i))}
            onUploaded={() => notify('Изображение загружено успешно! Не забудьте сохранить настройки.')}
            onError={() => notify('Ошибка загрузки изображения')}
          />
        ))}
      </div>
      <button type="submit" className={btn.primary} disabled={saving}>
        {saving ? 'Сохранение…' : 'Сохранить изображения'}
      </button>
    </form>
  );
}
