import { contentOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { BlogRouteOptions } from './blog.public-routes.ts';
import { createBlogService } from './blog.service.ts';

export interface BlogAdminRouteOptions extends BlogRouteOptions {
  /** Removes stored files no record uses any more (the media module's); by default files are kept. */
  deleteFiles?: ((urls: string[]) => Promise<void>) | undefined;
}

/**
 * /api/admin/blog reads and deletes (inside the guarded admin scope). The multipart POST and PUT
 * live with the media uploads and call this module's service (createPost, updatePost).
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<BlogAdminRouteOptions> = async (app, options) => {
  const blog = createBlogService(options);

  app.get('/', { schema: routeSchema(ops.posts) }, async (request) => blog.listAdmin(request.query));

  app.get('/:id', { schema: routeSchema(ops.post) }, async (request) => blog.getPost(request.params.id));

  app.delete('/:id', { schema: routeSchema(ops.deletePost) }, async (request) => {
    const urls = await blog.deletePost(request.params.id);
    if (options.deleteFiles && urls.length) {
      await options.deleteFiles(urls).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not delete the image of a deleted blog post');
      });
    }
    return { message: 'Blog post deleted' };
  });
};
