import { eraseResultSchema, personQuerySchema, personResponseSchema, privacySettingsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personZip } from './privacy.export.ts';
import type { PrivacyService } from './privacy.service.ts';

/** Guarded: a person's data by e-mail address (view, ZIP export, erasure) and the privacy periods. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService; clock: () => Date }> = async (
  app,
  { privacy, clock },
) => {
  app.get(
    '/privacy/person',
    { schema: { querystring: personQuerySchema, response: { 200: personResponseSchema } } },
    (request) => privacy.person(request.query.email),
  );
  app.get('/privacy/person/export', { schema: { querystring: personQuerySchema } }, async (request, reply) => {
    const person = await privacy.person(request.query.email);
    const day = clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="personal-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(personZip(person, clock().toISOString()));
  });
  app.post(
    '/privacy/person/erase',
    { schema: { body: personQuerySchema, response: { 200: eraseResultSchema } } },
    (request) => privacy.erase(request.body.email),
  );
  app.get('/privacy/settings', { schema: { response: { 200: privacySettingsSchema } } }, () => privacy.settings());
  app.put(
    '/privacy/settings',
    { schema: { body: privacySettingsSchema, response: { 200: privacySettingsSchema } } },
    (request) => privacy.saveSettings(request.body),
  );
};
