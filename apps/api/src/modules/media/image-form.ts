import type { ImageInfo } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
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
