import { contentOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/operations.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { deleteConsentFile } from './portfolio.consent-document.ts';
import type { PortfolioRouteOptions } from './portfolio.public-routes.ts';
import { createPortfolioService, type GalleryConsentLookup } from './portfolio.service.ts';
import { createPortfolioCurationService } from './portfolio-curation.service.ts';

export interface PortfolioAdminRouteOptions extends PortfolioRouteOptions {
  /** Removes stored files no record uses any more (the media module's); by default files are kept. */
  deleteFiles?: ((urls: string[]) => Promise<void>) | undefined;
  /** The store, where a project's signed release lives (deleted with the project). */
  store?: BlobStore | undefined;
}

/**
 * /api/admin/portfolio reads and deletes (inside the guarded admin scope). The multipart POST and
 * PUT live with the media uploads and call this module's service (createItem, updateItem).
 */
export const portfolioAdminRoutes: FastifyPluginAsyncZod<PortfolioAdminRouteOptions> = async (app, options) => {
  const portfolio = createPortfolioService(options);

  app.get('/', { schema: routeSchema(ops.projects) }, async (request) => portfolio.listAdmin(request.query));

  app.get('/:id', { schema: routeSchema(ops.project) }, async (request) => portfolio.getItem(request.params.id));

  app.delete('/:id', { schema: routeSchema(ops.deleteProject) }, async (request) => {
    const urls = await portfolio.deleteItem(request.params.id);
    if (options.store) await deleteConsentFile(options.store, request.params.id);
    if (options.deleteFiles && urls.length) {
      await options.deleteFiles(urls).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not delete the files of a deleted portfolio item');
      });
    }
    return { message: 'Portfolio item deleted' };
  });

  app.put('/:id/photos', { schema: routeSchema(ops.setProjectPhotos) }, async (request) => {
    const { item, dropped } = await portfolio.setPhotos(request.params.id, request.body);
    if (options.deleteFiles && dropped.length) {
      await options.deleteFiles(dropped).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not delete the files of removed project photos');
      });
    }
    return item;
  });
};

/** PUT /api/admin/portfolio/{id}/consent: the project's publication consent (ADR 028). */
export const portfolioConsentRoutes: FastifyPluginAsyncZod<
  PortfolioRouteOptions & { galleryConsent?: GalleryConsentLookup }
> = async (app, options) => {
  const portfolio = createPortfolioService(options);
  app.put('/:id/consent', { schema: routeSchema(ops.setConsent) }, async (request) =>
    portfolio.setConsent(request.params.id, request.body),
  );
};

/** /api/admin/portfolio-order and /portfolio-featured: the owner's curation of the lists. */
export const portfolioCurationRoutes: FastifyPluginAsyncZod<PortfolioRouteOptions> = async (app, options) => {
  const portfolio = createPortfolioService(options);
  const curation = createPortfolioCurationService(options);

  app.put('/portfolio-order', { schema: routeSchema(ops.setProjectOrder) }, async (request) => {
    await curation.setOrder(request.body);
    return portfolio.listAdmin({});
  });

  app.put('/portfolio-featured', { schema: routeSchema(ops.setFeatured) }, async (request) => {
    await curation.setFeatured(request.body);
    return portfolio.listAdmin({ featured: 'true' });
  });
};
