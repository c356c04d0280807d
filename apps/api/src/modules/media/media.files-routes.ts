import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { BlobStore } from '../../storage/blob-store.ts';
import { sendStored } from '../../storage/send-stored.ts';
import type { MediaService } from './media.service.ts';
import type { MediaPaths } from './media.storage.ts';
import { contentDisposition } from './pdf-check.ts';

export interface MediaFilesOptions {
  media: MediaService;
  paths: MediaPaths;
  store: BlobStore;
}

const DOCUMENT_FILE = /^([0-9a-f]{24})\.pdf$/;
const IMAGE_ID = /^[0-9a-f]{24}$/;
const IMAGE_FILE = /^\d{1,5}\.(webp|jpg|avif)$/;
const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', avif: 'image/avif' };
const YEAR_S = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_S}, immutable`;

/**
 * Serves the media under /media (register with that prefix): generated names only, cached for
 * a year (a changed image gets a new URL), never sniffed. Documents are shown inline (the links
 * open them in a new tab, in the browser's PDF viewer) under their original name. Anything else is a
 * 404 `{detail}`. The API's CSP (`default-src 'none'; frame-ancestors 'none'`) stays on these
 * answers: Chromium's PDF viewer renders under it, and no page can frame the files.
 *
 * On disk (the default) @fastify/static serves DATA_DIR/media; with S3 (ADR 033) the same URLs are
 * streamed from the private bucket with the same headers (ETag, Last-Modified, ranges).
 */
export const mediaFilesRoutes: FastifyPluginAsync<MediaFilesOptions> = async (app, { media, paths, store }) => {
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: 'Not found', code: 'not_found' });
  });

  if (store.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: paths.root,
      prefix: '/',
      decorateReply: true,
      index: false,
      list: false,
      dotfiles: 'deny',
      redirect: false,
      acceptRanges: true,
      cacheControl: true,
      maxAge: YEAR_S * 1000,
      immutable: true,
      setHeaders(reply, file) {
        reply.header('x-content-type-options', 'nosniff');
        if (file.endsWith('.pdf')) reply.header('content-type', 'application/pdf');
      },
    });
  } else {
    app.get<{ Params: { id: string; file: string } }>('/img/:id/:file', async (request, reply) => {
      const { id, file } = request.params;
      if (!IMAGE_ID.test(id) || !IMAGE_FILE.test(file)) return reply.callNotFound();
      const sent = await sendStored(request, reply, store, `media/img/${id}/${file}`, {
        'content-type': IMAGE_TYPES[file.split('.')[1] ?? ''] ?? 'application/octet-stream',
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
      });
      return sent ?? reply.callNotFound();
    });
  }

  app.get<{ Params: { file: string } }>('/doc/:file', async (request, reply) => {
    const match = DOCUMENT_FILE.exec(request.params.file);
    const doc = match?.[1] ? await media.findDocument(match[1]) : undefined;
    if (!doc) return reply.callNotFound();
    reply.header('content-disposition', contentDisposition(doc.filename, 'inline'));
    if (store.kind === 'disk') return reply.sendFile(doc.file);
    const sent = await sendStored(request, reply, store, doc.key, {
      'content-type': 'application/pdf',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    });
    return sent ?? reply.callNotFound();
  });
};
