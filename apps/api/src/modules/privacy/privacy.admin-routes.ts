import {
  eraseResultSchema,
  personQuerySchema,
  personResponseSchema,
  privacySettingsSchema,
  retentionPlanSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personZip } from './privacy.export.ts';
import type { Retention } from './privacy.retention.ts';
import type { PrivacyService } from './privacy.service.ts';

/** Guarded: a person's data by e-mail address or name (view, ZIP export, erasure), the retention, the privacy periods. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  retention: Retention;
  clock: () => Date;
}> = async (app, { privacy, retention, clock }) => {
  app.get(
    '/privacy/person',
    { schema: { querystring: personQuerySchema, response: { 200: personResponseSchema } } },
    (request) => privacy.person(request.query),
  );
  app.get('/privacy/person/export', { schema: { querystring: personQuerySchema } }, async (request, reply) => {
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
      schema: { body: personQuerySchema, response: { 200: eraseResultSchema } },
      config: { audit: { hide: ['email', 'name'] } },
    },
    (request) => privacy.erase(request.body),
  );
  app.get('/privacy/retention', { schema: { response: { 200: retentionPlanSchema } } }, () => retention.dryRun());
  app.post('/privacy/retention/run', { schema: { response: { 200: retentionPlanSchema } } }, () => retention.run());
  app.get('/privacy/settings', { schema: { response: { 200: privacySettingsSchema } } }, () => privacy.settings());
  app.put(
    '/privacy/settings',
    { schema: { body: privacySettingsSchema, response: { 200: privacySettingsSchema } } },
    (request) => privacy.saveSettings(request.body),
  );
};
