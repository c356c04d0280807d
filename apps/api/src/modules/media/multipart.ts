import type { FastifyRequest } from 'fastify';
import { type ApiErrorCode, AppError, isStorageFull } from '../../http/errors.ts';
import { type MediaPaths, removeQuietly, streamToTemp } from './media.storage.ts';

/** Limits @fastify/multipart is registered with (app.ts); routes may lower them per request. */
export const MULTIPART_LIMITS = {
  /** One image file; bigger camera files are rare and would take long to decode anyway. */
  fileSize: 40 * 1024 * 1024,
  files: 20,
  fields: 50,
  /** Rich text fields (up to 100,000 characters, two bytes each in Cyrillic). */
  fieldSize: 1024 * 1024,
  parts: 80,
  headerPairs: 200,
} as const;

export interface MultipartFile<T> {
  field: string;
  value: T;
}

export interface MultipartForm<T> {
  fields: Record<string, string>;
  files: MultipartFile<T>[];
}

export interface ReadMultipartOptions<T> {
  /** Field names that may carry files; a file under any other name is refused. */
  fileFields: readonly string[];
  maxFiles: number;
  /** Per-file size limit (bytes) for this request, at most MULTIPART_LIMITS.fileSize. */
  fileSize?: number;
  /** The answer when a file is over the limit. */
  tooLargeDetail?: string;
  /** Its code (default: an image over the limit). */
  tooLargeCode?: ApiErrorCode;
  /**
   * Turns one received file (in a temporary file that the callback must consume or remove) into a
   * stored value, e.g. runs the image pipeline.
   */
  store: (tempFile: string, filename: string, bytes: number, field: string) => Promise<T>;
  /** Undoes stored values when the request fails later (other file refused, limit reached, ...). */
  discard: (stored: T[]) => Promise<void>;
}

/**
 * Reads a multipart request part by part: text fields are collected, each file is streamed to a
 * temporary file in DATA_DIR (never held in memory) and handed to `store` one at a time. On any
 * error the temporary file is removed and what was stored so far is discarded.
 */
export async function readMultipartForm<T>(
  request: FastifyRequest,
  paths: MediaPaths,
  options: ReadMultipartOptions<T>,
): Promise<MultipartForm<T>> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Expected a multipart/form-data request');
  }
  const fileSize = Math.min(options.fileSize ?? MULTIPART_LIMITS.fileSize, MULTIPART_LIMITS.fileSize);
  const tooLarge = options.tooLargeDetail ?? `The file is too large: at most ${Math.floor(fileSize / 1048576)} MB`;
  const tooLargeCode = options.tooLargeCode ?? 'upload.image_too_large';
  const fields: Record<string, string> = {};
  const files: MultipartFile<T>[] = [];
  let temp: string | null = null;
  let storing = false;
  try {
    const parts = request.parts({ limits: { fileSize, files: options.maxFiles } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError('payload_too_large', `The field ${part.fieldname} is too long`);
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('validation_failed', `Unexpected file field ${part.fieldname}`, {
          errors: [{ path: part.fieldname, code: 'invalid_value', message: 'no file expected here' }],
        });
      }
      if (files.length >= options.maxFiles) {
        part.file.resume();
        throw new AppError('payload_too_large', `At most ${options.maxFiles} file(s) per request`);
      }
      // Over the limit: stop at once (answer 413 now) instead of reading and discarding the rest.
      part.file.once('limit', () => part.file.destroy(new AppError(tooLargeCode, tooLarge)));
      const received = await streamToTemp(paths, part.file);
      temp = received.file;
      if (part.file.truncated) throw new AppError(tooLargeCode, tooLarge);
      temp = null; // `store` owns the temporary file from here
      storing = true;
      const value = await options.store(received.file, part.filename ?? '', received.bytes, part.fieldname);
      storing = false;
      files.push({ field: part.fieldname, value });
    }
  } catch (error) {
    if (temp) await removeQuietly(temp);
    await options.discard(files.map((f) => f.value));
    // A full disk is answered 507 by the error handler, never as a malformed request.
    if (error instanceof AppError || storing || isStorageFull(error)) throw error;
    // Errors of the multipart parser: limits reached or a malformed body.
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(tooLargeCode, tooLarge);
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('payload_too_large', `At most ${options.maxFiles} file(s) per request`);
    if (statusCode === 413) throw new AppError('payload_too_large', (error as Error).message);
    throw new AppError('bad_request', 'Malformed multipart request');
  }
  return { fields, files };
}
