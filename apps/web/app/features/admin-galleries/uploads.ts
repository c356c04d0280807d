import { GALLERY_UPLOAD_PATH } from '@app/contracts';
import { DetailedError, Upload } from 'tus-js-client';
import { getToken } from '../admin-api/client';
import { ApiError } from '../admin-api/errors';

/** How many files travel at once (more only compete for the same connection). */
const PARALLEL = 3;
/** After a dropped connection: try again after 0 s, 1 s, 3 s, 5 s, 10 s, 20 s (then the file fails). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export interface FileProgress {
  name: string;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Why a file failed, from the code of the server's answer (tus's error keeps it); none: no connection. */
function errorText(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return 'нет связи с сервером';
  const refused = ApiError.fromAnswer(response.getStatus(), parsedBody(response.getBody()));
  switch (refused.code) {
    case 'unsupported_media_type':
    case 'upload.not_an_image':
      return 'не изображение (JPEG, PNG, WebP или AVIF)';
    case 'payload_too_large':
    case 'upload.image_too_large':
    case 'upload.too_many_pixels':
      return 'файл слишком большой';
    case 'upload.unreadable_image':
      return 'изображение не читается';
    case 'not_found':
      return 'галерея удалена';
    default:
      return refused.text;
  }
}

/**
 * Uploads the files into the gallery with tus (tus-js-client): each file on its own, resumed from
 * the server's offset after a dropped connection (and, through the fingerprint kept in
 * localStorage, after a reload of the page); a failed file does not stop the others.
 */
export async function uploadFiles(
  galleryId: string,
  files: File[],
  onChange: (index: number, progress: FileProgress) => void,
  onFileDone: () => void,
): Promise<void> {
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      if (file) await uploadOne(galleryId, file, (p) => onChange(index, p)).then(onFileDone, () => {});
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
}

function uploadOne(galleryId: string, file: File, onChange: (progress: FileProgress) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: GALLERY_UPLOAD_PATH,
      retryDelays: RETRY_DELAYS,
      metadata: { gallery_id: galleryId, filename: file.name },
      // One fingerprint per gallery and file: the same photo may go into two galleries.
      fingerprint: async (f: File) => `gallery-${galleryId}-${f.name}-${f.size}-${f.lastModified}`,
      removeFingerprintOnSuccess: true,
      // The token may have been renewed since the upload started.
      onBeforeRequest: (request) => {
        request.setHeader('Authorization', `Bearer ${getToken() ?? ''}`);
      },
      onProgress: (sent, total) =>
        onChange({ name: file.name, percent: total ? Math.round((sent / total) * 100) : 0, state: 'uploading' }),
      onSuccess: () => {
        onChange({ name: file.name, percent: 100, state: 'done' });
        resolve();
      },
      onError: (error) => {
        onChange({ name: file.name, percent: 0, state: 'failed', error: errorText(error) });
        reject(error);
      },
    });
    onChange({ name: file.name, percent: 0, state: 'uploading' });
    void upload.findPreviousUploads().then((previous) => {
      const [last] = previous;
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    });
  });
}
