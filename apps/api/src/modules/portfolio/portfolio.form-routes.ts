import {
  type AdminPortfolioItem,
  contentOperations,
  type PortfolioItemInput,
  type PortfolioItemUpdate,
  portfolioItemInputSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, invalidFields } from '../../http/errors.ts';
import { routeSchema } from '../../http/operations.ts';
import { checkCreate, IMAGE_FORM_ERRORS, readImageForm, savingImages, textFields } from '../media/image-form.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaPaths } from '../media/media.storage.ts';

/** The portfolio service functions these routes call. */
export interface PortfolioWrites {
  getItem(id: string): Promise<AdminPortfolioItem>;
  createItem(input: PortfolioItemInput): Promise<AdminPortfolioItem>;
  updateItem(id: string, input: PortfolioItemUpdate): Promise<AdminPortfolioItem>;
  updateItemImages(
    id: string,
    input: PortfolioItemUpdate,
    images: { keep: string[] | null; add: string[] },
  ): Promise<{ item: AdminPortfolioItem; dropped: string[] }>;
  addPhoto(id: string, url: string): Promise<{ item: AdminPortfolioItem; dropped: string[] }>;
}

/** Photos per project in one request (the multipart plugin allows 20 files at most). */
const MAX_PROJECT_IMAGES = 20;

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
    throw invalidFields([
      { path: 'keep_images', code: 'invalid_format', message: 'must be a JSON list of image URLs' },
    ]);
  }
  return new Set(parsed);
}

/**
 * POST /portfolio and PUT /portfolio/:id (multipart, inside the guarded admin scope): the photos go
 * through media's image pipeline, the fields to the portfolio service. New photos are deleted again
 * when the project cannot be saved; photos it no longer uses are deleted after it was saved.
 */
export const portfolioFormRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  paths: MediaPaths;
  portfolio: PortfolioWrites;
}> = async (app, options) => {
  const { media, portfolio } = options;

  app.post(
    '/portfolio',
    { schema: routeSchema(contentOperations.createProject, IMAGE_FORM_ERRORS) },
    async (request, reply) => {
      const form = await readImageForm(request, options, {
        fileFields: ['images', 'image'],
        maxFiles: MAX_PROJECT_IMAGES,
      });
      const urls = form.images.map((image) => image.url);
      const fields = textFields(form.fields, ['images', 'image', 'keep_images']);
      const item = await savingImages(media, urls, async () => {
        // Photos may also follow one by one (POST /portfolio/:id/photos): none is required here.
        checkCreate(portfolioItemInputSchema, fields, null);
        // The service validates the text fields (checkCreate above only gathers all errors at once).
        return portfolio.createItem({ ...fields, images: urls } as PortfolioItemInput);
      });
      reply.status(201);
      return item;
    },
  );

  app.put(
    '/portfolio/:id',
    { schema: routeSchema(contentOperations.updateProject, IMAGE_FORM_ERRORS) },
    async (request) => {
      await portfolio.getItem(request.params.id); // 404 before any upload is processed
      const form = await readImageForm(request, options, {
        fileFields: ['images', 'image'],
        maxFiles: MAX_PROJECT_IMAGES,
      });
      const urls = form.images.map((image) => image.url);
      const fields = textFields(form.fields, ['images', 'image', 'keep_images']) as PortfolioItemUpdate;
      const { item, dropped } = await savingImages(media, urls, async () => {
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

  /**
   * One photo per request, added at the end of the project's photos: the office uploads each file on
   * its own (progress, retry), so one refused file (415 upload.not_an_image, checked by content) is
   * named and leaves the project and its other photos as they are.
   */
  app.post(
    '/portfolio/:id/photos',
    { schema: routeSchema(contentOperations.addProjectPhoto, IMAGE_FORM_ERRORS) },
    async (request, reply) => {
      await portfolio.getItem(request.params.id); // 404 before the upload is processed
      const form = await readImageForm(request, options, { fileFields: ['image'], maxFiles: 1 });
      const [image] = form.images;
      if (!image) throw new AppError('upload.missing_file', 'No image file was sent (field: image)');
      const { item } = await savingImages(media, [image.url], () => portfolio.addPhoto(request.params.id, image.url));
      const photo = item.photo_texts.find((p) => p.url === image.url);
      if (!photo)
        throw new AppError('conflict', 'The photo was removed again by another change: please upload it again');
      reply.status(201);
      return { photo, item };
    },
  );
};
