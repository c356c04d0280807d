import {
  type AdminBlogPost,
  type AdminPortfolioItem,
  adminBlogPostSchema,
  adminPortfolioItemSchema,
  type BlogPostInput,
  type BlogPostUpdate,
  blogPostInputSchema,
  errorResponseSchema,
  idParamSchema,
  type PortfolioItemInput,
  type PortfolioItemUpdate,
  portfolioItemInputSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type FieldError } from '../../http/errors.ts';
import { readImageForm } from './image-form.ts';
import type { MediaService } from './media.service.ts';
import type { MediaPaths } from './media.storage.ts';

/** The portfolio service functions these routes call (the portfolio module's). */
export interface PortfolioWrites {
  getItem(id: string): Promise<AdminPortfolioItem>;
  createItem(input: PortfolioItemInput): Promise<AdminPortfolioItem>;
  updateItem(id: string, input: PortfolioItemUpdate): Promise<AdminPortfolioItem>;
  updateItemImages(
    id: string,
    input: PortfolioItemUpdate,
    images: { keep: string[] | null; add: string[] },
  ): Promise<{ item: AdminPortfolioItem; dropped: string[] }>;
}

/** The blog service functions these routes call (the blog module's). */
export interface BlogWrites {
  getPost(id: string): Promise<AdminBlogPost>;
  createPost(input: BlogPostInput): Promise<AdminBlogPost>;
  updatePost(id: string, input: BlogPostUpdate): Promise<AdminBlogPost>;
}

export interface CatalogFormsOptions {
  media: MediaService;
  paths: MediaPaths;
  portfolio: PortfolioWrites;
  blog: BlogWrites;
}

/** Photos per project in one request (the multipart plugin allows 20 files at most). */
const MAX_PROJECT_IMAGES = 20;
const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  /** The disk filled up while the photos were stored: nothing of the request is kept. */
  507: errorResponseSchema,
};

/** Text fields only: image fields are files, never client-given URLs. */
function textFields(fields: Record<string, string>, drop: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !drop.includes(name)));
}

function invalid(errorList: FieldError[]): AppError {
  return new AppError('validation', `Invalid input: ${errorList.map((e) => `${e.path}: ${e.message}`).join('; ')}`, {
    errors: errorList,
  });
}

/** Field errors of `schema` for these fields, plus the missing-file error, all in one 422. */
function checkCreate(schema: z.ZodType, fields: Record<string, string>, missingFile: FieldError | null): void {
  const result = schema.safeParse(fields);
  const list: FieldError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  if (missingFile) list.push(missingFile);
  if (list.length) throw invalid(list);
}

/** `keep_images`: the JSON list of existing image URLs to keep, in order; absent = keep all. */
function parseKeepList(value: string | undefined): Set<string> | null {
  if (value === undefined) return null;
  let parsed: unknown;
  try {
    parsed = value.trim() === '' ? [] : JSON.parse(value);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every((url) => typeof url === 'string')) {
    throw invalid([{ path: 'keep_images', message: 'must be a JSON list of image URLs' }]);
  }
  return new Set(parsed);
}

/**
 * The multipart writes of portfolio projects and blog posts (inside the guarded admin scope):
 * the uploaded files go through the image pipeline, the fields to the portfolio and blog services.
 * New images are deleted again when the record cannot be saved; images a record no longer uses
 * are deleted after it was saved (unless something else still uses them).
 */
export const catalogFormsAdminRoutes: FastifyPluginAsyncZod<CatalogFormsOptions> = async (app, options) => {
  const { media, portfolio, blog } = options;

  /** Runs `save` with the new images; deletes them again if it fails. */
  async function saving<T>(newUrls: string[], save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await media.deleteMediaByUrls(newUrls);
      throw error;
    }
  }

  app.post(
    '/portfolio',
    { schema: { response: { 201: adminPortfolioItemSchema, ...errors } } },
    async (request, reply) => {
      const form = await readImageForm(request, options, {
        fileFields: ['images', 'image'],
        maxFiles: MAX_PROJECT_IMAGES,
      });
      const urls = form.images.map((image) => image.url);
      const fields = textFields(form.fields, ['images', 'image', 'keep_images']);
      const item = await saving(urls, async () => {
        checkCreate(
          portfolioItemInputSchema,
          fields,
          urls.length ? null : { path: 'images', message: 'at least one image is required' },
        );
        // The service validates the text fields (checkCreate above only gathers all errors at once).
        return portfolio.createItem({ ...fields, images: urls } as PortfolioItemInput);
      });
      reply.status(201);
      return item;
    },
  );

  app.put(
    '/portfolio/:id',
    { schema: { params: idParamSchema, response: { 200: adminPortfolioItemSchema, ...errors } } },
    async (request) => {
      await portfolio.getItem(request.params.id); // 404 before any upload is processed
      const form = await readImageForm(request, options, {
        fileFields: ['images', 'image'],
        maxFiles: MAX_PROJECT_IMAGES,
      });
      const urls = form.images.map((image) => image.url);
      const fields = textFields(form.fields, ['images', 'image', 'keep_images']) as PortfolioItemUpdate;
      const { item, dropped } = await saving(urls, async () => {
        // Kept images in the order keep_images lists them (so the admin can choose the main image),
        // then the new ones; without either, the images stay as they are.
        const keep = parseKeepList(form.fields.keep_images);
        if (keep === null && urls.length === 0) {
          return { item: await portfolio.updateItem(request.params.id, fields), dropped: [] };
        }
        return portfolio.updateItemImages(request.params.id, fields, { keep: keep && [...keep], add: urls });
      });
      await media.deleteMediaByUrls(dropped);
      return item;
    },
  );

  app.post('/blog', { schema: { response: { 201: adminBlogPostSchema, ...errors } } }, async (request, reply) => {
    const form = await readImageForm(request, options, { fileFields: ['image'], maxFiles: 1 });
    const url = form.images[0]?.url;
    const fields = textFields(form.fields, ['image']);
    const post = await saving(url ? [url] : [], async () => {
      checkCreate(blogPostInputSchema, fields, url ? null : { path: 'image', message: 'an image is required' });
      return blog.createPost({ ...fields, image: url } as BlogPostInput);
    });
    reply.status(201);
    return post;
  });

  app.put(
    '/blog/:id',
    { schema: { params: idParamSchema, response: { 200: adminBlogPostSchema, ...errors } } },
    async (request) => {
      const before = await blog.getPost(request.params.id);
      const form = await readImageForm(request, options, { fileFields: ['image'], maxFiles: 1 });
      const url = form.images[0]?.url;
      const fields = textFields(form.fields, ['image']);
      const post = await saving(url ? [url] : [], () =>
        blog.updatePost(request.params.id, { ...fields, ...(url ? { image: url } : {}) } as BlogPostUpdate),
      );
      if (url && before.image && before.image !== post.image) await media.deleteMediaByUrls([before.image]);
      return post;
    },
  );
};
