import {
  galleryAdminDetailSchema,
  galleryAdminSchema,
  galleryCoverSchema,
  galleryCreateSchema,
  galleryOrderSchema,
  galleryUpdateSchema,
  idParamSchema,
  idSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GalleriesService } from './galleries.service.ts';

const photoParamsSchema = z.object({ id: idSchema, photoId: idSchema });

/** Guarded: the owner's galleries (the client data is in these answers, the password never is). */
export const galleriesAdminRoutes: FastifyPluginAsyncZod<{ galleries: GalleriesService }> = async (
  app,
  { galleries },
) => {
  app.get('/galleries', { schema: { response: { 200: z.array(galleryAdminSchema) } } }, () => galleries.list());
  app.post(
    '/galleries',
    { schema: { body: galleryCreateSchema, response: { 201: galleryAdminDetailSchema } } },
    async (request, reply) => reply.status(201).send(await galleries.create(request.body)),
  );
  app.get(
    '/galleries/:id',
    { schema: { params: idParamSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.get(request.params.id),
  );
  app.put(
    '/galleries/:id',
    { schema: { params: idParamSchema, body: galleryUpdateSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.update(request.params.id, request.body),
  );
  app.delete(
    '/galleries/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    (request) => galleries.remove(request.params.id),
  );
  // The owner lifts the password lock-outs (wrong passwords from one address or from many).
  app.delete(
    '/galleries/:id/lockouts',
    { schema: { params: idParamSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.clearLockouts(request.params.id),
  );
  app.post(
    '/galleries/:id/link',
    { schema: { params: idParamSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.regenerateLink(request.params.id),
  );
  app.put(
    '/galleries/:id/order',
    { schema: { params: idParamSchema, body: galleryOrderSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.reorder(request.params.id, request.body.photo_ids),
  );
  app.put(
    '/galleries/:id/cover',
    { schema: { params: idParamSchema, body: galleryCoverSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.setCover(request.params.id, request.body.photo_id),
  );
  app.delete(
    '/galleries/:id/photos/:photoId',
    { schema: { params: photoParamsSchema, response: { 200: galleryAdminDetailSchema } } },
    (request) => galleries.removePhoto(request.params.id, request.params.photoId),
  );
};
