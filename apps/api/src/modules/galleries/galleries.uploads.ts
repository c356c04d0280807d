import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { codeForStatus, GALLERY_UPLOAD_PATH, ID_PATTERN } from '@app/contracts';
import { FileStore } from '@tus/file-store';
import { Server, Upload as TusUpload, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { AuditRecordInput, AuditService } from '../audit/audit.service.ts';
import { removeQuietly } from '../media/media.storage.ts';
import type { GalleriesService } from './galleries.service.ts';
import type { GalleryPaths } from './galleries.storage.ts';

/** One photo may be at most this large (a 100 MP PNG stays below it). */
export const GALLERY_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

const tusError = (status: number, code: string, detail: string) => ({
  status_code: status,
  body: JSON.stringify({ detail, code }),
});

/**
 * tus answers its protocol errors (a missing Tus-Resumable header, a wrong offset) in plain text;
 * here they are `{detail, code}` like every other answer of the API, and a 5xx says nothing more.
 */
class JsonErrorServer extends Server {
  override write(...[context, headers, given, body = '']: Parameters<Server['write']>) {
    if (given < 400 || body.startsWith('{')) return super.write(context, headers, given, body);
    // 501 is tus's answer to an extension it does not offer (Upload-Concat, a deferred length):
    // a request this server refuses, so a 400 that says which, never a 5xx.
    const status = given === 501 ? 400 : given;
    headers.set('content-type', 'application/json; charset=utf-8');
    const detail = status >= 500 ? 'Internal server error' : body.trim() || 'Bad request';
    return super.write(
      context,
      headers,
      status,
      tusError(status, codeForStatus(status, status >= 500 ? 'internal' : 'bad_request'), detail).body,
    );
  }
}

/**
 * The tus extensions this server offers (and announces in `Tus-Extension`): creation, also with
 * the first bytes in the creation request, termination and expiration. Not `concatenation`
 * (parallel parts) nor `creation-defer-length` (a photo's size is always known): a request for
 * them is a 400.
 */
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'] as const;

/** One tus request as the hooks see it (the hijacked answer skips the app's audit hook). */
interface TusRequestState {
  /** The Fastify request (the signed-in admin, the route) for the audit entries. */
  request: FastifyRequest;
  /** The upload this request turned into a photo, as tus may read it once more. */
  finished?: Upload;
}

/** An upload not finished within a day is given up: its partial file is deleted by the daily job. */
const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;

/** What the store tells the routes: the upload a request just finished, an upload being deleted. */
interface StoreHooks {
  finished(): Upload | undefined;
  removing(upload: Upload): Promise<void>;
  /** A finished upload's record (ADR 046), while it is kept: its length and metadata. */
  completed(id: string): Promise<{ size: number; metadata: Record<string, string | null> } | undefined>;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [404, 410].includes((error as { status_code?: number }).status_code ?? 0);

/**
 * tus's file store with the extensions offered here. `finished` names an upload this request has
 * just turned into a photo (its received file is gone by then): tus still reads it once after the
 * hook (a creation-with-upload's Upload-Expires check) and gets it as complete. `removing` hears
 * of an unfinished upload deleted by its owner (tus termination) before the answer is written.
 * `completed` answers an upload finished earlier (ADR 046): it is read as complete (offset =
 * length), so a HEAD after a lost answer tells the client it is done, and a repeated last PATCH
 * (offset = length, no bytes) is answered 204 without making a second photo.
 */
class GalleryUploadStore extends FileStore {
  private readonly hooks: StoreHooks | undefined;
  private readonly dir: string;

  constructor(paths: GalleryPaths, hooks?: StoreHooks) {
    super({ directory: paths.uploads, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS });
    this.extensions = [...TUS_EXTENSIONS];
    this.hooks = hooks;
    this.dir = paths.uploads;
  }

  override async getUpload(id: string): Promise<Upload> {
    const done = this.hooks?.finished();
    if (done?.id === id) return done;
    try {
      return await super.getUpload(id);
    } catch (error) {
      const record = isNotFound(error) ? await this.hooks?.completed(id) : undefined;
      if (!record) throw error;
      // No creation date from the partial upload: tus's one-day expiry does not apply, the record's window does.
      return new TusUpload({
        id,
        size: record.size,
        offset: record.size,
        metadata: record.metadata,
        creation_date: new Date().toISOString(),
      });
    }
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // A finished upload has no partial file: only a PATCH at its end (checked by tus) gets here,
    // with nothing to write.
    if (!existsSync(path.join(this.dir, id)) && (await this.hooks?.completed(id))) {
      readable.resume();
      return offset;
    }
    return super.write(readable, id, offset);
  }

  override async remove(id: string): Promise<void> {
    const upload = this.hooks ? await super.getUpload(id) : null;
    await super.remove(id);
    if (upload) await this.hooks?.removing(upload);
  }
}

const uploadStore = (paths: GalleryPaths, hooks?: StoreHooks) => new GalleryUploadStore(paths, hooks);

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
 * gallery (bytes and header checked, original stored) before the last PATCH is answered, and its
 * previews are rendered in the background (ADR 046). A finished upload answers HEAD as complete
 * for a week (its record), so a retry after a lost answer never makes a second photo.
 */
export const galleryUploadRoutes: FastifyPluginAsync<{
  galleries: GalleriesService;
  paths: GalleryPaths;
  audit: AuditService;
}> = async (app, { galleries, paths, audit }) => {
  const requests = new AsyncLocalStorage<TusRequestState>();

  /**
   * An audit entry for what a tus request changed, written before its answer leaves (as the
   * app's audit hook does for every other write): a failure to write it is logged, the change
   * stays.
   */
  async function record(
    entry: Pick<AuditRecordInput, 'action' | 'recordType' | 'recordId' | 'recordLabel' | 'changes'>,
  ) {
    const request = requests.getStore()?.request;
    if (!request?.admin) return;
    const route = request.routeOptions.url ?? request.url;
    try {
      await audit.record({
        ...entry,
        actorId: request.admin.id,
        actor: request.admin.username,
        method: request.method,
        route,
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'could not write the audit log entry');
    }
  }

  // Created on the first upload: FileStore's constructor starts an unawaited mkdir, which must not
  // outlive an app that is closed (and its DATA_DIR removed) before anything was uploaded.
  let tus: Server | undefined;
  const createServer = () =>
    new JsonErrorServer({
      path: GALLERY_UPLOAD_PATH,
      relativeLocation: true,
      maxSize: GALLERY_UPLOAD_MAX_BYTES,
      datastore: uploadStore(paths, {
        finished: () => requests.getStore()?.finished,
        // The owner deleted an unfinished upload (tus termination).
        removing: (upload) =>
          record({
            action: 'delete',
            recordType: 'gallery_upload',
            recordId: upload.id,
            recordLabel: upload.metadata?.filename || null,
            changes: [
              { field: 'gallery_id', before: upload.metadata?.gallery_id ?? '', after: null },
              { field: 'filename', before: upload.metadata?.filename ?? '', after: null },
            ],
          }),
        completed: (id) => galleries.finishedUpload(id),
      }),
      async onUploadCreate(_request, upload) {
        const galleryId = upload.metadata?.gallery_id ?? '';
        if (!ID_PATTERN.test(galleryId) || !(await galleries.exists(galleryId))) {
          throw tusError(404, 'not_found', 'Gallery not found');
        }
        return {};
      },
      async onUploadFinish(_request, upload) {
        const state = requests.getStore();
        // Two requests finishing the same upload at once (a retry racing its original) share one result.
        let finishing = finishes.get(upload.id);
        if (!finishing) {
          finishing = finish(upload).finally(() => finishes.delete(upload.id));
          finishes.set(upload.id, finishing);
        }
        await finishing;
        // A creation-with-upload still reads the upload after this hook (its Upload-Expires
        // check): it gets this one (complete) instead of a 404 for a photo that was stored.
        if (state) state.finished = upload;
        return {};
      },
    });

  /** Finishes requests in flight, by upload id. */
  const finishes = new Map<string, Promise<void>>();

  /**
   * A fully received upload becomes a photo (stored, previews rendered in the background) or, when
   * it was finished before (a retry after a lost answer), nothing new. The received file is gone
   * before the answer either way: the upload's record now answers for it.
   */
  async function finish(upload: Upload): Promise<void> {
    const received = path.join(paths.uploads, upload.id);
    const galleryId = upload.metadata?.gallery_id ?? '';
    try {
      const { photo, created } = await galleries.storeUpload({
        uploadId: upload.id,
        galleryId,
        receivedFile: received,
        originalName: upload.metadata?.filename ?? 'photo',
        bytes: upload.size ?? 0,
        metadata: { ...(upload.metadata ?? {}) },
      });
      if (!created) return;
      await record({
        action: 'create',
        recordType: 'gallery_photo',
        recordId: photo.id,
        recordLabel: photo.original_name,
        changes: [
          { field: 'gallery_id', before: null, after: galleryId },
          { field: 'original_name', before: null, after: photo.original_name },
          { field: 'bytes', before: null, after: String(photo.bytes) },
        ],
      });
    } catch (error) {
      if (error instanceof AppError) throw tusError(error.status, error.code, error.message);
      throw error;
    } finally {
      // Before the answer: once it is out, nothing of the upload is left behind.
      await removeQuietly(received);
      await removeQuietly(`${received}.json`);
    }
  }

  // The bytes of a PATCH are read by tus from the request stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    tus ??= createServer();
    const server = tus;
    await requests.run({ request }, () => server.handle(request.raw, reply.raw));
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
  // OPTIONS: tus's discovery (versions, `Tus-Extension`, `Tus-Max-Size`).
  app.route({ method: ['POST', 'OPTIONS'], url: '/gallery-uploads', handler: handle });
  app.route({ method: [...methods].filter((m) => m !== 'POST'), url: '/gallery-uploads/:uploadId', handler: handle });
};
