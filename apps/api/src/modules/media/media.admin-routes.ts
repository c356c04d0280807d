import { contentOperations, errorResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { routeSchema } from '../../http/operations.ts';
import type { MediaService } from './media.service.ts';
import type { MediaPaths } from './media.storage.ts';
import { readMultipartForm } from './multipart.ts';
import { MAX_PDF_BYTES, PDF_TOO_LARGE } from './pdf-check.ts';

export interface MediaRoutesOptions {
  media: MediaService;
  paths: MediaPaths;
}

const errors = {
  401: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  /**
   * 507 Insufficient Storage: the disk filled up while the upload was received or processed.
   * Nothing is kept (no partial file, no media row); the same upload succeeds once there is space.
   */
  507: errorResponseSchema,
};

function requireOne<T>(files: { value: T }[]): T {
  const first = files[0];
  if (!first)
    throw new AppError('upload.missing_file', 'file is required', {
      errors: [{ path: 'file', code: 'required', message: 'is required' }],
    });
  return first.value;
}

/** Guarded uploads (inside the admin scope): one multipart field `file` each. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { media, paths }) => {
  app.post('/uploads/image', { schema: routeSchema(contentOperations.uploadImage, errors) }, async (request) => {
    const form = await readMultipartForm(request, paths, {
      fileFields: ['file'],
      maxFiles: 1,
      store: (file, name, bytes) => media.storeImage(file, name, bytes),
      discard: (stored) => media.deleteMediaByUrls(stored.map((s) => s.url)),
    });
    return requireOne(form.files);
  });

  app.post('/uploads/document', { schema: routeSchema(contentOperations.uploadDocument, errors) }, async (request) => {
    const form = await readMultipartForm(request, paths, {
      fileFields: ['file'],
      maxFiles: 1,
      fileSize: MAX_PDF_BYTES,
      tooLargeDetail: PDF_TOO_LARGE,
      tooLargeCode: 'upload.pdf_too_large',
      store: (file, name, bytes) => media.storeDocument(file, name, bytes),
      discard: (stored) => media.deleteMediaByUrls(stored.map((s) => s.url)),
    });
    return requireOne(form.files);
  });
};
