import { readFile } from 'node:fs/promises';
import { errorResponseSchema, officeOperations, WATERMARK_LOGO_MAX_BYTES } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/errors.ts';
import { fileRouteSchema, routeSchema } from '../../http/operations.ts';
import type { MediaPaths } from '../media/media.storage.ts';
import { removeQuietly } from '../media/media.storage.ts';
import { readMultipartForm } from '../media/multipart.ts';
import type { GalleriesService } from './galleries.service.ts';
import { checkLogo } from './galleries.watermark.ts';

const errors = {
  404: errorResponseSchema,
  409: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
};

/**
 * The studio logo for gallery watermarks (issue 18 item 3, ADR 029), inside the guarded admin
 * scope: PUT (multipart field `file`, checked by content, 422 when it is no PNG/WebP with
 * transparency, over 2 MB or out of the pixel limits), GET (the image for the office's preview,
 * `private, no-store`), DELETE (409 while galleries are marked with it).
 */
export const galleryLogoRoutes: FastifyPluginAsyncZod<{ galleries: GalleriesService; paths: MediaPaths }> = async (
  app,
  { galleries, paths },
) => {
  const url = '/galleries/watermark-logo';
  app.put(url, { schema: routeSchema(officeOperations.uploadWatermarkLogo, errors) }, async (request) => {
    const form = await readMultipartForm(request, paths, {
      fileFields: ['file'],
      maxFiles: 1,
      fileSize: WATERMARK_LOGO_MAX_BYTES,
      tooLargeDetail: 'The watermark logo must be at most 2 MB',
      tooLargeCode: 'validation_failed',
      store: async (tempFile) => {
        try {
          return await checkLogo(await readFile(tempFile));
        } finally {
          await removeQuietly(tempFile);
        }
      },
      discard: async () => {},
    });
    const logo = form.files[0]?.value;
    if (!logo) {
      throw new AppError('upload.missing_file', 'file is required', {
        errors: [{ path: 'file', code: 'required', message: 'is required' }],
      });
    }
    return galleries.setWatermarkLogo(logo);
  });

  app.get(url, { schema: fileRouteSchema(officeOperations.watermarkLogo) }, async (_request, reply) => {
    const stored = await galleries.watermarkLogo();
    if (!stored) throw notFound('No watermark logo is stored');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', stored.length)
      .send(stored.stream);
  });

  app.delete(url, { schema: routeSchema(officeOperations.deleteWatermarkLogo, errors) }, () =>
    galleries.deleteWatermarkLogo(),
  );
};
