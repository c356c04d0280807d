import { z } from 'zod';

/**
 * The `:id` of the inbox's rows, the blocked ranges and the documents: any short string (an
 * unknown one is a 404, not a 400: these ids were never checked for their format), but printable:
 * a NUL byte never reaches a database (PostgreSQL refuses it in text with an error, not a miss).
 */
/** True when a text holds a control character (C0 or DEL). */
const hasControl = (text: string) => Array.from(text).some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f');

export const anyIdParamSchema = z.object({
  id: z
    .string()
    .max(100)
    .refine((id) => !hasControl(id), 'is not an id'),
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
