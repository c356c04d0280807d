import { publicPortfolioItemSchema, publicPortfolioQuerySchema } from '@app/contracts';
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

/** GET /api/public/portfolio?category=&featured=&limit=&skip= : newest first. */
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
};
