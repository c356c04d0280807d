import path from 'node:path';
import { GALLERY_UPLOAD_PATH, ID_PATTERN } from '@app/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { removeQuietly } from '../media/media.storage.ts';
import type { GalleriesService } from './galleries.service.ts';
import type { GalleryPaths } from './galleries.storage.ts';

/** One photo may be at most this large (a 100 MP PNG stays below it). */
export const GALLERY_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

const tusError = (status: number, code: string, detail: string) => ({
  status_code: status,
  body: JSON.stringify({ detail, code }),
});

const CODE_BY_STATUS: Record<number, string> = {
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  500: 'internal',
};

/**
 * tus answers its protocol errors (a missing Tus-Resumable header, a wrong offset) in plain text;
 * here they are `{detail, code}` like every other answer of the API, and a 5xx says nothing more.
 */
class JsonErrorServer extends Server {
  override write(...[context, headers, status, body = '']: Parameters<Server['write']>) {
    if (status < 400 || body.startsWith('{')) return super.write(context, headers, status, body);
    headers.set('content-type', 'application/json; charset=utf-8');
    const detail = status >= 500 ? 'Internal server error' : body.trim() || 'Bad request';
    return super.write(
      context,
      headers,
      status,
      tusError(status, CODE_BY_STATUS[status] ?? 'bad_request', detail).body,
    );
  }
}

/** An upload not finished within a day is given up: its partial file is deleted by the daily job. */
const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;

const uploadStore = (paths: GalleryPaths) =>
  new FileStore({ directory: paths.uploads, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS });

/**
 * Deletes uploads begun more than a day ago and never finished (the partial file and its record):
 * tus's own expiry rule (`deleteExpired`), run by the galleries' periodic job. Answers how many.
 */
export function deleteUnfinishedUploads(paths: GalleryPaths): Promise<number> {
  return uploadStore(paths).deleteExpired();
}

/**
 * Resumable uploads of gallery photos with the tus protocol (@tus/server + @tus/file-store, ADR 029),
 * registered in the guarded admin scope: every request (create, HEAD for the offset, PATCH with the
 * bytes, DELETE) passes the bearer-token check first. A dropped connection loses only what was not
 * yet written: the client asks for the offset (HEAD) and sends the rest. The upload's metadata names
 * its gallery (`gallery_id`) and file (`filename`); a finished upload becomes a photo of that
 * gallery (bytes checked, previews rendered) before the last PATCH is answered.
 */
export const galleryUploadRoutes: FastifyPluginAsync<{ galleries: GalleriesService; paths: GalleryPaths }> = async (
  app,
  { galleries, paths },
) => {
  // Created on the first upload: FileStore's constructor starts an unawaited mkdir, which must not
  // outlive an app that is closed (and its DATA_DIR removed) before anything was uploaded.
  let tus: Server | undefined;
  const createServer = () =>
    new JsonErrorServer({
      path: GALLERY_UPLOAD_PATH,
      relativeLocation: true,
      maxSize: GALLERY_UPLOAD_MAX_BYTES,
      datastore: uploadStore(paths),
      async onUploadCreate(_request, upload) {
        const galleryId = upload.metadata?.gallery_id ?? '';
        if (!ID_PATTERN.test(galleryId) || !(await galleries.exists(galleryId))) {
          throw tusError(404, 'not_found', 'Gallery not found');
        }
        return {};
      },
      async onUploadFinish(_request, upload) {
        const received = path.join(paths.uploads, upload.id);
        const galleryId = upload.metadata?.gallery_id ?? '';
        try {
          await galleries.addPhoto(galleryId, received, upload.metadata?.filename ?? 'photo', upload.size ?? 0);
        } catch (error) {
          if (error instanceof AppError) throw tusError(error.status, error.code, error.message);
          throw error;
        } finally {
          await removeQuietly(received);
          await removeQuietly(`${received}.json`);
        }
        return {};
      },
    });

  // The bytes of a PATCH are read by tus from the request stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    tus ??= createServer();
    await tus.handle(request.raw, reply.raw);
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
  app.route({ method: ['POST'], url: '/gallery-uploads', handler: handle });
  app.route({ method: [...methods].filter((m) => m !== 'POST'), url: '/gallery-uploads/:uploadId', handler: handle });
};
