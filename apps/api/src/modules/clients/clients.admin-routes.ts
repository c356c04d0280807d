import { officeOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { ClientsService } from './clients.service.ts';

/** /api/admin/clients: each person once, the record by its opaque id, the owner's note (ADR 049). */
export const clientsAdminRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  app.get('/clients', { schema: routeSchema(ops.clients) }, (request) => clients.list(request.query));
  app.get('/clients/:id', { schema: routeSchema(ops.client) }, (request) => clients.get(request.params.id));
  app.put('/clients/:id/note', { schema: routeSchema(ops.saveClientNote) }, (request) =>
    clients.saveNote(request.params.id, request.body.note),
  );
};
