import { officeOperations } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { GallerySelection } from './galleries.selection.ts';

/** Guarded: a gallery's counters and its visitors' favourites and selections (ADR 029). */
export const gallerySelectionAdminRoutes: FastifyPluginAsyncZod<{ selection: GallerySelection }> = async (
  app,
  { selection },
) => {
  app.get('/galleries/:id/stats', { schema: routeSchema(officeOperations.galleryStats) }, (request) =>
    selection.stats(request.params.id, request.query),
  );
  app.post('/galleries/:id/selections/reopen', { schema: routeSchema(officeOperations.reopenSelection) }, (request) =>
    selection.reopen(request.params.id, request.body.visitor),
  );
};
