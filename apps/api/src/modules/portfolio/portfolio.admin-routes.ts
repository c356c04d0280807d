import { adminPortfolioItemSchema, adminPortfolioQuerySchema, idParamSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PortfolioRouteOptions } from './portfolio.public-routes.ts';
import { createPortfolioService } from './portfolio.service.ts';

export interface PortfolioAdminRouteOptions extends PortfolioRouteOptions {
  /** Removes stored files no record uses any more (the media module's); by default files are kept. */
  deleteFiles?: ((urls: string[]) => Promise<void>) | undefined;
}

/**
 * /api/admin/portfolio reads and deletes (inside the guarded admin scope). The multipart POST and
 * PUT live with the media uploads and call this module's service (createItem, updateItem).
 */
export const portfolioAdminRoutes: FastifyPluginAsyncZod<PortfolioAdminRouteOptions> = async (app, options) => {
  const portfolio = createPortfolioService(options);

  app.get(
    '/',
    { schema: { querystring: adminPortfolioQuerySchema, response: { 200: z.array(adminPortfolioItemSchema) } } },
    async (request) => portfolio.listAdmin(request.query),
  );

  app.get('/:id', { schema: { params: idParamSchema, response: { 200: adminPortfolioItemSchema } } }, async (request) =>
    portfolio.getItem(request.params.id),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const urls = await portfolio.deleteItem(request.params.id);
      if (options.deleteFiles && urls.length) {
        await options.deleteFiles(urls).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not delete the files of a deleted portfolio item');
        });
      }
      return { message: 'Portfolio item deleted' };
    },
  );
};
