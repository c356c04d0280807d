import { errorResponseSchema, fieldErrorsFromZod, type ImageInfo } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type FieldError, invalidFields } from '../../http/errors.ts';
import type { MediaService } from './media.service.ts';
import type { MediaPaths } from './media.storage.ts';
import { readMultipartForm } from './multipart.ts';

export interface ImageForm {
  /** The text fields, as sent. */
  fields: Record<string, string>;
  /** The uploaded images, stored and processed, in the order they were sent. */
  images: ImageInfo[];
}

/**
 * Reads a multipart form whose files are images (e.g. a portfolio project with several photos):
 * each file goes through the image pipeline as it arrives. When anything fails (a file that is
 * not an image, too many files, a limit), the images stored so far are deleted again. The caller
 * deletes `images` itself when the record cannot be saved afterwards (`discardImages`).
 */
export async function readImageForm(
  request: FastifyRequest,
  { media, paths }: { media: MediaService; paths: MediaPaths },
  { fileFields, maxFiles }: { fileFields: readonly string[]; maxFiles: number },
): Promise<ImageForm> {
  const form = await readMultipartForm(request, paths, {
    fileFields,
    maxFiles,
    store: (file, name, bytes) => media.storeImage(file, name, bytes),
    discard: (stored) => media.deleteMediaByUrls(stored.map((image) => image.url)),
  });
  return { fields: form.fields, images: form.files.map((f) => f.value) };
}

/** The error answers a multipart record write can give. */
export const IMAGE_FORM_ERRORS = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  /** The disk filled up while the photos were stored: nothing of the request is kept. */
  507: errorResponseSchema,
};

/** Text fields only: image fields are files, never client-given URLs. */
export function textFields(fields: Record<string, string>, drop: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !drop.includes(name)));
}

/** Field errors of `schema` for these fields, plus the missing-file error, all in one 422. */
export function checkCreate(schema: z.ZodType, fields: Record<string, string>, missingFile: FieldError | null): void {
  const result = schema.safeParse(fields);
  const list: FieldError[] = result.success ? [] : fieldErrorsFromZod(result.error.issues, fields);
  if (missingFile) list.push(missingFile);
  if (list.length) throw invalidFields(list);
}

/** Runs `save` with the newly stored images; deletes them again if it fails. */
export async function savingImages<T>(media: MediaService, newUrls: string[], save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await media.deleteMediaByUrls(newUrls);
    throw error;
  }
}
