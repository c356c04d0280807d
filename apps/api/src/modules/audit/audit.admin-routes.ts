import { officeOperations } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { AuditService } from './audit.service.ts';

/** Guarded: the audit log, newest first, filtered by who, what, which action and days. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/audit', { schema: routeSchema(officeOperations.audit) }, (request) => audit.list(request.query));
};
