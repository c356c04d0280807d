import {
  portfolioCategoryCountsSchema,
  publicPortfolioItemSchema,
  publicPortfolioQuerySchema,
  publicProjectPageSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { createPortfolioService, type ResolvePhotos } from './portfolio.service.ts';

export interface PortfolioRouteOptions {
  db: Kysely<Database>;
  clock: () => Date;
  resolvePhotos?: ResolvePhotos | undefined;
}

/**
 * GET /api/public/portfolio?category=&featured=&limit=&skip= : newest first.
 * GET /api/public/portfolio/{slug}: one project with its newer and older neighbours (404 when none).
 * GET /api/public/portfolio/category/counts: the public projects per category key (two segments:
 * no project slug can take the address).
 */
export const portfolioPublicRoutes: FastifyPluginAsyncZod<PortfolioRouteOptions> = async (app, options) => {
  const portfolio = createPortfolioService(options);
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: { querystring: publicPortfolioQuerySchema, response: { 200: z.array(publicPortfolioItemSchema) } },
    },
    async (request) => portfolio.listPublic(request.query),
  );
  app.get(
    '/category/counts',
    { config: { publicCache: true }, schema: { response: { 200: portfolioCategoryCountsSchema } } },
    async () => ({ categories: await portfolio.countPublicByCategory() }),
  );
  app.get(
    '/:slug',
    {
      config: { publicCache: true },
      schema: { params: z.object({ slug: z.string() }), response: { 200: publicProjectPageSchema } },
    },
    async (request) => portfolio.getPublicPage(request.params.slug),
  );
};
