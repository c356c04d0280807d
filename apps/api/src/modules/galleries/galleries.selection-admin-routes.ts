import {
  gallerySelectionReopenSchema,
  galleryStatsQuerySchema,
  galleryStatsSchema,
  idParamSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GallerySelection } from './galleries.selection.ts';

/** Guarded: a gallery's counters and its visitors' favourites and selections (ADR 029). */
export const gallerySelectionAdminRoutes: FastifyPluginAsyncZod<{ selection: GallerySelection }> = async (
  app,
  { selection },
) => {
  app.get(
    '/galleries/:id/stats',
    {
      schema: { params: idParamSchema, querystring: galleryStatsQuerySchema, response: { 200: galleryStatsSchema } },
    },
    (request) => selection.stats(request.params.id, request.query),
  );
  app.post(
    '/galleries/:id/selections/reopen',
    { schema: { params: idParamSchema, body: gallerySelectionReopenSchema, response: { 200: galleryStatsSchema } } },
    (request) => selection.reopen(request.params.id, request.body.visitor),
  );
};
