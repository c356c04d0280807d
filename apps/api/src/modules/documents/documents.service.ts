import type { DocumentInput, SiteDocument } from '@app/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, toFlag } from '../../db/rows.ts';
import type { Database, DocumentTable } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  deleteDocument,
  findDocumentById,
  insertDocument,
  listDocuments,
  updateDocument,
} from './documents.repository.ts';

const NOT_FOUND = 'Document not found';

function toDocument(row: DocumentTable): SiteDocument {
  return {
    id: row.id,
    name_de: row.name_de,
    name_ru: row.name_ru,
    description_de: row.description_de,
    description_ru: row.description_ru,
    filename_de: row.filename_de,
    file_url_de: row.file_url_de,
    file_size_de: row.file_size_de,
    filename_ru: row.filename_ru,
    file_url_ru: row.file_url_ru,
    file_size_ru: row.file_size_ru,
    filename: row.filename,
    file_url: row.file_url,
    file_size: row.file_size,
    active: fromFlag(row.active),
    sort_order: row.sort_order,
    created_at: row.created_at,
  };
}

function fileUrls(doc: Pick<DocumentTable, 'file_url' | 'file_url_de' | 'file_url_ru'>): string[] {
  return [doc.file_url_de, doc.file_url_ru, doc.file_url].filter((url) => url !== '');
}

function columns(input: DocumentInput) {
  return { ...input, active: toFlag(input.active), sort_order: input.sort_order ?? 0 };
}

/** Downloadable PDFs (contract, questionnaire...). Their files are deleted once nothing refers to them. */
export function createDocumentsService({
  db,
  clock,
  media,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  media: { deleteMediaByUrls(urls: string[]): Promise<void> };
}) {
  return {
    /** Visitors see active documents only; the admin sees all. By sort order, then age. */
    async list({ includeInactive }: { includeInactive: boolean }): Promise<SiteDocument[]> {
      const rows = await listDocuments(db, { activeOnly: !includeInactive });
      return rows.map(toDocument);
    },

    async create(input: DocumentInput): Promise<SiteDocument> {
      const now = clock().toISOString();
      const row: DocumentTable = { id: newId(clock()), ...columns(input), created_at: now, updated_at: now };
      await insertDocument(db, row);
      return toDocument(row);
    },

    /** Replaces the whole document; files it no longer points at are deleted. */
    async update(id: string, input: DocumentInput): Promise<SiteDocument> {
      const before = await findDocumentById(db, id);
      if (!before) throw notFound(NOT_FOUND);
      await updateDocument(db, id, { ...columns(input), updated_at: clock().toISOString() });
      const after = await findDocumentById(db, id);
      if (!after) throw notFound(NOT_FOUND);
      const kept = new Set(fileUrls(after));
      await media.deleteMediaByUrls(fileUrls(before).filter((url) => !kept.has(url)));
      return toDocument(after);
    },

    async remove(id: string): Promise<void> {
      const before = await findDocumentById(db, id);
      if (!before || !(await deleteDocument(db, id))) throw notFound(NOT_FOUND);
      await media.deleteMediaByUrls(fileUrls(before));
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
