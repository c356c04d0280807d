import { PassThrough } from 'node:stream';
import {
  galleryFavouriteSchema,
  galleryFavouritesSchema,
  galleryFileParamSchema,
  galleryPhotoParamSchema,
  galleryPublicationConfirmedSchema,
  galleryPublicationConfirmSchema,
  galleryPublicationSchema,
  galleryPublicationStates,
  galleryPublicSchema,
  gallerySelectionSubmitSchema,
  galleryTokenParamSchema,
  galleryUnlockResponseSchema,
  galleryUnlockSchema,
  galleryVisitorQuerySchema,
  galleryVisitorSchema,
} from '@app/contracts';
import cookie from '@fastify/cookie';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors.ts';
import { DEFAULT_PUBLIC_FORM_RATE_LIMIT_MAX, PUBLIC_FORM_RATE_LIMIT } from '../../http/public-form.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { withoutGps } from '../media/image-metadata.ts';
import { safeStem } from './galleries.names.ts';
import type { GallerySelection } from './galleries.selection.ts';
import type { GalleriesService } from './galleries.service.ts';

/**
 * The archive's `Content-Disposition`: named after the gallery (a safe file name, `.zip`), with a
 * plain ASCII `filename` (letters without their accents, anything else `_`) and the exact name in
 * `filename*` (RFC 5987) when it differs.
 */
export function archiveDisposition(title: string): string {
  // The `.zip` added first is what safeStem removes, so a title ending in "14.06" keeps it.
  const name = `${safeStem(`${title}.zip`)}.zip`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return contentDisposition(name, { fallback: ascii });
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', avif: 'image/avif' };

const formMax = (request: FastifyRequest) =>
  request.server.publicFormRateLimitMax ?? DEFAULT_PUBLIC_FORM_RATE_LIMIT_MAX;
/**
 * Marking favourites, per client address (IPv6 by /64): 30 times the form limit, 300 per 10
 * minutes by default, far more than a client clicking through a gallery needs.
 */
export const FAVOURITE_ADDRESS_RATE_LIMIT = {
  max: (request: FastifyRequest) => 30 * formMax(request),
  timeWindow: '10 minutes',
} as const;
/**
 * Marking favourites in one gallery from all addresses together: 100 times the form limit, 1,000
 * per 10 minutes by default (invented visitors from many addresses cannot flood the owner's list).
 */
export const FAVOURITE_GALLERY_RATE_LIMIT = {
  max: (request: FastifyRequest) => 100 * formMax(request),
  timeWindow: '10 minutes',
  groupId: 'gallery-favourites-per-gallery',
  keyGenerator: (request: FastifyRequest) => `gallery:${(request.params as { token?: string }).token ?? ''}`,
} as const;

/**
 * The client's link (no bearer token; the link is the secret). Every answer here, errors included,
 * is private: never stored by a shared cache nor by the public API cache (`publicCache: false`),
 * never indexed, and no Referer leaves the page with the token in it.
 */
export const galleriesPublicRoutes: FastifyPluginAsyncZod<{
  galleries: GalleriesService;
  selection: GallerySelection;
  /** The files are streamed from the store (ADR 033): never a public or pre-signed URL. */
  store: BlobStore;
  secure: boolean;
}> = async (app, { galleries, selection, store, secure }) => {
  const open = async (key: string) => {
    const found = await store.get(key);
    if (!found) throw notFound();
    return found;
  };

  const perGallery = app.createRateLimit(FAVOURITE_GALLERY_RATE_LIMIT);

  await app.register(cookie);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    '/:token',
    {
      config: { publicCache: false },
      schema: {
        params: galleryTokenParamSchema,
        // `visit=1`: a page view of the client page (the page's loader sends it), counted for the owner.
        querystring: z.object({ visit: z.literal('1').optional() }),
        response: { 200: galleryPublicSchema },
      },
    },
    (request) =>
      selection.open(
        request.params.token,
        request.cookies[galleries.cookieName(request.params.token)],
        request.query.visit === '1',
      ),
  );

  app.post(
    '/:token/unlock',
    {
      schema: {
        params: galleryTokenParamSchema,
        body: galleryUnlockSchema,
        response: { 200: galleryUnlockResponseSchema },
      },
    },
    async (request, reply) => {
      const granted = await galleries.unlock(request.params.token, request.body.password, request.ip);
      if (granted.value) {
        reply.setCookie(granted.name, granted.value, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          ...(granted.expires ? { expires: new Date(granted.expires) } : { maxAge: 365 * 24 * 60 * 60 }),
        });
      }
      // The same cookie in the body: the site's own page (a form action) sets it for the visitor.
      return { message: 'ok', cookie: granted.value ? granted : null };
    },
  );

  app.get(
    '/:token/photos/:photoId/:file',
    {
      config: { publicCache: false },
      schema: {
        params: galleryFileParamSchema,
        // `v`: the preview version (cache busting after a watermark change); any value reads the current file.
        querystring: z.object({ owner: z.string().max(200).optional(), v: z.string().max(12).optional() }),
      },
    },
    async (request, reply) => {
      const { token, photoId, file } = request.params;
      const found = await galleries.previewFile(
        { token, cookie: request.cookies[galleries.cookieName(token)], owner: request.query.owner },
        photoId,
        file,
      );
      const stored = await open(found);
      return reply
        .header('cache-control', 'private, max-age=600')
        .header('content-type', CONTENT_TYPES[file.split('.')[1] ?? ''] ?? 'application/octet-stream')
        .header('content-length', stored.length)
        .header('x-content-type-options', 'nosniff')
        .send(stored.stream);
    },
  );

  app.get(
    '/:token/zip',
    {
      config: { publicCache: false },
      schema: {
        params: galleryTokenParamSchema,
        // `visitor`: only that visitor's favourites.
        querystring: z.object({ visitor: galleryVisitorSchema.optional() }),
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { files, title } = await galleries.zipEntries(
        token,
        request.cookies[galleries.cookieName(token)],
        request.query.visitor,
      );
      // Every size from one listing of the gallery's folder (one request per 1000 files on S3).
      const folder = files[0]?.key.split('/').slice(0, 2).join('/');
      const listed = new Map(folder ? (await store.list(`${folder}/`)).map((o) => [o.key, o.size]) : []);
      const sizes = files.map((f) => {
        const size = listed.get(f.key);
        if (size === undefined) throw notFound();
        return size;
      });
      await selection.countZip(token);
      // Stored, not compressed (photos do not shrink), each file opened only when its turn comes:
      // memory stays flat whatever the gallery's size, and the total length is known in advance.
      const zip = new ZipFile();
      files.forEach((entry, i) => {
        zip.addReadStreamLazy(entry.name, { compress: false, size: sizes[i] ?? 0, mtime: entry.mtime }, (done) => {
          store.get(entry.key).then(
            (found) =>
              found
                ? // GPS removed in place: the length, announced above, stays the same.
                  done(null, entry.stripGps ? withoutGps(found.stream) : found.stream)
                : done(new Error(`${entry.key} is gone`), new PassThrough()),
            (error: Error) => done(error, new PassThrough()),
          );
        });
      });
      // yazl hands the archive's final size to this callback (its types leave the argument out).
      const length = await new Promise<number>((resolve) =>
        zip.end(undefined, ((total: number) => resolve(total)) as unknown as () => void),
      );
      reply
        .header('content-type', 'application/zip')
        // Named after the gallery: an ASCII fallback and the exact name (RFC 6266/5987 `filename*`).
        .header('content-disposition', archiveDisposition(title))
        .header('cache-control', 'private, no-store');
      if (length >= 0) reply.header('content-length', length);
      return reply.send(zip.outputStream);
    },
  );

  app.get(
    '/:token/favourites',
    {
      config: { publicCache: false },
      schema: {
        params: galleryTokenParamSchema,
        querystring: galleryVisitorQuerySchema,
        response: { 200: galleryFavouritesSchema },
      },
    },
    (request) =>
      selection.favourites(
        request.params.token,
        request.cookies[galleries.cookieName(request.params.token)],
        request.query.visitor,
      ),
  );
  app.post(
    '/:token/favourites',
    {
      config: { rateLimit: FAVOURITE_ADDRESS_RATE_LIMIT },
      preHandler: async (request) => {
        // A second limit on one route (the plugin runs one per request): counted here by hand.
        const counted = await perGallery(request);
        if (!counted.isAllowed && counted.isExceeded) {
          throw new AppError('rate_limited', 'Too many favourites in this gallery: try again later', {
            headers: { 'retry-after': String(Math.max(1, counted.ttlInSeconds)) },
          });
        }
      },
      schema: {
        params: galleryTokenParamSchema,
        body: galleryFavouriteSchema,
        response: { 200: galleryFavouritesSchema },
      },
    },
    (request) =>
      selection.setFavourite(
        request.params.token,
        request.cookies[galleries.cookieName(request.params.token)],
        request.body,
      ),
  );

  app.post(
    '/:token/selection',
    {
      // Each submission mails the owner: limited per address like the public forms.
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        params: galleryTokenParamSchema,
        body: gallerySelectionSubmitSchema,
        response: { 200: galleryFavouritesSchema },
      },
    },
    (request) =>
      selection.submit(
        request.params.token,
        request.cookies[galleries.cookieName(request.params.token)],
        request.body.visitor,
      ),
  );

  app.get(
    '/:token/photos/:photoId/download',
    { config: { publicCache: false }, schema: { params: galleryPhotoParamSchema } },
    async (request, reply) => {
      const { token, photoId } = request.params;
      const found = await selection.photoDownload(token, request.cookies[galleries.cookieName(token)], photoId);
      const stored = await open(found.key);
      return (
        reply
          .header('content-type', found.type)
          .header('content-disposition', contentDisposition(found.name))
          .header('content-length', stored.length)
          .header('x-content-type-options', 'nosniff')
          // GPS removed in place: the length stays what the header says.
          .send(found.stripGps ? withoutGps(stored.stream) : stored.stream)
      );
    },
  );

  // The link of the publication confirmation mail (issue 33 item 4, ADR 039): a one-click POST
  // from the confirmation page; only this records the opt-in. A token page (no Referer, no cache).
  app.post(
    '/publication-confirmations',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        body: galleryPublicationConfirmSchema,
        response: { 200: galleryPublicationConfirmedSchema },
      },
    },
    (request) => galleries.confirmPublication(request.body.token),
  );

  // The client's opt-in to public use of the photos (issue 18 item 5): asked with the text of the
  // purpose `gallery_publication` in the page's language (a confirmation mail to the client's
  // address, ADR 039), or withdrawn.
  app.post(
    '/:token/publication',
    {
      // Asking mails the client: limited per address like the public forms (and per mailbox).
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        params: galleryTokenParamSchema,
        body: galleryPublicationSchema,
        response: { 200: z.object({ publication: z.enum(galleryPublicationStates) }) },
      },
    },
    (request) =>
      galleries.setPublication(
        request.params.token,
        request.cookies[galleries.cookieName(request.params.token)],
        request.body,
      ),
  );
};
