import { auditListQuerySchema, auditListSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';

/** Guarded: the audit log, newest first, filtered by who, what, which action and days. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/audit', { schema: { querystring: auditListQuerySchema, response: { 200: auditListSchema } } }, (request) =>
    audit.list(request.query),
  );
};
