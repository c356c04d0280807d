import { z } from 'zod';

/**
 * The `:id` of the inbox's rows, the blocked ranges and the documents: any short string (an
 * unknown one is a 404, not a 400: these ids were never checked for their format).
 */
export const anyIdParamSchema = z.object({ id: z.string().max(100) });

/** What a file answer is read as in the browser (a Blob; the contracts know no DOM types). */
export interface FileAnswer {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const BlobClass = (globalThis as { Blob?: abstract new (...args: never[]) => FileAnswer }).Blob;

/** A file answer (CSV, ZIP, PDF, PNG): the back office reads it as a Blob. */
export const fileAnswerSchema = z.custom<FileAnswer>((value) => BlobClass !== undefined && value instanceof BlobClass, {
  message: 'expected a file',
});
