import { SITE_IMAGE_KEYS, type SiteImageKey, type SiteImages } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { errorMessage } from '../admin-api/errors';
import { adminKeys, useAdminData, useSetAdminData } from '../admin-api/queries';
import { ImageUpload } from '../admin-ui/image-upload';
import { LoadError, Spinner } from '../admin-ui/ui';
import { getSection, type Notify, putSection } from './api';
import { adminSiteImagesTexts } from './texts';

const EMPTY = Object.fromEntries(SITE_IMAGE_KEYS.map((k) => [k, ''])) as SiteImages;

/**
 * The eight site images. Each upload or removal is saved at once (no second "save", never an
 * unsaved change: `data-saves-in-place`): the section as stored right now with this one image
 * changed, so an image another tab saved meanwhile is not put back.
 */
export function SiteImagesTab({ notify }: { notify: Notify }) {
  const t = useTexts(adminSiteImagesTexts);
  const key = adminKeys.settings('site-images');
  const loaded = useAdminData(key, () => getSection('site-images'));
  const setData = useSetAdminData();
  const [images, setImages] = useState<SiteImages | null>(null);
  const [saving, setSaving] = useState<SiteImageKey | null>(null);

  // A failed read shows its error (no form: saving over unknown images would lose them).
  useEffect(() => {
    if (loaded.data === undefined) return;
    setImages({ ...EMPTY, ...loaded.data });
  }, [loaded.data]);

  async function save(image: SiteImageKey, url: string) {
    if (!images) return;
    const label = t.labels[image];
    setImages({ ...images, [image]: url });
    setSaving(image);
    try {
      const stored = { ...EMPTY, ...(await getSection('site-images')) };
      setData(key, await putSection('site-images', { ...stored, [image]: url }));
      notify(url ? t.saved(label) : t.removed(label));
    } catch (e) {
      setImages(images);
      notify(`${t.failed(label)}: ${errorMessage(e)}`);
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
      <h2 className="text-lg font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.hint}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {SITE_IMAGE_KEYS.map((image) => (
          <div key={image} aria-busy={saving === image} data-saves-in-place>
            <ImageUpload
              label={t.labels[image]}
              value={images[image] ?? ''}
              onChange={(url) => void save(image, url)}
              onError={(message) => notify(message)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
