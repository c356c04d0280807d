import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageInfo } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import { parseList, toJson } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { MediaColumn } from '../module.ts';
import type { AvifQueue } from './avif-queue.ts';
import { detectImageMime, renderImage } from './image-pipeline.ts';
import {
  deleteMediaRow,
  findMediaById,
  findMediaByUrls,
  findMediaUrlsBefore,
  insertMedia,
  isUrlPrefixReferenced,
  listMediaStatus,
  type MediaRow,
} from './media.repository.ts';
import {
  documentKey,
  documentUrl,
  imagePrefix,
  imageUrlBase,
  type MediaPaths,
  pendingKey,
  removeQuietly,
} from './media.storage.ts';
import { checkPdf, cleanPdfName, MAX_PDF_BYTES, PDF_ONLY, PDF_TOO_LARGE } from './pdf-check.ts';

type ImageVariant = ImageInfo['variants'][number];

const FORMAT_ORDER = { webp: 0, jpeg: 1, avif: 2 } as const;

function toImageInfo(row: MediaRow): ImageInfo {
  const variants = parseList<ImageVariant>(row.variants).sort(
    (a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] || a.width - b.width,
  );
  return {
    url: row.url,
    width: row.width ?? 0,
    height: row.height ?? 0,
    placeholder: row.placeholder,
    variants,
  };
}

/** The URL prefix shared by every file of one media row (all its variants). */
function filePrefix(row: MediaRow): string {
  return row.kind === 'image' ? `${imageUrlBase(row.id)}/` : documentUrl(row.id);
}

async function readWhole(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    await handle.read(buffer, 0, bytes, 0);
    return buffer;
  } finally {
    await handle.close();
  }
}

export interface StoredDocument {
  filename: string;
  url: string;
  size: number;
}

/**
 * Images and documents: turns checked uploads into stored files plus a `media` row, resolves image
 * URLs to their responsive variants and deletes files nothing refers to any more.
 */
export function createMediaService({
  db,
  paths,
  store,
  clock,
  avifQueue,
  log,
  mediaColumns,
}: {
  db: Kysely<Database>;
  paths: MediaPaths;
  /** Where the files go (ADR 033); `paths.tmp` stays local. */
  store: BlobStore;
  clock: () => Date;
  avifQueue: AvifQueue;
  log: FastifyBaseLogger;
  /** Where stored content may name a file (the modules' declarations): the sweep keeps those files. */
  mediaColumns: readonly MediaColumn[];
}) {
  /**
   * Stores an uploaded image from its temporary file: checks the bytes, renders WebP and JPEG
   * variants and the placeholder, and queues the AVIF variants. The temporary file is always gone
   * afterwards (moved to media-pending/ for the AVIF queue, or removed).
   */
  async function storeImage(tempFile: string, originalName: string, bytes: number): Promise<ImageInfo> {
    const id = newId(clock());
    const dir = imagePrefix(id);
    try {
      if (bytes === 0)
        throw new AppError('upload.missing_file', 'The file is empty', {
          errors: [{ path: 'file', code: 'required', message: 'empty file' }],
        });
      const mime = await detectImageMime(tempFile);
      const rendered = await renderImage(
        tempFile,
        (name, data) => store.putBuffer(`${dir}${name}`, data),
        imageUrlBase(id),
      );
      await store.putFile(pendingKey(id), tempFile);
      await insertMedia(db, {
        id,
        kind: 'image',
        url: rendered.url,
        original_name: originalName.slice(0, 300),
        mime,
        bytes,
        width: rendered.width,
        height: rendered.height,
        placeholder: rendered.placeholder,
        variants: toJson(rendered.variants),
        avif_status: 'pending',
        created_at: clock().toISOString(),
      });
      avifQueue.enqueue(id);
      return {
        url: rendered.url,
        width: rendered.width,
        height: rendered.height,
        placeholder: rendered.placeholder,
        variants: rendered.variants,
      };
    } catch (error) {
      await store.deletePrefix(dir).catch(() => {});
      await store.delete(pendingKey(id)).catch(() => {});
      throw error;
    } finally {
      await removeQuietly(tempFile);
    }
  }

  /** Stores an uploaded PDF from its temporary file after checking its content. */
  async function storeDocument(tempFile: string, originalName: string, bytes: number): Promise<StoredDocument> {
    const id = newId(clock());
    try {
      if (bytes > MAX_PDF_BYTES) throw new AppError('upload.pdf_too_large', PDF_TOO_LARGE);
      if (bytes === 0 || (await checkPdf(await readWhole(tempFile, bytes))) !== null) {
        throw new AppError('upload.not_a_pdf', PDF_ONLY);
      }
      const filename = cleanPdfName(originalName);
      await store.putFile(documentKey(id), tempFile);
      const url = documentUrl(id);
      await insertMedia(db, {
        id,
        kind: 'document',
        url,
        original_name: filename,
        mime: 'application/pdf',
        bytes,
        width: null,
        height: null,
        placeholder: '',
        variants: '[]',
        avif_status: 'none',
        created_at: clock().toISOString(),
      });
      return { filename, url, size: bytes };
    } catch (error) {
      await store.delete(documentKey(id)).catch(() => {});
      throw error;
    } finally {
      await removeQuietly(tempFile);
    }
  }

  /** The stored document with this id (for serving it with its original name), or undefined. */
  async function findDocument(id: string): Promise<{ file: string; key: string; filename: string } | undefined> {
    const row = await findMediaById(db, id);
    if (row?.kind !== 'document') return undefined;
    return { file: `doc/${row.id}.pdf`, key: documentKey(row.id), filename: row.original_name };
  }

  /** The responsive variants of each known image URL, in the given order; unknown URLs are skipped. */
  async function resolveImages(urls: string[]): Promise<ImageInfo[]> {
    const unique = [...new Set(urls.filter((u) => typeof u === 'string' && u !== ''))];
    const rows = await findMediaByUrls(db, unique);
    const byUrl = new Map(rows.filter((r) => r.kind === 'image').map((r) => [r.url, toImageInfo(r)]));
    return urls.flatMap((url) => {
      const info = byUrl.get(url);
      return info ? [info] : [];
    });
  }

  /**
   * Deletes the files and rows of these media URLs, except those still referenced by any stored
   * content (portfolio, blog, locations, documents, settings). Call it after the referencing
   * record was changed or deleted (committed): the row goes first, then its files, so a crash in
   * between leaves files without a row (harmless) and never a row without its files. Unknown URLs
   * are ignored. Never throws: the change that dropped these files was saved and must be answered
   * as saved (and a failed save keeps its own error); a row that could not be deleted is logged
   * and left to the sweep, which tries again later.
   */
  async function deleteMediaByUrls(urls: string[]): Promise<void> {
    let rows: MediaRow[];
    try {
      rows = await findMediaByUrls(db, [...new Set(urls.filter(Boolean))]);
    } catch (error) {
      log.warn({ err: error }, 'media: could not look up files to delete, left for the sweep');
      return;
    }
    for (const row of rows) {
      try {
        if (await isUrlPrefixReferenced(db, mediaColumns, filePrefix(row))) continue;
        await deleteMediaRow(db, row.id);
      } catch (error) {
        log.warn({ err: error, mediaId: row.id }, 'media: could not delete a row, its files are left for the sweep');
        continue;
      }
      try {
        if (row.kind === 'image') {
          await store.deletePrefix(imagePrefix(row.id));
          await store.delete(pendingKey(row.id));
        } else {
          await store.delete(documentKey(row.id));
        }
      } catch (error) {
        log.warn({ err: error, mediaId: row.id }, 'media: could not delete files, left for the sweep');
      }
    }
  }

  /**
   * Removes files no `media` row names that were last modified before `before` (ISO time): what a
   * crash leaves between writing files and storing their row, or between deleting a row and its
   * files (an upload in tmp/, an image directory or a PDF without a row, an original in
   * media-pending/ whose AVIF work is no longer pending). Files of a request still running are
   * young and stay. Answers how many were removed.
   */
  async function sweepLeftovers(before: string): Promise<number> {
    const limit = Date.parse(before);
    const status = new Map((await listMediaStatus(db)).map((row) => [row.id, row.avif_status]));
    let removed = 0;
    // Uploads being received live on the local disk.
    for (const name of await readdir(paths.tmp).catch(() => [] as string[])) {
      const file = path.join(paths.tmp, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs >= limit) continue;
      await removeQuietly(file);
      removed++;
    }
    // The store: an image's files go together, judged by the youngest of them.
    const groups = new Map<string, { prefix: string; newest: number; delete: () => Promise<void> }>();
    const add = (group: string, prefix: string, modified: Date, remove: () => Promise<void>) => {
      const known = groups.get(group);
      if (!known) groups.set(group, { prefix, newest: modified.getTime(), delete: remove });
      else known.newest = Math.max(known.newest, modified.getTime());
    };
    for (const o of await store.list('media/img/')) {
      const id = o.key.split('/')[2] ?? '';
      if (!status.has(id)) add(`img:${id}`, imagePrefix(id), o.modified, () => store.deletePrefix(imagePrefix(id)));
    }
    for (const o of await store.list('media/doc/')) {
      const id = (o.key.split('/')[2] ?? '').replace(/\.pdf$/, '');
      if (!status.has(id)) add(`doc:${o.key}`, o.key, o.modified, () => store.delete(o.key));
    }
    for (const o of await store.list('media-pending/')) {
      const id = o.key.split('/')[1] ?? '';
      if (status.get(id) !== 'pending') add(`pending:${o.key}`, o.key, o.modified, () => store.delete(o.key));
    }
    for (const group of groups.values()) {
      if (group.newest >= limit) continue;
      await group.delete().catch((error: unknown) => {
        log.warn({ err: error, prefix: group.prefix }, 'media sweep: could not delete, tried again next time');
      });
      removed++;
    }
    if (removed > 0) log.info({ removed }, 'media sweep: removed files no row names');
    return removed;
  }

  /**
   * Deletes stored files that no content refers to and that are older than `before` (ISO time):
   * images replaced in the settings or on a city page, uploads the owner never saved, and files
   * a crash left without a row. Young files are kept (an upload is saved into a form a moment
   * after it is made). Returns how many media rows were looked at.
   */
  async function sweepOrphans(before: string): Promise<number> {
    const urls = await findMediaUrlsBefore(db, before);
    for (let i = 0; i < urls.length; i += 100) await deleteMediaByUrls(urls.slice(i, i + 100));
    await sweepLeftovers(before);
    return urls.length;
  }

  return { storeImage, storeDocument, findDocument, resolveImages, deleteMediaByUrls, sweepOrphans };
}

export type MediaService = ReturnType<typeof createMediaService>;
