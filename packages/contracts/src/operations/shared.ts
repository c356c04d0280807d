import { z } from 'zod';

/**
 * The `:id` of the inbox's rows, the blocked ranges and the documents: any short string (an
 * unknown one is a 404, not a 400: these ids were never checked for their format), but printable:
 * a NUL byte never reaches a database (PostgreSQL refuses it in text with an error, not a miss).
 */
export const anyIdParamSchema = z.object({
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
  id: z
    .string()
    .max(100)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'is not an id'),
});

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
