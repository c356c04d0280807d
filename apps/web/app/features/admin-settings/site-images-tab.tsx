import { SITE_IMAGE_KEYS, type SiteImageKey, type SiteImages } from '@app/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { ImageUpload } from '../admin-ui/image-upload';
import { LoadError, Spinner } from '../admin-ui/ui';
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

/**
 * The eight site images. Each upload or removal is saved at once (no second "save"): the section is
 * written with the stored images and this one changed, so nothing else typed elsewhere is needed.
 */
export function SiteImagesTab({ notify }: { notify: Notify }) {
  const loaded = useAdminData(adminKeys.settings('site-images'), () => getSection('site-images'));
  const refresh = useRefresh();
  const [images, setImages] = useState<SiteImages | null>(null);
  const [saving, setSaving] = useState<SiteImageKey | null>(null);

  // A failed read shows its error (no form: saving over unknown images would lose them).
  useEffect(() => {
    if (loaded.data === undefined) return;
    setImages({ ...(Object.fromEntries(SITE_IMAGE_KEYS.map((k) => [k, ''])) as SiteImages), ...loaded.data });
  }, [loaded.data]);

  async function save(key: SiteImageKey, url: string) {
    if (!images) return;
    const next = { ...images, [key]: url };
    setImages(next);
    setSaving(key);
    try {
      await putSection('site-images', next);
      await refresh(adminKeys.settings('site-images'));
      notify(url ? `${LABELS[key]}: изображение сохранено` : `${LABELS[key]}: изображение удалено`);
    } catch (e) {
      setImages(images);
      notify(`Ошибка при сохранении изображения «${LABELS[key]}»: ${errorMessage(e)}`);
    } finally {
      setSaving(null);
    }
  }

  if (!images && loaded.failed) {
    return <LoadError what="изображения сайта" error={loaded.error} retry={loaded.retry} retrying={loaded.retrying} />;
  }
  if (!images) return <Spinner />;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Изображения сайта</h2>
      <p className="text-sm text-stone-700">Каждое изображение сохраняется сразу после загрузки или удаления.</p>
      <div className="grid gap-4 md:grid-cols-2">
        {SITE_IMAGE_KEYS.map((key) => (
          <div key={key} aria-busy={saving === key} data-saves-in-place>
            <ImageUpload
              label={LABELS[key]}
              value={images[key] ?? ''}
              onChange={(url) => void save(key, url)}
              onError={(message) => notify(message)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
