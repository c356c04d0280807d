import { categoriesResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createPortfolioCategoryService } from './portfolio-categories.service.ts';

/** GET /api/portfolio-categories: the active categories, by sort_order. */
export const portfolioCategoryPublicRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const categories = createPortfolioCategoryService({ db, clock });
  app.get(
    '/',
    { config: { publicCache: true }, schema: { response: { 200: categoriesResponseSchema } } },
    async () => ({
      categories: await categories.listPublic(),
    }),
  );
};
