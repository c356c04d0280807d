import { errorResponseSchema, imageInfoSchema, LIMITS } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { MediaService } from './media.service.ts';

export interface MediaPublicRoutesOptions {
  media: MediaService;
}

/**
 * GET /api/public/images?url=... (register with that prefix): the responsive variants, intrinsic
 * size and placeholder of a stored image, for pages that only hold its URL (the home hero from
 * the site images, a city page's hero). Unknown URLs are a 404.
 */
export const mediaPublicRoutes: FastifyPluginAsyncZod<MediaPublicRoutesOptions> = async (app, { media }) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        querystring: z.object({ url: z.string().trim().min(1, 'is required').max(LIMITS.url) }),
        response: { 200: imageInfoSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const [info] = await media.resolveImages([request.query.url]);
      if (!info) throw new AppError('not_found', 'Image not found');
      return info;
    },
  );
};
