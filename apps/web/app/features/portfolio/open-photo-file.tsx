import { useEffect } from 'react';
import type { LightboxPhoto } from './photo-lightbox';

/**
 * Stands in for the lightbox when its code cannot be loaded (a deploy replaced the chunk while the
 * page was open, the line dropped): the photo opens as its file, as the link does without
 * JavaScript, instead of the route's error page.
 */
export function OpenPhotoFile({ photos, index }: { photos: LightboxPhoto[]; index: number }) {
  useEffect(() => {
    const photo = photos[index];
    if (photo) window.location.assign(photo.src);
  }, [photos, index]);
  return null;
}
