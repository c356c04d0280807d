import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  galleryFileParamSchema,
  galleryPublicSchema,
  galleryTokenParamSchema,
  galleryUnlockResponseSchema,
  galleryUnlockSchema,
} from '@app/contracts';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GalleriesService } from './galleries.service.ts';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', avif: 'image/avif' };

/**
 * The client's link (no bearer token; the link is the secret). Every answer here, errors included,
 * is private: never stored by a shared cache nor by the public API cache (`publicCache: false`),
 * never indexed, and no Referer leaves the page with the token in it.
 */
export const galleriesPublicRoutes: FastifyPluginAsyncZod<{ galleries: GalleriesService; secure: boolean }> = async (
  app,
  { galleries, secure },
) => {
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
      schema: { params: galleryTokenParamSchema, response: { 200: galleryPublicSchema } },
    },
    (request) => galleries.open(request.params.token, request.cookies[galleries.cookieName(request.params.token)]),
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
      const granted = await galleries.unlock(request.params.token, request.body.password);
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
      schema: { params: galleryFileParamSchema, querystring: z.object({ owner: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const { token, photoId, file } = request.params;
      const found = await galleries.previewFile(
        { token, cookie: request.cookies[galleries.cookieName(token)], owner: request.query.owner },
        photoId,
        file,
      );
      const { size } = await stat(found);
      return reply
        .header('cache-control', 'private, max-age=600')
        .header('content-type', CONTENT_TYPES[file.split('.')[1] ?? ''] ?? 'application/octet-stream')
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(found));
    },
  );
};
