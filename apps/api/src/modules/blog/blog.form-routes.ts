import {
  type AdminBlogPost,
  type BlogPostInput,
  type BlogPostUpdate,
  blogPostInputSchema,
  contentOperations,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import { checkCreate, IMAGE_FORM_ERRORS, readImageForm, savingImages, textFields } from '../media/image-form.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaPaths } from '../media/media.storage.ts';

/** The blog service functions these routes call. */
export interface BlogWrites {
  getPost(id: string): Promise<AdminBlogPost>;
  createPost(input: BlogPostInput): Promise<AdminBlogPost>;
  updatePost(id: string, input: BlogPostUpdate): Promise<AdminBlogPost>;
}

/**
 * POST /blog and PUT /blog/:id (multipart, inside the guarded admin scope): the post's image goes
 * through media's image pipeline, the fields to the blog service; a replaced image is deleted.
 */
export const blogFormRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  paths: MediaPaths;
  blog: BlogWrites;
}> = async (app, options) => {
  const { media, blog } = options;

  app.post(
    '/blog',
    { schema: routeSchema(contentOperations.createPost, IMAGE_FORM_ERRORS) },
    async (request, reply) => {
      const form = await readImageForm(request, options, { fileFields: ['image'], maxFiles: 1 });
      const url = form.images[0]?.url;
      const fields = textFields(form.fields, ['image']);
      const post = await savingImages(media, url ? [url] : [], async () => {
        checkCreate(
          blogPostInputSchema,
          fields,
          url ? null : { path: 'image', code: 'required', message: 'an image is required' },
        );
        return blog.createPost({ ...fields, image: url } as BlogPostInput);
      });
      reply.status(201);
      return post;
    },
  );

  app.put('/blog/:id', { schema: routeSchema(contentOperations.updatePost, IMAGE_FORM_ERRORS) }, async (request) => {
    const before = await blog.getPost(request.params.id);
    const form = await readImageForm(request, options, { fileFields: ['image'], maxFiles: 1 });
    const url = form.images[0]?.url;
    const fields = textFields(form.fields, ['image']);
    const post = await savingImages(media, url ? [url] : [], () =>
      blog.updatePost(request.params.id, { ...fields, ...(url ? { image: url } : {}) } as BlogPostUpdate),
    );
    if (url && before.image && before.image !== post.image) await media.deleteMediaByUrls([before.image]);
    return post;
  });
};
