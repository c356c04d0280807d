import { officeOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRouteSchema, routeSchema } from '../../http/operations.ts';
import { personZip } from './privacy.export.ts';
import type { Retention } from './privacy.retention.ts';
import type { PrivacyService } from './privacy.service.ts';

/** Guarded: a person's data by e-mail address or name (view, ZIP export, erasure), the retention, the privacy periods. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  retention: Retention;
  clock: () => Date;
}> = async (app, { privacy, retention, clock }) => {
  app.get('/privacy/person', { schema: routeSchema(ops.person) }, (request) => privacy.person(request.query));
  app.get('/privacy/person/export', { schema: fileRouteSchema(ops.personExport) }, async (request, reply) => {
    const person = await privacy.person(request.query);
    const day = clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="personal-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(personZip(person, clock().toISOString()));
  });
  app.post(
    '/privacy/person/erase',
    // The audit log records the erasure, never the erased person's address or name.
    {
      schema: routeSchema(ops.erasePerson),
      config: { audit: { hide: ['email', 'name'] } },
    },
    (request) => privacy.erase(request.body),
  );
  app.get('/privacy/retention', { schema: routeSchema(ops.retention) }, () => retention.dryRun());
  app.post('/privacy/retention/run', { schema: routeSchema(ops.runRetention) }, () => retention.run());
  app.get('/privacy/settings', { schema: routeSchema(ops.privacySettings) }, () => privacy.settings());
  app.put('/privacy/settings', { schema: routeSchema(ops.savePrivacySettings) }, (request) =>
    privacy.saveSettings(request.body),
  );
};
