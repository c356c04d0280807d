import { documentInputSchema, documentSchema, errorResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentsService } from './documents.service.ts';

const documentResponse = z.object({ document: documentSchema });
const errors = { 404: errorResponseSchema, 422: errorResponseSchema };
/** Any text: an id that is not one of ours is simply not found (404). */
const idParam = z.object({ id: z.string().max(100) });

/** Guarded document writes (inside the admin scope). */
export const documentsAdminRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.post(
    '/settings/documents',
    { schema: { body: documentInputSchema, response: { 201: documentResponse, ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return { document: await documents.create(request.body) };
    },
  );

  app.put(
    '/settings/documents/:id',
    { schema: { params: idParam, body: documentInputSchema, response: { 200: documentResponse, ...errors } } },
    async (request) => ({ document: await documents.update(request.params.id, request.body) }),
  );

  app.delete(
    '/settings/documents/:id',
    { schema: { params: idParam, response: { 200: z.object({ message: z.string() }), ...errors } } },
    async (request) => {
      await documents.remove(request.params.id);
      return { message: 'Document deleted' };
    },
  );
};
