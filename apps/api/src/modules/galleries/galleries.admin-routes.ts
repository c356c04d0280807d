import { officeOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { GalleriesService } from './galleries.service.ts';

/** Guarded: the owner's galleries (the client data is in these answers, the password never is). */
export const galleriesAdminRoutes: FastifyPluginAsyncZod<{ galleries: GalleriesService }> = async (
  app,
  { galleries },
) => {
  app.get('/galleries', { schema: routeSchema(ops.galleries) }, () => galleries.list());
  app.post('/galleries', { schema: routeSchema(ops.createGallery) }, async (request, reply) =>
    reply.status(201).send(await galleries.create(request.body)),
  );
  app.get('/galleries/:id', { schema: routeSchema(ops.gallery) }, (request) => galleries.get(request.params.id));
  app.put('/galleries/:id', { schema: routeSchema(ops.updateGallery) }, (request) =>
    galleries.update(request.params.id, request.body),
  );
  app.delete('/galleries/:id', { schema: routeSchema(ops.deleteGallery) }, (request) =>
    galleries.remove(request.params.id),
  );
  // The owner lifts the password lock-outs (wrong passwords from one address or from many).
  app.delete('/galleries/:id/lockouts', { schema: routeSchema(ops.clearLockouts) }, (request) =>
    galleries.clearLockouts(request.params.id),
  );
  app.post('/galleries/:id/link', { schema: routeSchema(ops.regenerateLink) }, (request) =>
    galleries.regenerateLink(request.params.id),
  );
  app.put('/galleries/:id/order', { schema: routeSchema(ops.orderGallery) }, (request) =>
    galleries.reorder(request.params.id, request.body.photo_ids),
  );
  app.post('/galleries/:id/send/preview', { schema: routeSchema(ops.galleryDeliveryPreview) }, (request) =>
    galleries.sendToClient(request.params.id, request.body.message, true),
  );
  app.post('/galleries/:id/send', { schema: routeSchema(ops.sendGallery) }, (request) =>
    galleries.sendToClient(request.params.id, request.body.message, false),
  );
  app.put('/galleries/:id/arrangement', { schema: routeSchema(ops.arrangeGallery) }, (request) =>
    galleries.arrange(request.params.id, request.body),
  );
  app.post('/galleries/:id/photos/delete', { schema: routeSchema(ops.deleteGalleryPhotos) }, (request) =>
    galleries.removePhotos(request.params.id, request.body.photo_ids),
  );
  app.put('/galleries/:id/cover', { schema: routeSchema(ops.setGalleryCover) }, (request) =>
    galleries.setCover(request.params.id, request.body.photo_id),
  );
  app.delete('/galleries/:id/photos/:photoId', { schema: routeSchema(ops.deleteGalleryPhoto) }, (request) =>
    galleries.removePhoto(request.params.id, request.params.photoId),
  );
};
