import { type ImageInfo, imageInfoSchema, type SiteImageKey, siteImagesSchema } from '@app/contracts';
import { loadJson } from './load';
import type { ServerServices, servicesContext } from './server-context';

/**
 * The responsive variants of a hero image the page only knows by URL (site image, city hero), for
 * server loaders. null for an empty URL or an image that did not come through the media pipeline
 * (e.g. an external URL): the page then shows the URL as it is.
 */
export function loadHeroPhoto(
  context: { get: (key: typeof servicesContext) => ServerServices },
  url: string,
): Promise<ImageInfo | null> {
  if (!url) return Promise.resolve(null);
  return loadJson(context, `/api/public/images?url=${encodeURIComponent(url)}`, null, imageInfoSchema.nullable());
}

/**
 * A page's own image from the site images (`portfolio_category_image`, ...) with its variants,
 * for the page's hero: an empty `image` when the owner uploaded none (the hero is then text only).
 */
export async function loadSiteHero(
  context: { get: (key: typeof servicesContext) => ServerServices },
  key: SiteImageKey,
): Promise<{ image: string; photo: ImageInfo | null }> {
  const images = await loadJson(context, '/api/admin/settings/site-images', null, siteImagesSchema.nullable());
  const image = images?.[key] ?? '';
  return { image, photo: await loadHeroPhoto(context, image) };
}
