import { idParamSchema, newsletterListQuerySchema, newsletterSubscriberSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './newsletter.service.ts';

/** Guarded: the subscriber list, the confirmed ones as CSV, and deleting one. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.get(
    '/newsletter/subscribers',
    { schema: { querystring: newsletterListQuerySchema, response: { 200: z.array(newsletterSubscriberSchema) } } },
    (request) => newsletter.list(request.query),
  );
  app.get('/newsletter/subscribers.csv', async (_request, reply) => {
    const csv = await newsletter.csv();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(`\uFEFF${csv}`);
  });
  app.delete(
    '/newsletter/subscribers/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    (request) => newsletter.remove(request.params.id),
  );
};
