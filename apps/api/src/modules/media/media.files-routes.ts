import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { MediaService } from './media.service.ts';
import type { MediaPaths } from './media.storage.ts';
import { contentDisposition } from './pdf-check.ts';

export interface MediaFilesOptions {
  media: MediaService;
  paths: MediaPaths;
}

const DOCUMENT_FILE = /^([0-9a-f]{24})\.pdf$/;

/**
 * Serves DATA_DIR/media under /media (register with that prefix): generated names only, cached for
 * a year (a changed image gets a new URL), never sniffed. Documents are shown inline (the links
 * open them in a new tab, in the browser's PDF viewer) under their original name. Anything else is a
 * 404 `{detail}`. The API's CSP (`default-src 'none'; frame-ancestors 'none'`) stays on these
 * answers: Chromium's PDF viewer renders under it, and no page can frame the files.
 */
export const mediaFilesRoutes: FastifyPluginAsync<MediaFilesOptions> = async (app, { media, paths }) => {
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: 'Not found', code: 'not_found' });
  });

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
    maxAge: 365 * 24 * 60 * 60 * 1000,
    immutable: true,
    setHeaders(reply, file) {
      reply.header('x-content-type-options', 'nosniff');
      if (file.endsWith('.pdf')) reply.header('content-type', 'application/pdf');
    },
  });

  app.get<{ Params: { file: string } }>('/doc/:file', async (request, reply) => {
    const match = DOCUMENT_FILE.exec(request.params.file);
    const doc = match?.[1] ? await media.findDocument(match[1]) : undefined;
    if (!doc) return reply.callNotFound();
    reply.header('content-disposition', contentDisposition(doc.filename, 'inline'));
    return reply.sendFile(doc.file);
  });
};
