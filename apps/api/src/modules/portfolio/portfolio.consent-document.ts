import { randomBytes } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { errorResponseSchema, contentOperations as ops } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/errors.ts';
import { fileRouteSchema, routeSchema } from '../../http/operations.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { MediaPaths } from '../media/media.storage.ts';
import { removeQuietly } from '../media/media.storage.ts';
import { readMultipartForm } from '../media/multipart.ts';
import {
  checkPdf,
  cleanPdfName,
  contentDisposition,
  MAX_PDF_BYTES,
  PDF_ONLY,
  PDF_TOO_LARGE,
} from '../media/pdf-check.ts';
import type { PortfolioService } from './portfolio.service.ts';

/**
 * Signed model releases (issue 16 item 5): the store's key consents/{project id}.pdf, one per
 * project (DATA_DIR/consents on disk, the private bucket with S3, ADR 033). Not under media/, so
 * no /media/ URL can reach it; only the guarded routes below serve it. The folder is declared in
 * the module's `fileDirs`, so backups hold it.
 */
export const CONSENT_FILES_DIR = 'consents';

const errors = {
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  507: errorResponseSchema,
};

export interface ConsentDocumentOptions {
  portfolio: PortfolioService;
  /** Temporary files of uploads are written under the media root (same disk as DATA_DIR). */
  paths: MediaPaths;
  store: BlobStore;
  clock: () => Date;
}

/** The key of a project's release. Ids are validated by the route (idParamSchema): no path tricks. */
const consentKey = (projectId: string) => `${CONSENT_FILES_DIR}/${projectId}.pdf`;

/**
 * PUT/GET/DELETE /api/admin/portfolio/{id}/consent/document (inside the guarded admin scope). The
 * upload is checked by content like every PDF of the site (ADR 022): not a clean PDF is 415, over
 * 10 MB 413; a new one replaces the old. The download is `private, no-store`, as an attachment.
 */
export const consentDocumentRoutes: FastifyPluginAsyncZod<ConsentDocumentOptions> = async (app, options) => {
  const { portfolio, paths, store, clock } = options;

  app.put('/:id/consent/document', { schema: routeSchema(ops.uploadConsentDocument, errors) }, async (request) => {
    const { id } = request.params;
    await portfolio.getItem(id); // 404 before the upload is read
    const form = await readMultipartForm(request, paths, {
      fileFields: ['file'],
      maxFiles: 1,
      fileSize: MAX_PDF_BYTES,
      tooLargeDetail: PDF_TOO_LARGE,
      tooLargeCode: 'upload.pdf_too_large',
      store: async (tempFile, name, bytes) => {
        const staged = path.join(paths.tmp, `consent-${id}.${randomBytes(6).toString('hex')}.part`);
        try {
          if (bytes === 0 || (await checkPdf(await readFile(tempFile))) !== null) {
            throw new AppError('upload.not_a_pdf', PDF_ONLY);
          }
          await rename(tempFile, staged);
          return { staged, name: cleanPdfName(name), size: bytes };
        } finally {
          await removeQuietly(tempFile);
        }
      },
      discard: async (stored) => {
        for (const file of stored) await removeQuietly(file.staged);
      },
    });
    const file = form.files[0]?.value;
    if (!file)
      throw new AppError('upload.missing_file', 'file is required', {
        errors: [{ path: 'file', code: 'required', message: 'is required' }],
      });
    // The new file takes the old one's place in one step; the record follows.
    try {
      await store.putFile(consentKey(id), file.staged);
    } finally {
      await removeQuietly(file.staged);
    }
    return portfolio.setConsentDocument(id, {
      name: file.name,
      size: file.size,
      uploaded_at: clock().toISOString(),
    });
  });

  app.get('/:id/consent/document', { schema: fileRouteSchema(ops.consentDocument) }, async (request, reply) => {
    const item = await portfolio.getItem(request.params.id);
    const doc = item.consent.document;
    const stored = doc ? await store.get(consentKey(item.id)) : undefined;
    if (!doc || !stored) throw notFound('This project has no stored consent document');
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(doc.name, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', stored.length);
    return reply.send(stored.stream);
  });

  app.delete(
    '/:id/consent/document',
    { schema: routeSchema(ops.deleteConsentDocument, { 404: errorResponseSchema }) },
    async (request) => {
      const item = await portfolio.getItem(request.params.id);
      if (!item.consent.document) throw notFound('This project has no stored consent document');
      const updated = await portfolio.setConsentDocument(item.id, null);
      await store.delete(consentKey(item.id));
      return updated;
    },
  );
};

/** Removes a deleted project's release (nothing when it had none). */
export async function deleteConsentFile(store: BlobStore, projectId: string): Promise<void> {
  await store.delete(consentKey(projectId));
}
