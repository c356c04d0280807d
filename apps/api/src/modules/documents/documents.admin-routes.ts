import { errorResponseSchema, settingsOperations } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { DocumentsService } from './documents.service.ts';

const errors = { 404: errorResponseSchema, 422: errorResponseSchema };
/** Any text: an id that is not one of ours is simply not found (404). */

/** Guarded document writes (inside the admin scope). */
export const documentsAdminRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.post(
    '/settings/documents',
    { schema: routeSchema(settingsOperations.createDocument, errors) },
    async (request, reply) => {
      reply.status(201);
      return { document: await documents.create(request.body) };
    },
  );

  app.put(
    '/settings/documents/:id',
    { schema: routeSchema(settingsOperations.updateDocument, errors) },
    async (request) => ({ document: await documents.update(request.params.id, request.body) }),
  );

  app.delete(
    '/settings/documents/:id',
    { schema: routeSchema(settingsOperations.deleteDocument, errors) },
    async (request) => {
      await documents.remove(request.params.id);
      return { message: 'Document deleted' };
    },
  );
};
