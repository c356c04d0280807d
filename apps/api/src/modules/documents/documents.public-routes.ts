import { settingsOperations } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * The open GET (register in the unguarded scope with prefix /api/admin): the public site lists the
 * active documents; with a valid admin token the back office gets all of them.
 */
export const documentsPublicRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  auth: { identify(request: FastifyRequest): Promise<unknown> };
}> = async (app, { documents, auth }) => {
  app.get(
    '/settings/documents',
    { config: { publicCache: true }, schema: routeSchema(settingsOperations.documents) },
    async (request) => {
      const admin = await auth.identify(request);
      return { documents: await documents.list({ includeInactive: admin !== null }) };
    },
  );
};
