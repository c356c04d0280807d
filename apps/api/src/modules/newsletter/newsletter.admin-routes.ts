import { officeOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRouteSchema, routeSchema } from '../../http/operations.ts';
import type { NewsletterService } from './newsletter.service.ts';

/** Guarded: the subscriber list, the confirmed ones as CSV, and deleting one. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.get('/newsletter/subscribers', { schema: routeSchema(ops.subscribers) }, (request) =>
    newsletter.list(request.query),
  );
  app.get('/newsletter/subscribers.csv', { schema: fileRouteSchema(ops.subscribersCsv) }, async (_request, reply) => {
    const csv = await newsletter.csv();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(`\uFEFF${csv}`);
  });
  app.delete('/newsletter/subscribers/:id', { schema: routeSchema(ops.deleteSubscriber) }, (request) =>
    newsletter.remove(request.params.id),
  );
};
