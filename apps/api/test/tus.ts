import { Upload } from 'tus-js-client';
import { bearer } from './admin.ts';
import type { TestApp } from './test-app.ts';

/**
 * Uploads a whole file into a gallery with the kept tus client over real HTTP, as the office does,
 * and resolves with the upload's URL once the photo's previews are rendered (the last PATCH is
 * answered before them, ADR 046). No retries: a refusal rejects with tus-js-client's error.
 * `origin` is the listening test app (`t.app.listen({ port: 0 })`).
 */
export function uploadGalleryPhoto(
  t: TestApp,
  options: { origin: string; token: string; galleryId: string; data: Buffer; filename: string; uploadUrl?: string },
): Promise<string> {
  const { origin, token, galleryId, data, filename, uploadUrl } = options;
  return new Promise((resolve, reject) => {
    const upload = new Upload(data, {
      endpoint: `${origin}/api/admin/gallery-uploads`,
      ...(uploadUrl ? { uploadUrl } : {}),
      headers: bearer(token),
      metadata: { gallery_id: galleryId, filename },
      retryDelays: [],
      onError: reject,
      onSuccess: () => void t.app.galleryJobs.renderIdle().then(() => resolve(upload.url ?? ''), reject),
    });
    upload.start();
  });
}
