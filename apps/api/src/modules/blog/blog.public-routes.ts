import { listQuerySchema, publicBlogPostSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { createBlogService, type ResolvePhotos } from './blog.service.ts';

export interface BlogRouteOptions {
  db: Kysely<Database>;
  clock: () => Date;
  resolvePhotos?: ResolvePhotos | undefined;
}

/** Any text is accepted as the id: a page passes whole slugs, and anything that is not a post is a 404. */
const postIdParamSchema = z.object({ id: z.string() });

/** GET /api/public/blog and /api/public/blog/{id}: published posts only. */
export const blogPublicRoutes: FastifyPluginAsyncZod<BlogRouteOptions> = async (app, options) => {
  const blog = createBlogService(options);

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: { querystring: listQuerySchema, response: { 200: z.array(publicBlogPostSchema) } },
    },
    async (request) => blog.listPublic(request.query),
  );

  app.get(
    '/:id',
    { config: { publicCache: true }, schema: { params: postIdParamSchema, response: { 200: publicBlogPostSchema } } },
    async (request) => blog.getPublic(request.params.id),
  );
};
