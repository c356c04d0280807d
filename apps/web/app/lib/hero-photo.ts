import { type ImageInfo, imageInfoSchema } from '@app/contracts';
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
